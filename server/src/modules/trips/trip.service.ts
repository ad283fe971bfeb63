import { isDeepStrictEqual } from 'node:util';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { parseInput } from '../../lib/errors/validation.js';
import { isUuid } from '../../lib/uuid.js';
import { User } from '../accounts/accounts.module.js';
import { Trip } from './trip.entity.js';
import { TripError, TripErrorCode } from './trip.errors.js';
import { createTripKeySchema, createTripSchema } from './trip.schema.js';

/** The dashboard shows this many trips at most; nobody plans more by hand. */
export const MAX_LISTED_TRIPS = 200;

/** A traveller's own trips. Another account's trip is, to everyone else, not found. */
export class TripService {
  constructor(private readonly em: EntityManager) {}

  /**
   * With an idempotency key, a second call with the key (a retry after a lost answer) answers the trip the first made,
   * and makes none; the same key with other details is refused. The database holds one trip per owner and key.
   */
  async create(owner: User, input: unknown, key?: unknown): Promise<Trip> {
    const fields = parseInput(createTripSchema, input);
    const { idempotencyKey } = parseInput(createTripKeySchema, { idempotencyKey: key });
    if (idempotencyKey) {
      const earlier = await this.em.findOne(Trip, { owner, idempotencyKey });
      if (earlier) return sameTrip(earlier, fields);
    }
    // In a fork of its own: a unit of work that failed on the key is not left behind in the request's.
    const em = this.em.fork();
    const trip = em.create(Trip, { ...fields, owner: em.getReference(User, owner.id), idempotencyKey });
    try {
      await em.flush();
    } catch (error) {
      if (!(idempotencyKey && error instanceof UniqueConstraintViolationException)) throw error;
      // Sent twice at once: the other call made it.
      return sameTrip(await this.em.findOneOrFail(Trip, { owner, idempotencyKey }), fields);
    }
    return trip;
  }

  list(owner: User): Promise<Trip[]> {
    return this.em.find(Trip, { owner }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_LISTED_TRIPS });
  }

  async get(owner: User, id: string): Promise<Trip> {
    const trip = isUuid(id) ? await this.em.findOne(Trip, { id, owner }) : null;
    if (!trip) throw new TripError(TripErrorCode.NOT_FOUND);
    return trip;
  }

  async delete(owner: User, id: string): Promise<void> {
    this.em.remove(await this.get(owner, id));
    await this.em.flush();
  }
}

/** The trip a key made, when asked for again with the same details. */
function sameTrip(earlier: Trip, fields: z.output<typeof createTripSchema>): Trip {
  const asked = { ...fields, startDate: fields.startDate ?? null, endDate: fields.endDate ?? null };
  const made = {
    startingLocation: earlier.startingLocation,
    stops: earlier.stops,
    finalDestination: earlier.finalDestination,
    travelers: earlier.travelers,
    startDate: earlier.startDate ?? null,
    endDate: earlier.endDate ?? null,
    budget: earlier.budget,
  };
  if (!isDeepStrictEqual(made, { ...made, ...asked })) throw new TripError(TripErrorCode.IDEMPOTENCY_KEY_REUSED);
  return earlier;
}
