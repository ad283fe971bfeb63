import type { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type KeysetPosition } from '../../lib/cursor.js';
import type { BusinessCategory } from './business-category.js';
import {
  isoWeekdayOf,
  weekdayOfIso,
  type SpokenLanguage,
  type OpeningHoursRecord,
  type BusinessPriceRange,
} from './business-details.js';
import type { Business } from './business.entity.js';
import type { LatLng } from '../geo/geo.module.js';
import {
  photoRecordsOf,
  photosColumnOf,
  type JsonPhoto,
  type PhotoRecord,
} from './photos/business-photo.repository.js';

/** A listing as read for display: plain data, safe to cache and share between requests. */
export type BusinessRecord = Pick<
  Business,
  | 'id'
  | 'name'
  | 'address'
  | 'email'
  | 'telephone'
  | 'website'
  | 'description'
  | 'category'
  | 'languages'
  | 'priceRange'
  | 'closedOnPoyaDays'
  | 'district'
  | 'ownerId'
  | 'createdAt'
> & {
  readonly openingHours: readonly OpeningHoursRecord[];
  readonly photos: readonly PhotoRecord[];
  /** Its map pin; null when it has none. */
  readonly location: LatLng | null;
  /** Hidden pending review (reported by several people): left out of every public read, shown to its owner and admins. */
  readonly hiddenPendingReview: boolean;
};

/** Who reads one listing: a hidden one is shown to its owner and to admins only. */
export type BusinessViewer = { readonly userId: string | null; readonly isAdmin: boolean };

/** A listing near a point, and how far from it as the crow flies. */
export type NearbyBusiness = { readonly business: BusinessRecord; readonly distanceKm: number };

export type NearQuery = {
  readonly point: LatLng;
  readonly radiusKm: number;
  /** Any of these; every category when empty. */
  readonly categories: readonly BusinessCategory[];
  /** Only listings at one of these price ranges, when given. */
  readonly priceRanges?: readonly BusinessPriceRange[];
  readonly limit: number;
};

export type BusinessPageQuery = {
  readonly limit: number;
  readonly after?: KeysetPosition | null;
  readonly category?: BusinessCategory | null;
  readonly district?: string | null;
  readonly search?: string | null;
};

/** A directory search: words (best match first), a circle (nearest first), or both; and the page's filters. */
export type BusinessSearchQuery = {
  /** The words as typed; null for none. */
  readonly text: string | null;
  readonly category?: BusinessCategory | null;
  readonly district?: string | null;
  readonly near?: { readonly point: LatLng; readonly radiusKm: number } | null;
  /** Rows already shown (the cursor), and how many to read. */
  readonly offset: number;
  readonly limit: number;
};

/** A listing a search found: how far from the point when one was given, and its score when words were. */
export type FoundBusiness = {
  readonly business: BusinessRecord;
  readonly distanceKm: number | null;
  readonly score: number | null;
};

/** A search ranks at most this many candidates (see `search`). */
const SEARCH_CANDIDATES = 200;
/**
 * Words are common when at least PROBE_MATCHES of the PROBE_WINDOW newest listings (of the category or district asked
 * for) have them (1.6%): then their posting lists are long, and the newest listings hold plenty of matches to rank.
 */
const PROBE_WINDOW = 500;
const PROBE_MATCHES = 8;
/** A word still being typed (the last) stands for at most this many words listings use that start with it, each exact. */
const PREFIX_WORDS = 16;
/** How many words listings use a search word also stands for (a typo): the most alike by trigrams. */
const ALIKE_WORDS = 3;
/**
 * How alike (pg_trgm similarity) a word listings use must be to stand for a search word that listings use too: `ela`
 * is a word of "Ja-Ela" and also stands for `ella` (0.5). A word no listing uses takes pg_trgm's own 0.3.
 */
const ALIKE_KNOWN = 0.5;
/** Listings within radiusKm of the point, as the crow flies (haversine, km), with `?` for lat, lat, lng. */
const HAVERSINE_KM = `2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians("lat" - ?) / 2), 2) + cos(radians(?)) * cos(radians("lat")) * power(sin(radians("lng" - ?) / 2), 2))))`;

