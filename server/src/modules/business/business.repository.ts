import type { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type KeysetPosition } from '../../lib/cursor.js';
import type { BusinessCategory } from './business-category.js';
import type { Business } from './business.entity.js';

/** A listing as read for display: plain data, safe to cache and share between requests. */
export type BusinessRecord = Pick<
  Business,
  'id' | 'name' | 'address' | 'email' | 'telephone' | 'website' | 'description' | 'category' | 'ownerId' | 'createdAt'
>;

export type BusinessPageQuery = {
  readonly limit: number;
  readonly after?: KeysetPosition | null;
  readonly category?: BusinessCategory | null;
  readonly search?: string | null;
};

/** The generated column `business_live_search_trgm_idx` indexes. */
const SEARCH_TEXT = `"search_text"`;
const COLUMNS = `"id", "name", "address", "email", "telephone", "website", "description", "category", "owner_id", "created_at"`;
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
  owner_id: string | null;
  created_at: Date;
};

/**
 * Reads go straight to SQL (the directory's hot path: no entity hydration or unit of work); writes go through the
 * entity in the service.
 */
export class BusinessRepository {
  constructor(private readonly em: EntityManager) {}

  /** Live listings, newest first, after the keyset position; every search word must appear. */
  async page(query: BusinessPageQuery): Promise<BusinessRecord[]> {
    // MikroORM binds `?` placeholders in order; every query below uses the filters first, then the matches.
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return '?';
    };
    const filters = ['"deleted_at" is null'];
    if (query.category) filters.push(`"category" = ${param(query.category)}`);
    if (query.after) filters.push(`("created_at", "id") < (${param(query.after.createdAt)}, ${param(query.after.id)})`);
    const matches = searchWords(query.search).map((word) => `${SEARCH_TEXT} like ${param(likeContains(word))}`);
    const where = filters.join(' and ');
    const limit = Math.trunc(query.limit);

    if (matches.length === 0) {
      return this.rows(`select ${COLUMNS} from "business" where ${where} ${NEWEST_FIRST} limit ${limit}`, params);
    }
    const match = matches.join(' and ');
    const recent = await this.rows(
      `select ${COLUMNS} from (select * from "business" where ${where} ${NEWEST_FIRST} limit ${NEWEST_WINDOW}) as "recent" where ${match} ${NEWEST_FIRST} limit ${limit}`,
      params,
    );
    if (recent.length === limit) return recent;
    return this.rows(`select ${COLUMNS} from "business" where ${where} and ${match} ${NEWEST_FIRST} limit ${limit}`, params);
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
    ownerId: row.owner_id,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}
