// Sinhala and Tamil names for the gazetteer's places, from two open sources kept apart because their licences differ:
// - sources/lk-place-names-si-ta.tsv: the Survey Department's administrative names (districts, DS and GN divisions),
//   via OCHA/HDX COD-AB LKA, CC BY-IGO -> data/place-names.json
// - sources/lk-place-names-si-ta-osm.tsv: OpenStreetMap's name:si and name:ta of cities, towns, suburbs, airports and
//   stations, ODbL -> data/place-names-osm.json (a derived database under the ODbL, in a file of its own)
// A name is attached to a place the gazetteer already has (the same English name, or another romanisation of it, near
// enough and, for the administrative names, in the same district); no place is added, so the geocoder knows in
// Sinhala and Tamil the places it knows in English. A district's name goes to its capital town. Provinces are left
// out (a province is not somewhere to start or end a trip).
import fs from 'node:fs';
import { nameKey } from './geonames.mjs';
import { sourceFile } from './sources.mjs';

export const HDX_NAMES = {
  file: 'lk-place-names-si-ta.tsv',
  source:
    'Survey Department of Sri Lanka, via OCHA/HDX COD-AB LKA v03 (boundaries 2022-08-16), lka_admin_boundaries.xlsx as mirrored in nuuuwan/lk_admin_regions (commit 7609d914)',
  licence: 'CC BY-IGO',
  attribution: 'Administrative names: Survey Department of Sri Lanka / OCHA (HDX COD-AB, CC BY-IGO)',
};
export const OSM_NAMES = {
  file: 'lk-place-names-si-ta-osm.tsv',
  source:
    'OpenStreetMap name:si and name:ta (Overpass, 2026-04-19), as saved in theetaz/ceylon-hub public/geo/*.geojson (commit 1e1755bb)',
  licence: 'ODbL 1.0',
  attribution: '© OpenStreetMap contributors (ODbL)',
};

/** How far a source's point may be from the gazetteer's place of the same name: a division's centre is not its town's. */
const MAX_KM = {
  district: Infinity,
  ds_division: 15,
  gn_division: 5,
  city: 15,
  town: 15,
  suburb: 5,
  airport: 5,
  railway_station: 5,
  railway_halt: 5,
};
/** Another romanisation of the name ("Kaluwanchikudy", "Kaluwanchikudi") is the same place only this near. */
const FUZZY_KM = 3;
/** The kinds of gazetteer place each kind of source row may name. */
const TARGETS = {
  ds_division: ['town', 'suburb', 'locality'],
  gn_division: ['town', 'suburb', 'locality'],
  city: ['town', 'suburb', 'locality'],
  town: ['town', 'suburb', 'locality'],
  suburb: ['suburb', 'town', 'locality'],
  airport: ['airport'],
  railway_station: ['station', 'town', 'suburb', 'locality'],
  railway_halt: ['station', 'town', 'suburb', 'locality'],
};
/** A station's row names the station; given to its town, the name loses the words for "railway station". */
const STATION_WORDS = [
  /\s*(?:දුම්රිය|රේල්)\s*(?:ස්ථානය|ස්ථානයේ|පොළ)$/u,
  /\s*(?:புகையிரத|தொடருந்து|ரயில்)\s*நிலையம்$/u,
  /\s+Railway Station$/i,
];

/**
 * A name's key with the differences of romanisation folded ("Diyathalawa" and "Diyatalawa", "Aranayake" and
 * "Aranayaka", "Bakamoona" and "Bakamuna", "Kaluwanchikudy" and "Kaluwanchikudi"): two names with the same fold are
 * one name spelt two ways. Anything else (a letter that differs) is another name.
 */
const spelling = (key) =>
  key
    .replace(/th/g, 't')
    .replace(/dh/g, 'd')
    .replace(/v/g, 'w')
    .replace(/oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/(.)\1/g, '$1')
    .replace(/[aeiouy]$/, '');

/**
 * A GN division named for a part of its village ("Unawatuna West", උණවටුන බටහිර): the village's own name, in English
 * and Sinhala, with the word for the part dropped from both (the row is left as it is unless both say it).
 */
const PARTS = [
  [/ West$/, /\s*බටහිර$/u],
  [/ East$/, /\s*නැගෙනහිර$/u],
  [/ North$/, /\s*උතුර$/u],
  [/ South$/, /\s*දකුණ$/u],
  [/ Central$/, /\s*මධ්‍යම$/u],
  [/ Nagarikaya$/, /\s*නාගරිකය$/u],
];
function wholeVillage(row) {
  if (row.kind !== 'gn_division') return row;
  const part = PARTS.find(([en, si]) => en.test(row.name_en) && si.test(row.name_si));
  return part ? { ...row, name_en: row.name_en.replace(part[0], ''), name_si: row.name_si.replace(part[1], '') } : row;
}

