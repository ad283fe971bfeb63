// The offline map's layers, band by band: what `build.mjs` writes to client/src/components/map/data/. Pure
// functions of the input data, so the test can rebuild them and compare with the committed files.
import { chainLines, sharedBoundaries, simplifyPath, simplifyRing } from './simplify.mjs';

/**
 * Zoom bands. Each draws its lines simplified to about half a pixel at its deepest zoom (a degree is 256·2^z/360 px)
 * and rounded to a tenth of a pixel or finer; small islands that would be a dot are left out of the outer bands.
 * Roads: expressways and A roads from the island view, B roads once the map is close enough to tell them apart.
 */
export const BANDS = [
  {
    band: 0,
    minZoom: 7,
    maxZoom: 8,
    tolerance: 0.003,
    decimals: 3,
    minArea: 2e-5,
    roadClasses: ['expressway', 'A-road'],
  },
  {
    band: 1,
    minZoom: 9,
    maxZoom: 10,
    tolerance: 0.0008,
    decimals: 4,
    minArea: 2e-6,
    roadClasses: ['expressway', 'A-road', 'B-road'],
  },
  {
    band: 2,
    minZoom: 11,
    maxZoom: 12,
    tolerance: 0.0002,
    decimals: 4,
    minArea: 0,
    roadClasses: ['expressway', 'A-road', 'B-road'],
  },
];

/** The most any one file may weigh, gzip; the test holds every file to it. */
export const FILE_BUDGET_GZIP = 120 * 1024;

export const ATTRIBUTION = {
  land: {
    text: 'Survey Department of Sri Lanka / OCHA',
    licence: 'CC BY-IGO',
    source: 'HDX COD-AB LKA v03 (2022-08-16)',
  },
  roads: {
    text: 'TripMate (road lengths: Road Development Authority)',
    licence: 'MIT',
    source: 'server/src/modules/geo/data/roads.json',
  },
  rail: { text: '© OpenStreetMap contributors', licence: 'ODbL-1.0', source: 'server/src/modules/geo/data/rail.json' },
  labels: { text: 'GeoNames', licence: 'CC BY 4.0', source: 'server/src/modules/geo/data/gazetteer.json' },
};

const polygonsOf = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];

/** Coastline (the island and its islets, as land to fill) and the lines between districts. */
function landLayer(country, districts, band) {
  const polygons = [];
  for (const feature of country.features) {
    for (const polygon of polygonsOf(feature.geometry)) {
      const outer = simplifyRing(polygon[0], band);
      if (!outer) continue;
      const holes = polygon
        .slice(1)
        .map((ring) => simplifyRing(ring, band))
        .filter(Boolean);
      polygons.push([outer, ...holes]);
    }
  }
  const rings = districts.features.flatMap((feature) => polygonsOf(feature.geometry).flat());
  const lines = sharedBoundaries(rings)
    .map((line) => simplifyPath(line, band))
    .filter(Boolean);
  return {
    attribution: ATTRIBUTION.land,
    coast: {
      type: 'Feature',
      properties: { name: 'Sri Lanka' },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    },
    districts: {
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiLineString', coordinates: lines.filter((l) => l.length >= 2) },
    },
  };
}

/** Main roads, one feature per road number, its edges chained into as few lines as they make. */
function roadsLayer(roads, band) {
  const byRoad = new Map();
  for (const edge of roads.edges) {
    if (!band.roadClasses.includes(edge.class) || !Array.isArray(edge.geometry) || edge.geometry.length < 2) continue;
    const id = `${edge.class}|${edge.road}`;
    if (!byRoad.has(id)) byRoad.set(id, { road: edge.road, class: edge.class, lines: [] });
    byRoad.get(id).lines.push(edge.geometry);
  }
  // Expressways last, so they are drawn over the roads they cross.
  const order = { 'B-road': 0, 'A-road': 1, expressway: 2 };
  const features = [...byRoad.values()]
    .sort(
      (a, b) =>
        (order[a.class] ?? 0) - (order[b.class] ?? 0) ||
        String(a.road).localeCompare(String(b.road), 'en', { numeric: true }),
    )
    .map(({ road, class: roadClass, lines }) => ({
      type: 'Feature',
      properties: { road, class: roadClass },
      geometry: {
        type: 'MultiLineString',
        coordinates: chainLines(lines)
          .map((line) => simplifyPath(line, band))
          .filter(Boolean),
      },
    }))
    .filter((f) => f.geometry.coordinates.length > 0);
  return { attribution: ATTRIBUTION.roads, roads: { type: 'FeatureCollection', features } };
}

