// Sri Lanka's land and districts from the Survey Department of Sri Lanka's boundaries, via OCHA/HDX COD-AB LKA v03
// (2022-08-16), CC BY-IGO, "Survey Department of Sri Lanka / OCHA" (simplified in nuuuwan/lk_admin_regions):
// sources/lk-country-small.geojson (the island and its 390 islets) and sources/lk-districts-smaller.geojson (the 25
// districts). The build asks these which district a point is in and whether it is on land at all.
import fs from 'node:fs';
import { sourceFile } from './sources.mjs';

const read = (file) => JSON.parse(fs.readFileSync(sourceFile(file), 'utf8'));

/** 5 decimals is about 1 m, finer than the outline's own precision. */
const roundRing = (ring) => {
  const out = [];
  for (const [x, y] of ring) {
    const p = [Math.round(x * 1e5) / 1e5, Math.round(y * 1e5) / 1e5];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
};

const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/** Even-odd ray casting over a polygon's rings (holes count as outside). */
function inPolygon(lng, lat, polygon) {
  let inside = false;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const boxOf = (polygon) => {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of polygon[0])
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  return [minX, minY, maxX, maxY];
};

/** Polygons with their bounding boxes, so a lookup tests only the few whose box holds the point. */
function indexed(polygons) {
  return polygons.map((polygon) => ({ polygon, box: boxOf(polygon) }));
}
const contains = (list, lng, lat) =>
  list.some(
    ({ polygon, box }) =>
      lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3] && inPolygon(lng, lat, polygon),
  );

const KM_LAT = 110.95;
const KM_LNG = 111.32 * Math.cos((7.85 * Math.PI) / 180);
/** The nearest point of segment AB to P, and its distance in km (flat projection, fine at this scale). */
function segmentNearest(px, py, [ax, ay], [bx, by]) {
  const [x, y, x1, y1, x2, y2] = [px * KM_LNG, py * KM_LAT, ax * KM_LNG, ay * KM_LAT, bx * KM_LNG, by * KM_LAT];
  const [dx, dy] = [x2 - x1, y2 - y1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / len2));
  return { km: Math.hypot(x1 + t * dx - x, y1 + t * dy - y), lng: (x1 + t * dx) / KM_LNG, lat: (y1 + t * dy) / KM_LAT };
}
const nearestOnRings = (list, lng, lat) => {
  let best = { km: Infinity, lng, lat };
  for (const { polygon } of list) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const n = segmentNearest(lng, lat, ring[i - 1], ring[i]);
        if (n.km < best.km) best = n;
      }
    }
  }
  return best;
};
const distanceKm = (list, lng, lat) => nearestOnRings(list, lng, lat).km;

export function loadLand() {
  const country = read('lk-country-small.geojson').features[0];
  const land = indexed(polygonsOf(country.geometry).map((p) => p.map(roundRing)));
  const districts = read('lk-districts-smaller.geojson').features.map((f) => ({
    district: f.properties.adm2_name,
    province: f.properties.adm1_name,
    polygons: indexed(polygonsOf(f.geometry)),
  }));
  // What the server keeps of the districts (districts.json): 5 decimals, like the land, so the server's answer for a
  // point is the build's answer for a place there.
  const districtShapes = districts
    .map((d) => ({
      district: d.district,
      province: d.province,
      geometry: { type: 'MultiPolygon', coordinates: d.polygons.map((p) => p.polygon.map(roundRing)) },
    }))
    .sort((a, b) => a.district.localeCompare(b.district));
  return {
    /** The outline as the server stores it: one MultiPolygon, every islet kept. */
    outline: {
      type: 'Feature',
      properties: {
        name: 'Sri Lanka',
        source:
          'Survey Department of Sri Lanka / OCHA, COD-AB LKA v03 (2022-08-16), via HDX; simplified in nuuuwan/lk_admin_regions',
        licence: 'CC BY-IGO',
      },
      geometry: { type: 'MultiPolygon', coordinates: land.map((p) => p.polygon) },
    },
    /** The 25 districts as the server stores them: name, province and MultiPolygon each. */
    districts: districtShapes,
    parts: land.length,
    vertices: land.reduce((n, p) => n + p.polygon.reduce((m, r) => m + r.length, 0), 0),
    onLand: (lat, lng) => contains(land, lng, lat),
    /**
     * A point in the sea brought ashore: the nearest point of the coast, then on inland in the same direction in steps
     * of 10 m until it is on land. Returns { lat, lng, km } (km moved), rounded to 5 decimals.
     */
    ashore(lat, lng) {
      const shore = nearestOnRings(land, lng, lat);
      const [ux, uy] = [((shore.lng - lng) * KM_LNG) / shore.km, ((shore.lat - lat) * KM_LAT) / shore.km];
      for (let m = 0.01; m <= 0.2; m += 0.01) {
        const p = {
          lat: Math.round((shore.lat + (uy * m) / KM_LAT) * 1e5) / 1e5,
          lng: Math.round((shore.lng + (ux * m) / KM_LNG) * 1e5) / 1e5,
        };
        if (contains(land, p.lng, p.lat))
          return { ...p, km: Math.hypot((p.lng - lng) * KM_LNG, (p.lat - lat) * KM_LAT) };
      }
      return null;
    },
    /**
     * The district (and its province) whose polygon holds the point; for an islet the outline has lost (or a coast the
     * simplified district lines miss) the nearest district within 5 km.
     */
    districtAt(lat, lng) {
      const inside = districts.find((d) => contains(d.polygons, lng, lat));
      if (inside) return { district: inside.district, province: inside.province };
      const near = districts.map((d) => ({ d, km: distanceKm(d.polygons, lng, lat) })).sort((a, b) => a.km - b.km)[0];
      return near.km <= 5 ? { district: near.d.district, province: near.d.province } : null;
    },
  };
}