/** The generated column `business_live_search_trgm_idx` indexes. */
const SEARCH_TEXT = `"search_text"`;
/** A listing's columns, its opening hours and its photos (small indexed reads per row), from the table or subquery `from`. */
const columnsOf = (from: string) =>
  `"id", "name", "address", "email", "telephone", "website", "description", "category", "languages", "price_range", "closed_on_poya_days", "lat", "lng", "district", "owner_id", "created_at", "hidden_at", ` +
  `(select coalesce(json_agg(json_build_array("h"."weekday", to_char("h"."opens", 'HH24:MI'), to_char("h"."closes", 'HH24:MI')) order by "h"."weekday"), '[]') ` +
  `from "business_opening_hours" as "h" where "h"."business_id" = "${from}"."id") as "opening_hours", ${photosColumnOf(from)}`;
const COLUMNS = columnsOf('business');
/**
 * What every public read of the directory (pages, search, guides, plans) shows: live listings not hidden pending
 * review. Every public query starts from this condition, so one rule is kept in one place; the partial indexes are
 * `where "deleted_at" is null`, which it still implies.
 */
const PUBLIC = `"deleted_at" is null and "hidden_at" is null`;
const NEWEST_FIRST = `order by "created_at" desc, "id" desc`;
/**
 * Common words match thousands of rows, which the trigram index finds slowly and must then sort; but among the
 * newest few thousand listings they match enough to fill a page. So a search first looks there and goes to the
 * index only when that window holds less than a page, which is when matches are rare and the index is quick.
 */
const NEWEST_WINDOW = 2000;

type Row = {
  id: string;
  name: string;
  address: string;
  email: string;
  telephone: string;
  website: string | null;
  description: string | null;
  category: BusinessCategory;
  languages: SpokenLanguage[];
  price_range: BusinessPriceRange | null;
  closed_on_poya_days: boolean;
  lat: number | null;
  lng: number | null;
  district: string | null;
  opening_hours: [number, string, string][];
  photos: JsonPhoto[];
  owner_id: string | null;
  created_at: Date;
  hidden_at: Date | null;
};

/**
 * Reads go straight to SQL (the directory's hot path: no entity hydration or unit of work); writes go through the
 * entity in the service.
 */
export class BusinessRepository {
  constructor(private readonly em: EntityManager) {}

  /** Public listings, newest first, after the keyset position; every search word must appear. */
  async page(query: BusinessPageQuery): Promise<BusinessRecord[]> {
    // MikroORM binds `?` placeholders in order; every query below uses the filters first, then the matches.
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return '?';
    };
    const filters = [PUBLIC];
    if (query.category) filters.push(`"category" = ${param(query.category)}`);
    if (query.district) filters.push(`"district" = ${param(query.district)}`);
    if (query.after) filters.push(`("created_at", "id") < (${param(query.after.createdAt)}, ${param(query.after.id)})`);
    const matches = searchWords(query.search).map((word) => `${SEARCH_TEXT} like ${param(likeContains(word))}`);
    const where = filters.join(' and ');
    const limit = Math.trunc(query.limit);

