import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { TripPlanRecord } from './trip-plan.entity.js';

/**
 * A read-only link to a saved plan. The link's token is never stored: only its SHA-256 (`tokenHash`, unique, how a
 * link is found) and `seed`, 32 random bytes from which the server derives the token with a key of its own
 * (HMAC-SHA256 of the server's secret), so the owner can be given the same link again while the table alone opens
 * nothing. A revoked link (revoked_at set) opens nothing either; a plan has at most one link that is not revoked.
 */
@Entity({ tableName: 'trip_plan_share' })
@Unique({ name: 'trip_plan_share_token_hash_unique', properties: ['tokenHash'] })
@Index({
  name: 'trip_plan_share_active_unique',
  expression:
    'create unique index "trip_plan_share_active_unique" on "trip_plan_share" ("plan_id") where "revoked_at" is null',
})
@Check({ name: 'trip_plan_share_token_hash_check', expression: `"token_hash" ~ '^[0-9a-f]{64}$'` })
@Check({ name: 'trip_plan_share_revoked_check', expression: `"revoked_at" is null or "revoked_at" >= "created_at"` })
export class TripPlanShare {
  [OptionalProps]?: 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => TripPlanRecord, deleteRule: 'cascade' })
  plan!: TripPlanRecord;

  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'string', length: 64 })
  seed!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
