import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/accounts.module.js';
import { Field, ID, ObjectType } from 'type-graphql';
import { BusinessCategory } from './business-category.js';
import { businessLimits } from './business.schema.js';

/**
 * A listing in the public business directory. A plain catalogue row with no secrets, so the entity is also its
 * GraphQL type. Deleting sets `deletedAt` and keeps the row.
 */
@ObjectType({ description: 'A local business listed in the TripMate directory.' })
@Entity({ tableName: 'business' })
@Unique({
  name: 'business_email_live_unique',
  expression: 'create unique index "business_email_live_unique" on "business" (lower("email")) where "deleted_at" is null',
})
@Index({
  name: 'business_live_created_idx',
  expression: 'create index "business_live_created_idx" on "business" ("created_at" desc, "id" desc) where "deleted_at" is null',
})
@Index({
  name: 'business_live_category_created_idx',
  expression:
    'create index "business_live_category_created_idx" on "business" ("category", "created_at" desc, "id" desc) where "deleted_at" is null',
})
@Index({
  name: 'business_live_search_trgm_idx',
  expression: 'create index "business_live_search_trgm_idx" on "business" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null',
})
@Check({ name: 'business_required_text_check', expression: `btrim("name") <> '' and btrim("address") <> '' and btrim("email") <> '' and btrim("telephone") <> ''` })
@Check({ name: 'business_description_length_check', expression: `char_length("description") <= ${businessLimits.description}` })
// Tells every app instance (LISTEN business_changed) to drop its cached pages after any insert, update or delete.
// TRUNCATE is left out: MikroORM cannot read truncate triggers back, so the migration check would never settle.
@Trigger({
  name: 'business_changed_notify',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('business_changed', ''); return null;`,
})
export class Business {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String)
  @Property({ type: 'string', length: businessLimits.name })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: businessLimits.address })
  address!: string;

  @Field(() => String)
  @Property({ type: 'string', length: businessLimits.email })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: businessLimits.telephone })
  telephone!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: businessLimits.website, nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Lower-cased name, address and description, kept by PostgreSQL for search (trigram index, cheap rechecks). */
  @Property({
    type: 'text',
    generated: `(lower("name" || ' ' || "address" || ' ' || coalesce("description", ''))) stored`,
    lazy: true,
    hidden: true,
  })
  searchText?: string;

  @Field(() => BusinessCategory)
  @Enum({ items: () => BusinessCategory, type: 'string' })
  category!: BusinessCategory;

  /** The account that registered the listing; null for listings registered while signed out. */
  @ManyToOne({ entity: () => User, mapToPk: true, nullable: true, fieldName: 'owner_id', deleteRule: 'set null', index: 'business_owner_idx' })
  ownerId?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}