function readRows(name) {
  const [header, ...lines] = fs.readFileSync(sourceFile(name), 'utf8').trim().split('\n');
  const columns = header.split('\t');
  return lines.map((line) => {
    const f = line.split('\t');
    const row = Object.fromEntries(columns.map((c, i) => [c, f[i] ?? '']));
    return { ...row, lat: Number(row.lat), lng: Number(row.lng) };
  });
}

/**
 * The place a source row names, or null: an exact English name (or alias) first, then another romanisation of it (`spelling`)
 * within FUZZY_KM; the nearest such, of the kinds the row may name, within the row's distance.
 */
function placeFor(row, candidates, km, district) {
  const key = nameKey(row.name_en.replace(STATION_WORDS[2], ''));
  const maxKm = MAX_KM[row.kind];
  const part = /\d|\s\p{L}$/u.test(row.name_en.trim());
  let best = null;
  for (const { place, keys } of candidates) {
    if (!TARGETS[row.kind].includes(place.kind)) continue;
    const exact = keys.includes(key);
    // A numbered or lettered division ("Akkaraipattu 06", "Kalutara South A") is one part of a town, not another spelling of it.
    const close = !exact && !part && keys.some((k) => spelling(k) === spelling(key));
    if (!exact && !close) continue;
    const d = km([row.lat, row.lng], [place.lat, place.lng]);
    // The same district, as the P-code says; a division's centre near a boundary may name a place just across it.
    if (district && place.district !== district && d > FUZZY_KM) continue;
    if (d > (exact ? maxKm : FUZZY_KM)) continue;
    const rank = (exact ? 0 : 1000) + TARGETS[row.kind].indexOf(place.kind) * 100 + d;
    if (!best || rank < best.rank) best = { place, rank };
  }
  return best?.place ?? null;
}

function collect(rows, find, strip) {
  const byPlace = new Map();
  let unmatched = 0;
  for (const row of rows) {
    const place = find(row);
    if (!place) {
      unmatched += 1;
      continue;
    }
    const entry =
      byPlace.get(place.id) ?? byPlace.set(place.id, { place: place.id, si: [], ta: [], from: [] }).get(place.id);
    for (const language of ['si', 'ta']) {
      const name = strip(row[`name_${language}`]);
      if (name && !entry[language].includes(name)) entry[language].push(name);
    }
    entry.from.push(row.source_id);
  }
  const names = [...byPlace.values()]
    .filter((e) => e.si.length || e.ta.length)
    .sort((a, b) => a.place.localeCompare(b.place));
  return { names, matched: rows.length - unmatched, unmatched };
}

/** The two name files, { hdx, osm }, each with its source, licence, attribution, names by place and its counts. */
export function buildPlaceNames(gazetteer, km) {
  const candidates = gazetteer
    .filter((p) => p.kind !== 'sight')
    .map((place) => ({ place, keys: [place.name, ...place.aliases].map(nameKey) }));

  const hdxRows = readRows(HDX_NAMES.file)
    .filter((r) => r.kind !== 'province')
    .map(wholeVillage);
  const districtOf = new Map(hdxRows.filter((r) => r.kind === 'district').map((r) => [r.source_id, r.name_en]));
  const capitals = new Map(gazetteer.filter((p) => p.districtCapital).map((p) => [nameKey(p.district), p]));
  const hdx = collect(
    hdxRows,
    (row) =>
      (row.kind === 'district'
        ? capitals.get(nameKey(row.name_en))
        : placeFor(row, candidates, km, districtOf.get(row.source_id.slice(0, 4)))) ?? null,
    (name) => name,
  );
  if (
    capitals.size !== 25 ||
    hdxRows.filter((r) => r.kind === 'district').some((r) => !capitals.has(nameKey(r.name_en)))
  )
    throw new Error('place names: a district has no capital town in the gazetteer');

  const osm = collect(
    readRows(OSM_NAMES.file),
    (row) => placeFor(row, candidates, km),
    (name) => STATION_WORDS.reduce((n, words) => n.replace(words, ''), name).trim(),
  );
  return {
    hdx: {
      ...HDX_NAMES,
      names: hdx.names,
      counts: { rows: hdxRows.length, matched: hdx.matched, unmatched: hdx.unmatched },
    },
    osm: { ...OSM_NAMES, names: osm.names, counts: { matched: osm.matched, unmatched: osm.unmatched } },
  };
}
