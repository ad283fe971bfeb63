import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from '../scripts/build-if-needed.mjs';
import { blurbs as seedBlurbs } from './seed.js';

/**
 * Listings for the search benchmark, made by PostgreSQL itself (generate_series), so a million take a minute or two
 * instead of the JavaScript seed's hour: each one at one of the gazetteer's 183 towns (district capitals eight times
 * as likely), its pin scattered within about 6 km of the town and its district the town's; names, addresses and
 * descriptions from the same words as `seedBusinesses`; about 3% of names in Sinhala and 2% in Tamil script.
 */

type GazetteerPlace = {
  name: string;
  kind: string;
  lat: number;
  lng: number;
  district: string | null;
  districtCapital?: boolean;
};

const kinds: [string, string][] = [
  ['restaurant', 'Rice & Curry House'],
  ['restaurant', 'Kottu Corner'],
  ['restaurant', 'Seafood Grill'],
  ['restaurant', 'Hoppers Kitchen'],
  ['hotel', 'Beach Resort'],
  ['hotel', 'Boutique Villa'],
  ['hotel', 'Eco Lodge'],
  ['guesthouse', 'Guest House'],
  ['homestay', 'Homestay'],
  ['cafe', 'Tea Room'],
  ['cafe', 'Coffee House'],
  ['tour-guide', 'Heritage Walks'],
  ['tour-guide', 'Hiking Guides'],
  ['tour-operator', 'Safari Tours'],
  ['tour-operator', 'Whale Watching'],
  ['driver', 'Tuk Tuk Hire'],
  ['transportation', 'Airport Transfers'],
  ['attraction', 'Spice Garden'],
  ['attraction', 'Tea Factory Visit'],
  ['attraction', 'Turtle Hatchery'],
  ['shop', 'Gem Store'],
  ['shop', 'Batik Boutique'],
  ['shop', 'Handicrafts'],
  ['surf-school', 'Surf School'],
  ['dive-centre', 'Dive Centre'],
  ['ayurveda-spa', 'Ayurveda Spa'],
  ['entertainment', 'Kandyan Dance Show'],
  ['entertainment', 'Rooftop Bar'],
  ['other', 'Laundry'],
  ['other', 'Money Exchange'],
];
const prefixes = [
  'Lakeside',
  'Golden',
  'Ceylon',
  'Lanka',
  'Royal',
  'Sunset',
  'Palm',
  'Green',
  'Ocean',
  'Hill Country',
  'Old Town',
  'Temple View',
  'Ella View',
  'Misty',
  'Paradise',
  'Jungle',
];
const streets = [
  'Temple Road',
  'Beach Road',
  'Main Street',
  'Lake Road',
  'Hill Street',
  'Station Road',
  'Galle Road',
  'Church Street',
  'Kandy Road',
  'Market Lane',
];
const blurbs = [
  ...seedBlurbs,
  'Cooking classes with spices from our own garden.',
  'Yoga at sunrise and ayurveda treatments by appointment.',
];
/** Places and kinds of business in Sinhala and Tamil script, for names written in them. */
const sinhalaPlaces = ['ඇල්ල', 'මහනුවර', 'ගාල්ල', 'කොළඹ', 'මිරිස්ස', 'සීගිරිය', 'නුවරඑළිය', 'හික්කඩුව', 'දඹුල්ල', 'අනුරාධපුර'];
const sinhalaKinds = ['හෝටලය', 'ආපනශාලාව', 'නිවාසය', 'සංචාරක සේවා', 'තේ කඩය', 'ආයුර්වේද මධ්‍යස්ථානය'];
const tamilPlaces = ['யாழ்ப்பாணம்', 'திருகோணமலை', 'மட்டக்களப்பு', 'கண்டி', 'கொழும்பு', 'நுவரெலியா', 'வவுனியா', 'மன்னார்'];
const tamilKinds = ['உணவகம்', 'விடுதி', 'தேநீர் கடை', 'பயண சேவை', 'சைவ உணவகம்'];

/** The gazetteer's towns, each district capital eight times: where the seeded listings are. */
function towns(): GazetteerPlace[] {
  const file = path.join(root, 'server/src/modules/geo/data/gazetteer.json');
  const { places } = JSON.parse(readFileSync(file, 'utf8')) as { places: GazetteerPlace[] };
  return places
    .filter((place) => place.kind === 'town' && place.district)
    .flatMap((place) => Array<GazetteerPlace>(place.districtCapital ? 8 : 1).fill(place));
}

