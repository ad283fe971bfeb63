import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/accounts.module.js';
import { PlanSource, type TripPlan } from './plan.types.js';

/**
 * A plan the planner generated for a traveller. Every plan is kept for a day so that the traveller can save the one
 * they saw; a saved plan (saved_at set) stays until they delete it. The request is kept with it.
 */
@Entity({ tableName: 'trip_plan' })
@Index({ name: 'trip_plan_owner_saved_idx', properties: ['owner', 'savedAt'] })
@Index({
  name: 'trip_plan_unsaved_created_idx',
  expression: 'create index "trip_plan_unsaved_created_idx" on "trip_plan" ("created_at") where "saved_at" is null',
})
@Check({ name: 'trip_plan_days_check', expression: `"days" >= 1 and "days" <= 30` })
@Check({ name: 'trip_plan_people_check', expression: `"people" >= 1 and "people" <= 20` })
@Check({ name: 'trip_plan_total_check', expression: `"total_lkr" >= 0` })
@Check({ name: 'trip_plan_version_check', expression: `"version" >= 1` })
export class TripPlanRecord {
  [OptionalProps]?: 'createdAt' | 'savedAt' | 'version';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  owner!: User;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Enum({ items: () => PlanSource, nativeEnumName: 'plan_source' })
  source!: PlanSource;

  @Property({ type: 'integer' })
  days!: number;

  @Property({ type: 'integer' })
  people!: number;

  @Property({ type: 'integer' })
  totalLkr!: number;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  startDate!: string | null;

  @Property({ type: 'json' })
  request!: Record<string, unknown>;

  @Property({ type: 'json' })
  plan!: TripPlan;

  @Property({ type: 'text' })
  itineraryText!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  savedAt: Date | null = null;

  /**
   * One more with every edit. An edit names the version it was made on and is written only where the row still has
   * it (`update … where version = $expected`), so of two edits made on the same version the second changes nothing.
   */
  @Property({ type: 'integer', default: 1 })
  version: number = 1;
}
