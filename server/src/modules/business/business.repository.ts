import type { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type KeysetPosition } from '../../lib/cursor.js';
import type { BusinessCategory } from './business-category.js';
import { Business } from './business.entity.js';

/** Must stay the expression of `business_live_search_trgm_idx`, or searches scan the table. */
const SEARCH_TEXT = `lower("name" || ' ' || "address" || ' ' || coalesce("description", ''))`;

export type BusinessPageQuery = {
  readonly limit: number;
  readonly after?: KeysetPosition | null;
  readonly category?: BusinessCategory | null;
  readonly search?: string | null;
};

export class BusinessRepository {
  constructor(private readonly em: EntityManager) {}

  /** Live listings, newest first, `limit` rows after the keyset position; every search word must appear. */
  async page(query: BusinessPageQuery): Promise<Business[]> {
    const qb = this.em
      .createQueryBuilder(Business, 'b')
      .where({ deletedAt: null })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .limit(query.limit);
    if (query.category) qb.andWhere({ category: query.category });
    if (query.after) qb.andWhere('("b"."created_at", "b"."id") < (?, ?)', [query.after.createdAt, query.after.id]);
    for (const word of searchWords(query.search)) qb.andWhere(`${SEARCH_TEXT} like ?`, [likeContains(word)]);
    return qb.getResultList();
  }

  findLive(id: string): Promise<Business | null> {
    return this.em.findOne(Business, { id, deletedAt: null });
  }
}

function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}
