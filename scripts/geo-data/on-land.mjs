// Puts every place and attraction in its district and province (point in polygon, land.mjs) and refuses to build
// when one lies off the island: a point in the sea is a wrong point, to be corrected in the curated lists.
import { nameKey, readGeoNamesPostal } from './geonames.mjs';

/** The stored shape of a place, its keys in one order so the files are reproducible. */
const placeShape = (p, area) => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  lat: p.lat,
  lng: p.lng,
  aliases: p.aliases,
  district: area.district,
  province: area.province,
  districtCapital: p.districtCapital,
  source: p.source,
  precision: p.precision,
  approximate: p.approximate,
  ...(p.prominence ? { prominence: p.prominence } : {}),
  ...(p.postcode ? { postcode: p.postcode } : {}),
  ...(p.attractionId ? { attractionId: p.attractionId } : {}),
});

/**
 * Islets that the simplified outline has lost: their sights stand where they are, off its coast. Pigeon Island lies
 * about 1 km off Nilaveli (8.72 N, 81.21 E); no part of lk-country-small.geojson is within 2 km of it.
 */
export const ISLETS_MISSING_FROM_OUTLINE = new Set(['Pigeon Island National Park']);
/** GeoNames' points in the sea are brought ashore when the coast is this near (it always is: at most 0.97 km). */
const MAX_ASHORE_KM = 1;

export function placeOnLand(land, gazetteer, attractionRows) {
  const offLand = [];
  const ashore = [];
  for (const p of gazetteer) {
    if (p.precision !== 'geonames-postal' || land.onLand(p.lat, p.lng)) continue;
    const moved = land.ashore(p.lat, p.lng);
    if (!moved || moved.km > MAX_ASHORE_KM) continue;
    Object.assign(p, { lat: moved.lat, lng: moved.lng, precision: 'geonames-postal-ashore' });
    ashore.push({ name: p.name, km: moved.km });
  }
  const areaOf = (p, what) => {
    if (!land.onLand(p.lat, p.lng) && !ISLETS_MISSING_FROM_OUTLINE.has(p.name))
      offLand.push(`${what} ${p.name} (${p.lat}, ${p.lng})`);
    const area = land.districtAt(p.lat, p.lng);
    if (!area) offLand.push(`${what} ${p.name}: in no district`);
    return area ?? {};
  };
  gazetteer.forEach((p, i) => (gazetteer[i] = placeShape(p, areaOf(p, 'place'))));
  attractionRows.forEach((a, i) => {
    const { district, province } = areaOf(a, 'attraction');
    const { aliases, ...rest } = a;
    attractionRows[i] = { ...rest, district, province, aliases };
  });
  if (offLand.length) throw new Error(`off the island (HDX outline):\n  ${offLand.join('\n  ')}`);

  // GeoNames names a district for each postal place; where the Survey Department's polygon says otherwise, report it.
  const byPostcode = new Map(readGeoNamesPostal().map((r) => [r.postcode, r]));
  const districtMismatches = gazetteer
    .filter((p) => p.postcode && nameKey(byPostcode.get(p.postcode).district) !== nameKey(p.district))
    .filter((p) => !(nameKey(byPostcode.get(p.postcode).district) === 'moneragala' && p.district === 'Monaragala'))
    .map((p) => `${p.name}: GeoNames ${byPostcode.get(p.postcode).district}, polygon ${p.district}`);
  if (process.env.GEO_DEBUG) console.log(districtMismatches.join('\n'));
  return { outline: land.outline, parts: land.parts, vertices: land.vertices, districtMismatches, ashore };
}
