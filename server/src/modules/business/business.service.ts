import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../lib/errors/validation.js';
import type { Actor } from '../../lib/actor.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { InvalidatedCache } from '../../lib/invalidated-cache.js';
import { isUuid } from '../../lib/uuid.js';
import { exceeded, type RateLimiter } from '../../lib/rate-limit.js';
import { Business } from './business.entity.js';
import { BusinessError, BusinessErrorCode } from './business.errors.js';
import { BusinessRepository, type BusinessRecord } from './business.repository.js';
import { listBusinessesSchema, registerBusinessSchema } from './business.schema.js';

export type BusinessPage = {
  readonly edges: { readonly cursor: string; readonly node: BusinessRecord }[];
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
};

/** What a stranger may spend on the directory (BUSINESS_REGISTRATIONS_PER_ADDRESS, BUSINESSES_PER_OWNER). */
export type BusinessLimits = {
  readonly limiter: RateLimiter;
  /** Registrations one address may make in REGISTRATION_WINDOW_SECONDS, signed in or not. */
  readonly registrationsPerAddress: number;
  /** Live listings one account may own. */
  readonly perOwner: number;
};

export const REGISTRATION_WINDOW_SECONDS = 60 * 60;

/** What a successful registration says (REST and GraphQL alike). */
export const BUSINESS_REGISTERED = 'Business registered!';

/** The rules of the business directory, shared by the GraphQL resolver and the REST adapter. */
export class BusinessService {
  private repository?: BusinessRepository;

  constructor(
    /** Made on first use: a page read from the cache needs no EntityManager at all. */
    private readonly emOf: () => EntityManager,
    /** Pages already read, emptied on every write to the table by any instance. */
    private readonly pages: InvalidatedCache<BusinessPage>,
    private readonly limits: BusinessLimits,
  ) {}

  private get em(): EntityManager {
    return this.emOf();
  }

  private get businesses(): BusinessRepository {
    return (this.repository ??= new BusinessRepository(this.emOf()));
  }

  /**
   * Registers a listing; one signed in owns it. Emails are unique among live listings, ignoring case. Each address
   * may register a few an hour, and each account may own a bounded number of live listings.
   */
  async register(input: unknown, actor: Actor, clientIp: string): Promise<Business> {
    const data = parseInput(registerBusinessSchema, input);
    const rule = { limit: this.limits.registrationsPerAddress, windowSeconds: REGISTRATION_WINDOW_SECONDS };
    const retryAfterSeconds = await exceeded(this.limits.limiter, `business:ip:${clientIp}`, rule);
    if (retryAfterSeconds) throw new BusinessError(BusinessErrorCode.TOO_MANY_REGISTRATIONS, { retryAfterSeconds });
    try {
      return await this.em.transactional(async (tx) => {
        if (actor) {
          // One owner's registrations queue here, so parallel requests cannot all see room for one more.
          const owned = new BusinessRepository(tx);
          await owned.lockOwner(actor.userId);
          const limit = this.limits.perOwner;
          if ((await owned.countLiveOwnedBy(actor.userId)) >= limit) throw new BusinessError(BusinessErrorCode.OWNER_LIMIT_REACHED, { limit });
        }
        return tx.create(Business, { ...data, ownerId: actor?.userId ?? null });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new BusinessError(BusinessErrorCode.EMAIL_TAKEN);
      }
      throw error;
    } finally {
      this.pages.invalidate();
    }
  }

  /** A page of live listings; `query` is checked here, since REST hands it over as query-string text. */
  async list(query: unknown): Promise<BusinessPage> {
    const { first, after, category, search } = parseInput(listBusinessesSchema, query);
    const position = after ? decodeCursor(after) : null;
    if (after && !position) throw new BusinessError(BusinessErrorCode.INVALID_CURSOR);
    const key = JSON.stringify([first, after ?? null, category ?? null, search?.toLowerCase() ?? null]);
    return this.pages.getOrLoad(key, async () => {
      const rows = await this.businesses.page({ limit: first + 1, after: position, category, search });
      const edges = rows.slice(0, first).map((node) => ({ cursor: encodeCursor(node), node }));
      return { edges, hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null };
    });
  }

  async get(id: string): Promise<BusinessRecord | null> {
    return isUuid(id) ? this.businesses.findLive(id) : null;
  }

  /** Soft-deletes a listing: only its owner may, so listings registered while signed out cannot be deleted. */
  async delete(id: string, actor: Actor): Promise<BusinessRecord> {
    if (!actor) throw new BusinessError(BusinessErrorCode.SIGN_IN_REQUIRED);
    const business = isUuid(id) ? await this.em.findOne(Business, { id, deletedAt: null }) : null;
    if (!business) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
    if (business.ownerId !== actor.userId) throw new BusinessError(BusinessErrorCode.NOT_OWNER);
    business.deletedAt = new Date();
    try {
      await this.em.flush();
    } finally {
      this.pages.invalidate();
    }
    return business;
  }
}
