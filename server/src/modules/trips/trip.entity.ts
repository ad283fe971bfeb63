import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../accounts/accounts.module.js';

/** A trip a traveller created on "Create a New Trip": theirs alone, listed on the dashboard. */
@ObjectType({ description: 'A trip created by the signed-in traveller.' })
@Entity({ tableName: 'trip' })
@Index({ name: 'trip_owner_created_idx', properties: ['owner', 'createdAt'] })
@Check({ name: 'trip_travelers_check', expression: `"travelers" >= 1` })
@Check({ name: 'trip_budget_check', expression: `"budget" >= 0` })
@Unique({ name: 'trip_owner_idempotency_key_unique', properties: ['owner', 'idempotencyKey'] })
@Check({
  name: 'trip_dates_check',
  expression: `"end_date" is null or "start_date" is null or "end_date" > "start_date"`,
})
export class Trip {
  [OptionalProps]?: 'createdAt' | 'idempotencyKey';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  owner!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  startingLocation!: string;

  @Field(() => [String], { description: 'In travel order; at least one.' })
  @Property({ type: 'json' })
  stops!: string[];

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  finalDestination!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  travelers!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Property({ type: 'string', columnType: 'date', nullable: true })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after the start date' })
  @Property({ type: 'string', columnType: 'date', nullable: true })
  endDate?: string | null;

  @Field(() => Int, { description: 'In LKR.' })
  @Property({ type: 'integer' })
  budget!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** The client's name for the call that made it (createTrip's idempotencyKey): a second call with it makes no second trip. */
  @Property({ type: 'string', length: 100, nullable: true })
  idempotencyKey?: string | null = null;
}