    if (matches.length === 0) {
      return this.rows(`select ${COLUMNS} from "business" where ${where} ${NEWEST_FIRST} limit ${limit}`, params);
    }
    const match = matches.join(' and ');
    const recent = await this.rows(
      `select ${columnsOf('recent')} from (select * from "business" where ${where} ${NEWEST_FIRST} limit ${NEWEST_WINDOW}) as "recent" where ${match} ${NEWEST_FIRST} limit ${limit}`,
      params,
    );
    if (recent.length === limit) return recent;
    return this.rows(
      `select ${COLUMNS} from "business" where ${where} and ${match} ${NEWEST_FIRST} limit ${limit}`,
      params,
    );
  }

  /**
   * Public pinned listings within `radiusKm` of the point as the crow flies, nearest first (`nearestFirst`): on the
   * GiST index of the pins (`business_live_location_idx`), or of the categories' pins for one category
   * (`business_live_category_location_idx`), so a rare category is not looked for among every listing nearby.
   */
  async near(query: NearQuery): Promise<NearbyBusiness[]> {
    const { point, radiusKm, categories, priceRanges } = query;
    // None of no values matches nothing (SQL has no empty `in ()`).
    const oneOf = (column: string, values: readonly string[] | undefined) =>
      values === undefined
        ? sqlOf('')
        : values.length === 0
          ? sqlOf(' and false')
          : sqlOf(` and "${column}" in (${values.map(() => '?').join(', ')})`, ...values);
    const filters = sqlOf(PUBLIC)
      .add(pinnedWithin(point, radiusKm))
      .add(oneOf('category', categories.length > 0 ? categories : undefined))
      .add(oneOf('price_range', priceRanges));
    const rows = await this.read<{ distance_km: number }>(nearestFirst(point, radiusKm, filters, 0, query.limit));
    return rows.map((row) => ({ business: toRecord(row), distanceKm: Number(row.distance_km) }));
  }

  /**
   * A directory search. Words: every word must be in the listing (the name, category, district, address or
   * description; a word of three letters or more may be the start of one, so `guest hou` finds "Guest House"); a word
   * no listing uses (`ela`, `hikaduwa`, a Sinhala or Tamil name spelled a little differently) stands also for the
   * words listings use that are most like it by trigrams (`ella`, `hikkaduwa`). Ranked by ts_rank (the name weighs
   * most) plus the name's trigram word similarity to the query. At most SEARCH_CANDIDATES are ranked: for common
   * words, the newest that match; for rarer ones, the first the index gives (see below), which keeps a common word
   * ("hotel") as fast as a rare one; more words narrow it. A point: the live pinned listings within the radius, nearest
   * first, matching the words when given. One query for the words listings use (`searchTsquery`), one for the page.
   */
  async search(query: BusinessSearchQuery): Promise<FoundBusiness[]> {
    const terms = searchTerms(query.text);
    const words = terms ? await searchTsquery(terms, (sql, values) => this.em.execute(sql, values)) : null;
    // The category and the district are words of the listing too (weight B): asked of the GIN index with the words,
    // they narrow what it reads instead of being checked on every match it gives (the columns are still compared).
    const tsquery = words ? [words, ...filterLexemes(query)].join(' & ') : null;
    const filters = sqlOf(PUBLIC);
    if (query.category) filters.add(` and "category" = ?`, query.category);
    if (query.district) filters.add(` and "district" = ?`, query.district);
    if (query.near) {
      // Nearest first, in one query with or without words: the GiST index of the pins and their words
      // (`business_live_location_words_idx`) walks the listings in the circle nearest first and reads only those whose
      // words may match, so common words and rare ones alike cost a few index pages.
      const { point, radiusKm } = query.near;
      filters.add(pinnedWithin(point, radiusKm));
      if (tsquery) filters.add(` and "search_vector" @@ to_tsquery('simple', ?)`, tsquery);
      const rows = await this.read<{ distance_km: number }>(
        nearestFirst(point, radiusKm, filters, query.offset, query.limit),
      );
      return rows.map((row) => ({ business: toRecord(row), distanceKm: Number(row.distance_km), score: null }));
    }
    if (!terms || !tsquery) return [];
    const matches = sqlOf(` and "search_vector" @@ to_tsquery('simple', ?)`, tsquery);
    const newest = (count: number) =>
      sqlOf(`(select * from "business" where `)
        .add(filters)
        .add(` ${NEWEST_FIRST} limit ${count}) as "newest" where true`)
        .add(matches);
    // Which candidates. A GIN index reads the whole posting list of every word, long for a common one ("guest house" is
    // in 3% of listings, "view" in a third), so common words are looked for among the newest listings instead: when at
    // least PROBE_MATCHES of the newest PROBE_WINDOW match, the newest matches among NEWEST_WINDOW (at most
    // SEARCH_CANDIDATES) are ranked and the index is not read. Otherwise (rare words, or common ones that seldom go
    // together, "golden galle tea room": quick on the index, which skips through the rarest word's list) the first
    // SEARCH_CANDIDATES the index gives. The probe is an InitPlan and each branch's condition on it a one-time filter, so
    // PostgreSQL runs only the branch chosen: one statement, one round trip. The choice depends on the words and
    // filters only, never on the page, so every page of a search ranks the same candidates.
    const sql = sqlOf(`with "probe" as materialized (select count(*) as "matches" from `)
      .add(newest(PROBE_WINDOW))
      .add(`), "candidates" as ((select * from `)
      .add(newest(NEWEST_WINDOW))
      .add(
        ` and (select "matches" from "probe") >= ${PROBE_MATCHES} limit ${SEARCH_CANDIDATES}) union all (select * from "business" where `,
      )
      .add(filters)
      .add(matches)
      .add(` and (select "matches" from "probe") < ${PROBE_MATCHES} limit ${SEARCH_CANDIDATES})) `);
    sql
      .add(
        `select ${columnsOf('found')}, "found"."score" from (select *, ts_rank("search_vector", to_tsquery('simple', ?)) + word_similarity(?, "name") as "score" from "candidates"`,
        tsquery,
        terms.phrase,
      )
      .add(
        ` order by "score" desc, "created_at" desc, "id" desc offset ${Math.trunc(query.offset)} limit ${Math.trunc(query.limit)}) as "found"`,
      )
      .add(` order by "found"."score" desc, "found"."created_at" desc, "found"."id" desc`);
    const rows = await this.read<{ score: number }>(sql);
    return rows.map((row) => ({ business: toRecord(row), distanceKm: null, score: Number(row.score) }));
  }

  private async read<T>(sql: Sql): Promise<(Row & T)[]> {
    return this.em.getConnection().execute<(Row & T)[]>(sql.text, sql.values, 'all');
  }

  /** Holds, until the transaction ends, the right to add listings for this owner (a transaction-scoped advisory lock). */
  async lockOwner(ownerId: string): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`business-owner:${ownerId}`]);
  }

  async countLiveOwnedBy(ownerId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(*) as "count" from "business" where "owner_id" = ? and "deleted_at" is null`,
      [ownerId],
    );
    return Number(row?.count ?? 0);
  }

  /** The owner's live listings, newest first; an account owns at most a few (BUSINESSES_PER_OWNER). */
  async liveOwnedBy(ownerId: string, limit: number): Promise<BusinessRecord[]> {
    return this.rows(
      `select ${COLUMNS} from "business" where "owner_id" = ? and "deleted_at" is null ${NEWEST_FIRST} limit ${Math.trunc(limit)}`,
      [ownerId],
    );
  }

  /** Sets a listing's opening hours to exactly these days (none: not said). */
  async replaceOpeningHours(businessId: string, hours: readonly OpeningHoursRecord[]): Promise<void> {
    await this.em.execute(`delete from "business_opening_hours" where "business_id" = ?`, [businessId]);
    if (hours.length === 0) return;
    const values = hours.map(() => '(?, ?, ?, ?)').join(', ');
    const params = hours.flatMap((entry) => [businessId, isoWeekdayOf(entry.day), entry.opens, entry.closes]);
    await this.em.execute(
      `insert into "business_opening_hours" ("business_id", "weekday", "opens", "closes") values ${values}`,
      params,
    );
  }

  async saveManagementCode(businessId: string, codeHash: string): Promise<void> {
    await this.em.execute(`insert into "business_management_code" ("business_id", "code_hash") values (?, ?)`, [
      businessId,
      codeHash,
    ]);
  }

  async managementCodeHash(businessId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ code_hash: string }[]>(
      `select "code_hash" from "business_management_code" where "business_id" = ?`,
      [businessId],
    );
    return row?.code_hash ?? null;
  }

  /**
   * Locks a live listing's row until the transaction ends, so claims and reissues of one listing take turns: the
   * second reads what the first wrote. Who owns it; null when there is no such live listing.
   */
  async lockLive(businessId: string): Promise<{ ownerId: string | null } | null> {
    const [row] = await this.em.execute<{ owner_id: string | null }[]>(
      `select "owner_id" from "business" where "id" = ? and "deleted_at" is null for update`,
      [businessId],
    );
    return row ? { ownerId: row.owner_id } : null;
  }

  /** Spends the listing's management code if it is still this one; false when it is not (spent or replaced). */
  async spendManagementCode(businessId: string, codeHash: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `delete from "business_management_code" where "business_id" = ? and "code_hash" = ? returning "business_id"`,
      [businessId, codeHash],
    );
    return rows.length === 1;
  }

  /** Gives a live listing that belongs to no account to this one; false when it belongs to one already (or is gone). */
  async takeOwnership(businessId: string, ownerId: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `update "business" set "owner_id" = ? where "id" = ? and "owner_id" is null and "deleted_at" is null returning "id"`,
      [ownerId, businessId],
    );
    return rows.length === 1;
  }

  /** Sets a new management code on a live listing that belongs to no account, the old one gone; false when it belongs to one. */
  async replaceManagementCode(businessId: string, codeHash: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `insert into "business_management_code" ("business_id", "code_hash") select "id", ? from "business" where "id" = ? and "owner_id" is null and "deleted_at" is null ` +
        `on conflict ("business_id") do update set "code_hash" = excluded."code_hash", "created_at" = now() returning "business_id"`,
      [codeHash, businessId],
    );
    return rows.length === 1;
  }

  /** A live listing as `viewer` may see it: a hidden one only by its owner or an admin. */
  async findVisible(id: string, viewer: BusinessViewer): Promise<BusinessRecord | null> {
    const [row] = await this.rows(
      `select ${COLUMNS} from "business" where "id" = ? and "deleted_at" is null and ("hidden_at" is null or "owner_id" = ? or ?)`,
      [id, viewer.userId, viewer.isAdmin],
    );
    return row ?? null;
  }

  /** These live listings, hidden or not, in no particular order (admins' review queue). */
  async findLiveMany(ids: readonly string[]): Promise<BusinessRecord[]> {
    if (ids.length === 0) return [];
    return this.rows(
      `select ${COLUMNS} from "business" where "id" in (${ids.map(() => '?').join(', ')}) and "deleted_at" is null`,
      [...ids],
    );
  }

  /** A live listing, hidden or not: for its owner's writes and for admins. */
  async findLive(id: string): Promise<BusinessRecord | null> {
    const [row] = await this.rows(`select ${COLUMNS} from "business" where "id" = ? and "deleted_at" is null`, [id]);
    return row ?? null;
  }

  private async rows(sql: string, params: unknown[]): Promise<BusinessRecord[]> {
    const rows = await this.em.getConnection().execute<Row[]>(sql, params, 'all');
    return rows.map(toRecord);
  }
}

function toRecord(row: Row): BusinessRecord {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    email: row.email,
    telephone: row.telephone,
    website: row.website,
    description: row.description,
    category: row.category,
    languages: row.languages,
    priceRange: row.price_range,
    closedOnPoyaDays: row.closed_on_poya_days,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    district: row.district,
    openingHours: row.opening_hours.map(([weekday, opens, closes]) => ({ day: weekdayOfIso(weekday), opens, closes })),
    photos: photoRecordsOf(row.photos),
    ownerId: row.owner_id,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    hiddenPendingReview: row.hidden_at !== null,
  };
}

/** SQL text and the values of its `?`s, in order, built up fragment by fragment. */
type Sql = { text: string; values: unknown[]; add(more: string | Sql, ...values: unknown[]): Sql };

function sqlOf(text: string, ...values: unknown[]): Sql {
  return {
    text,
    values,
    add(more, ...moreValues) {
      if (typeof more === 'string') {
        this.text += more;
        this.values.push(...moreValues);
      } else {
        this.text += more.text;
        this.values.push(...more.values);
      }
      return this;
    },
  };
}

/**
 * The listings with a pin in the box around the circle of `radiusKm` around the point: a degree of latitude is at least
 * 110.57 km, one of longitude 111.32 km times cos(latitude); 1% more so the box holds the whole circle. On the GiST
 * indexes of the pins; the haversine distance then keeps those inside the circle.
 */
function pinnedWithin(point: LatLng, radiusKm: number): Sql {
  const dLat = (radiusKm / 110.574) * 1.01;
  const dLng = (radiusKm / (111.32 * Math.cos((point.lat * Math.PI) / 180))) * 1.01;
  return sqlOf(
    ` and "lat" is not null and point("lng", "lat") <@ box(point(?, ?), point(?, ?))`,
    point.lng - dLng,
    point.lat - dLat,
    point.lng + dLng,
    point.lat + dLat,
  );
}

/**
 * A page of the listings that pass `filters` (which hold `pinnedWithin`) within the circle, nearest first, with their
 * distance. A GiST index of the pins walks them nearest first by the plane distance in degrees (`<->`), which differs
 * from the true distance by at most about 1.5% anywhere on the island; a few more rows than the page needs are read
 * that way and put in order by the haversine distance. No sort of the whole circle, however many listings it holds.
 */
function nearestFirst(point: LatLng, radiusKm: number, filters: Sql, offset: number, limit: number): Sql {
  const walk = Math.ceil((offset + limit) * 1.05) + 10;
  return sqlOf(
    `select ${columnsOf('near')}, "near"."distance_km" from (select *, ${HAVERSINE_KM} as "distance_km" from "business" where `,
    point.lat,
    point.lat,
    point.lng,
  )
    .add(filters)
    .add(
      ` order by point("lng", "lat") <-> point(?, ?) limit ${walk}) as "near" where "distance_km" <= ?`,
      point.lng,
      point.lat,
      radiusKm,
    )
    .add(` order by "distance_km", "id" offset ${Math.trunc(offset)} limit ${Math.trunc(limit)}`);
}

/** A query's words (lower-case, each once), and the whole phrase for the trigram part of the score. */
export type SearchTerms = { readonly words: readonly string[]; readonly phrase: string };

/** Runs one read with `?` placeholders: the repository's EntityManager, or the benchmark's own client. */
export type ExecuteSql = <T>(sql: string, values: unknown[]) => Promise<T[]>;

/**
 * The words as a tsquery, every one required: each word as itself (or, the last word and one no listing uses, of three
 * letters or more, as the start of longer ones), or as one of the ALIKE_WORDS words listings use most like it (at least
 * ALIKE_KNOWN alike when listings use the word itself too: `hotel` finds "Hotels"). A word read as the start of longer
 * ones is written as the words listings use that start with it (`room` as `room | rooms`), up to PREFIX_WORDS of them:
 * an index reads an exact word's posting list, and skips through it, where a prefix (`room:*`) makes the GIN index
 * gather every row of every such word first and makes the GiST index of the pins and words check every row's words.
 * One query for all the words, on the search words' primary key and trigram index.
 */
export async function searchTsquery(terms: SearchTerms, execute: ExecuteSql): Promise<string> {
  const lookup = sqlOf('');
  terms.words.forEach((word, i) => {
    if (i > 0) lookup.add(' union all ');
    lookup.add(
      `select ?::int as "n", exists(select 1 from "business_search_word" where "word" = ?) as "known", ` +
        `array(select "word" || ' ' || similarity("word", ?) from "business_search_word" where "word" % ? order by similarity("word", ?) desc, "word" limit ${ALIKE_WORDS}) as "alike", ` +
        // A word is letters, marks and digits only (WORD), so it holds no LIKE wildcard.
        `array(select "word" from "business_search_word" where "word" like ? order by "word" limit ${PREFIX_WORDS + 1}) as "longer"`,
      i,
      word,
      word,
      word,
      word,
      `${word}%`,
    );
  });
  const rows = await execute<{ n: number; known: boolean; alike: string[]; longer: string[] }>(
    lookup.text,
    lookup.values,
  );
  const found = new Map(rows.map((row) => [Number(row.n), row]));
  return terms.words
    .map((word, i) => {
      const row = found.get(i);
      // A word listings use is itself (each prefix adds the posting lists of every longer word to read); the last
      // word, still being typed, or one listings do not use, may be the start of one (`guest hou`), from three letters.
      const prefix = [...word].length >= 3 && (!row?.known || i === terms.words.length - 1);
      // The search words leave out words with digits, so a prefix with a digit stays a prefix, as do too many words.
      const longer = row?.longer ?? [];
      const spelledOut = prefix && !/[0-9]/.test(word) && longer.length <= PREFIX_WORDS;
      const own = !prefix ? [word] : spelledOut ? longer : [];
      // Each alike word comes with its similarity after a space (a lexeme of the simple parser has none).
      const alike = (row?.alike ?? [])
        .map(
          (entry) => [entry.slice(0, entry.lastIndexOf(' ')), Number(entry.slice(entry.lastIndexOf(' ') + 1))] as const,
        )
        .filter(
          ([other, similarity]) => other !== word && !own.includes(other) && (!row?.known || similarity >= ALIKE_KNOWN),
        )
        .map(([other]) => other);
      const operands = [...(prefix && !spelledOut ? [`${lexeme(word)}:*`] : []), ...[...own, ...alike].map(lexeme)];
      // A word no listing uses, nor starts, nor is like: itself, which matches nothing.
      if (operands.length === 0) return lexeme(word);
      return operands.length === 1 ? operands[0]! : `(${operands.join(' | ')})`;
    })
    .join(' & ');
}

/** The category's and the district's words as the search vector holds them (weight B), for a tsquery. */
function filterLexemes(query: BusinessSearchQuery): string[] {
  const district = query.district ? (query.district.toLowerCase().match(WORD) ?? []) : [];
  return [...(query.category ? [query.category] : []), ...district].map((word) => `${lexeme(word)}:B`);
}

/** A word as a tsquery operand: quoted, so whatever a stored word holds is read as text. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * Letters (with their combining marks, which Sinhala and Tamil vowels are, and the zero-width joiners of Sinhala
 * conjuncts) and digits: a word. Anything else separates words, so nothing a user types is tsquery syntax.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const MAX_WORDS = 8;

/** The query's words; null when it has no word at all. */
export function searchTerms(text: string | null | undefined): SearchTerms | null {
  const words = [...new Set((text ?? '').normalize('NFC').toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
  return words.length === 0 ? null : { words, phrase: words.join(' ') };
}

function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}