/** A rail line's track: a LineString's positions, or a MultiLineString's lines. */
const railPaths = (geometry) =>
  !Array.isArray(geometry) || geometry.length === 0 ? [] : Array.isArray(geometry[0][0]) ? geometry : [geometry];

/** The railway, in a file of its own: ODbL share-alike applies to it, not to the rest. */
function railLayer(rail, band) {
  const features = rail.lines
    .map((line) => ({
      type: 'Feature',
      properties: { name: line.name },
      geometry: {
        type: 'MultiLineString',
        coordinates: chainLines(railPaths(line.geometry))
          .map((path) => simplifyPath(path, band))
          .filter(Boolean),
      },
    }))
    .filter((f) => f.geometry.coordinates.length > 0);
  return { attribution: ATTRIBUTION.rail, rail: { type: 'FeatureCollection', features } };
}

const SETTLEMENTS = new Set(['city', 'town', 'junction', 'suburb', 'village', 'locality']);
/** Among places first named at the same zoom: towns before stations and airports, sights before villages. */
const KIND_ORDER = ['capital', 'town', 'station', 'airport', 'sight', 'place'];

/**
 * The zoom from which a place is named, and its weight among places named at the same zoom. District capitals from
 * the island view; then towns by how many roads of the graph meet there (its degree: the data has no population),
 * junction towns first (4 roads or more at zoom 8, 3 at 9), then every town on a main road, stations and airports;
 * last every other place and the sights.
 */
export function labelRank(place, degree) {
  if (place.districtCapital) return { minZoom: 7, kind: 'capital' };
  if (place.kind === 'sight') return { minZoom: 11, kind: 'sight' };
  if (place.kind === 'station' || place.kind === 'airport') return { minZoom: 10, kind: place.kind };
  if (SETTLEMENTS.has(place.kind) && degree >= 4) return { minZoom: 8, kind: 'town' };
  if (SETTLEMENTS.has(place.kind) && degree >= 3) return { minZoom: 9, kind: 'town' };
  if (SETTLEMENTS.has(place.kind) && degree >= 1) return { minZoom: 10, kind: 'town' };
  return { minZoom: 11, kind: 'place' };
}

/**
 * Place labels for every band, each band with the places first named in it (a band's map shows its own labels and
 * those of the bands before it), in the order they should win a collision: [name, lng, lat, minZoom, kind].
 */
function labelLayers(gazetteer, roads) {
  const degree = new Map();
  for (const edge of roads.edges) for (const end of [edge.from, edge.to]) degree.set(end, (degree.get(end) ?? 0) + 1);
  const labels = gazetteer.places
    .map((place) => ({ place, degree: degree.get(place.id) ?? 0, ...labelRank(place, degree.get(place.id) ?? 0) }))
    .sort(
      (a, b) =>
        a.minZoom - b.minZoom ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        b.degree - a.degree ||
        a.place.name.localeCompare(b.place.name, 'en'),
    );
  return BANDS.map((band) => ({
    attribution: ATTRIBUTION.labels,
    labels: labels
      .filter((l) => l.minZoom >= band.minZoom && l.minZoom <= band.maxZoom)
      .map(({ place, minZoom, kind }) => [place.name, round(place.lng, 4), round(place.lat, 4), minZoom, kind]),
  }));
}

const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Every file of the map's data, by name: `land-z<band>` (coastline and district lines), `roads-z<band>`,
 * `rail-z<band>` and `labels-z<band>`, plus `bands`, the index the client reads first.
 */
export function buildMapData({ country, districts, roads, rail, gazetteer }) {
  const files = {};
  const labels = labelLayers(gazetteer, roads);
  for (const band of BANDS) {
    files[`land-z${band.band}`] = landLayer(country, districts, band);
    files[`roads-z${band.band}`] = roadsLayer(roads, band);
    files[`rail-z${band.band}`] = railLayer(rail, band);
    files[`labels-z${band.band}`] = labels[band.band];
  }
  files.bands = {
    generatedBy: 'scripts/map-data/build.mjs',
    bands: BANDS.map(({ band, minZoom, maxZoom }) => ({ band, minZoom, maxZoom })),
    attribution: Object.values(ATTRIBUTION).map(({ text, licence }) => ({ text, licence })),
  };
  return files;
}
