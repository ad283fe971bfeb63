import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { AppliedPlanEdit } from './plan-edit.types.js';
import { TripPlanRecord } from './trip-plan.entity.js';

/**
 * That an edit sent with an idempotency key was applied to a plan, written in the transaction that applied it. The
 * same key sent again (an offline client retrying a request whose answer it never saw) finds this row and is answered
 * without applying the edit twice. `requestHash` (SHA-256 of the version and the edits) tells a retry from a different
 * change sent with a key already used. A key belongs to one plan: the same key on another plan is another edit.
 */
@Entity({ tableName: 'plan_edit_receipt' })
@Unique({ name: 'plan_edit_receipt_plan_key_unique', properties: ['plan', 'idempotencyKey'] })
@Index({ name: 'plan_edit_receipt_created_idx', properties: ['createdAt'] })
@Check({ name: 'plan_edit_receipt_request_hash_check', expression: `"request_hash" ~ '^[0-9a-f]{64}$'` })
@Check({ name: 'plan_edit_receipt_version_check', expression: `"version_after" >= 2` })
export class PlanEditReceipt {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => TripPlanRecord, deleteRule: 'cascade' })
  plan!: TripPlanRecord;

  @Property({ type: 'string', length: 100 })
  idempotencyKey!: string;

  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  /** The plan's version this edit made. */
  @Property({ type: 'integer' })
  versionAfter!: number;

  /** The edits as applied, each with its inverse: a retry is answered with them, as the first answer was. */
  @Property({ type: 'json' })
  applied!: AppliedPlanEdit[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
