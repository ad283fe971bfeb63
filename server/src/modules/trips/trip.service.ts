import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../lib/errors/validation.js';
import { isUuid } from '../../lib/uuid.js';
import type { User } from '../accounts/accounts.module.js';
import { Trip } from './trip.entity.js';
import { TripError, TripErrorCode } from './trip.errors.js';
import { createTripSchema } from './trip.schema.js';

/** The dashboard shows this many trips at most; nobody plans more by hand. */
export const MAX_LISTED_TRIPS = 200;

/** A traveller's own trips. Another account's trip is, to everyone else, not found. */
export class TripService {
  constructor(private readonly em: EntityManager) {}

  async create(owner: User, input: unknown): Promise<Trip> {
    const trip = this.em.create(Trip, { ...parseInput(createTripSchema, input), owner });
    await this.em.flush();
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