/**
 * Adds `count` listings, numbered from `from`, with the indexes dropped while rows go in and built again after (far
 * quicker than keeping them up to date row by row) and the search words added at the end, then vacuums and analyses.
 */
export async function seedSearchListings(
  url: string,
  from: number,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const places = towns();
    await client.query(`select setseed(0.19)`);
    await client.query(
      `create temp table "seed_town" ("i" int primary key, "name" text, "lat" float8, "lng" float8, "district" text)`,
    );
    await client.query(
      `insert into "seed_town" select "i", "name", "lat", "lng", "district" from unnest($1::text[], $2::float8[], $3::float8[], $4::text[]) with ordinality as t("name", "lat", "lng", "district", "i")`,
      [places.map((p) => p.name), places.map((p) => p.lat), places.map((p) => p.lng), places.map((p) => p.district)],
    );
    const indexes = (
      await client.query<{ indexname: string; indexdef: string }>(
        `select "indexname", "indexdef" from pg_indexes where "tablename" = 'business' and "indexname" <> 'business_pkey'`,
      )
    ).rows;
    for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
    // The search words are added once after, from all the new rows, not row by row by the trigger.
    await client.query(`alter table "business" disable trigger "business_search_words"`);
    const batch = 100_000;
    for (let done = 0; done < count; done += batch) {
      const started = Date.now();
      await client.query(
        `insert into "business" ("id", "name", "address", "email", "telephone", "description", "category", "lat", "lng", "district", "created_at")
         select gen_random_uuid(),
           case when "r"."script" < 0.03 then ($5::text[])[1 + floor("r"."a" * cardinality($5::text[]))::int] || ' ' || ($6::text[])[1 + floor("r"."b" * cardinality($6::text[]))::int] || ' ' || "r"."g"
                when "r"."script" < 0.05 then ($7::text[])[1 + floor("r"."a" * cardinality($7::text[]))::int] || ' ' || ($8::text[])[1 + floor("r"."b" * cardinality($8::text[]))::int] || ' ' || "r"."g"
                else ($3::text[])[1 + floor("r"."a" * cardinality($3::text[]))::int] || ' ' || "t"."name" || ' ' || ($1::text[])["r"."k"] || ' ' || "r"."g" end,
           (1 + floor("r"."b" * 400)::int) || ' ' || ($4::text[])[1 + floor("r"."c" * cardinality($4::text[]))::int] || ', ' || "t"."name",
           'search' || "r"."g" || '@example.lk',
           '+94 77 ' || lpad(("r"."g" % 10000000)::text, 7, '0'),
           ($9::text[])[1 + floor("r"."c" * cardinality($9::text[]))::int] || ' ' || ($9::text[])[1 + floor("r"."d" * cardinality($9::text[]))::int],
           ($2::text[])["r"."k"],
           greatest(5.9, least(9.9, "t"."lat" + ("r"."dx1" + "r"."dx2" - 1) * 0.055)),
           greatest(79.5, least(82.0, "t"."lng" + ("r"."dy1" + "r"."dy2" - 1) * 0.055)),
           "t"."district",
           now() - "r"."age" * interval '3 years'
         from (
           select "g", random() as "script", random() as "a", random() as "b", random() as "c", random() as "d", random() as "age",
             random() as "dx1", random() as "dx2", random() as "dy1", random() as "dy2",
             1 + floor(random() * cardinality($1::text[]))::int as "k", 1 + floor(random() * $10)::int as "town"
           from generate_series($11::int, $12::int) as "g"
         ) as "r" join "seed_town" as "t" on "t"."i" = "r"."town"`,
        [
          kinds.map(([, name]) => name),
          kinds.map(([category]) => category),
          prefixes,
          streets,
          sinhalaPlaces,
          sinhalaKinds,
          tamilPlaces,
          tamilKinds,
          blurbs,
          places.length,
          from + done,
          from + Math.min(count, done + batch) - 1,
        ],
      );
      log(
        `  ${(done + Math.min(batch, count - done)).toLocaleString('en')} of ${count.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const started = Date.now();
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const { indexdef } of indexes) await client.query(indexdef);
    log(`  ${indexes.length} indexes built again (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await client.query(
      `insert into "business_search_word" ("word") select distinct "w" from "business", unnest(tsvector_to_array("search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing`,
    );
    await client.query(`alter table "business" enable trigger "business_search_words"`);
    await client.query('vacuum (analyze) business');
  } finally {
    await client.end();
  }
}
