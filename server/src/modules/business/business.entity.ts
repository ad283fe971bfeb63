import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/accounts.module.js';
import { SRI_LANKA_BOUNDS as LK } from '../geo/geo.module.js';
import { Field, ID, ObjectType } from 'type-graphql';
import { BusinessCategory } from './business-category.js';
import { SpokenLanguage, languages, BusinessPriceRange } from './business-details.js';
import { businessLimits } from './business.schema.js';
import { RESTORE_GRACE_DAYS } from './reports/hiding-rule.js';

/** Adds the words of the listing written to `business_search_word`. */
const SEARCH_WORDS_BODY = `insert into "business_search_word" ("word") select "w" from unnest(tsvector_to_array(new."search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing; return null;`;

/**
 * A listing in the public business directory. A plain catalogue row with no secrets, so the entity is also its
 * GraphQL type. Deleting sets `deletedAt` and keeps the row.
 */
@ObjectType({ description: 'A local business listed in the TripMate directory.' })
@Entity({ tableName: 'business' })
@Unique({
  name: 'business_email_live_unique',
  expression:
    'create unique index "business_email_live_unique" on "business" (lower("email")) where "deleted_at" is null',
})
@Index({
  name: 'business_live_created_idx',
  expression:
    'create index "business_live_created_idx" on "business" ("created_at" desc, "id" desc) where "deleted_at" is null',
})
@Index({
  name: 'business_live_category_created_idx',
  expression:
    'create index "business_live_category_created_idx" on "business" ("category", "created_at" desc, "id" desc) where "deleted_at" is null',
})
@Index({
  name: 'business_live_search_trgm_idx',
  expression:
    'create index "business_live_search_trgm_idx" on "business" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null',
})
// Full-text search (issue 19, item 7): the weighted words of a listing; typos are found by trigram among the words
// listings use (business-search-word.entity.ts), which the second trigger below keeps.
@Index({
  name: 'business_live_search_vector_idx',
  expression:
    'create index "business_live_search_vector_idx" on "business" using gin ("search_vector") where "deleted_at" is null',
})
@Index({
  name: 'business_live_district_created_idx',
  expression:
    'create index "business_live_district_created_idx" on "business" ("district", "created_at" desc, "id" desc) where "deleted_at" is null',
})
@Index({
  name: 'business_live_location_idx',
  expression:
    'create index "business_live_location_idx" on "business" using gist (point("lng", "lat")) where "deleted_at" is null and "lat" is not null',
})
// Near a point with a category: its pins alone, nearest first, so a rare category (a dive centre) is not looked for
// among every listing nearby. A GiST index of a text column takes btree_gist, created by the migration that adds this.
@Index({
  name: 'business_live_category_location_idx',
  expression:
    'create index "business_live_category_location_idx" on "business" using gist ("category", point("lng", "lat")) where "deleted_at" is null and "lat" is not null',
})
// Near a point with words: the pins nearest first, each with its words' signature, so the walk reads only the
// listings whose words may match, however common the words are elsewhere or rare nearby.
@Index({
  name: 'business_live_location_words_idx',
  expression:
    'create index "business_live_location_words_idx" on "business" using gist (point("lng", "lat"), "search_vector") where "deleted_at" is null and "lat" is not null',
})
// A pin has both coordinates or neither, inside Sri Lanka's box (the service also keeps it on land, which SQL cannot
// check cheaply); a district is known only for a pinned listing.
@Check({
  name: 'business_location_check',
  // Compared as numeric: PostgreSQL would write double precision bounds back as `(5.9)::double precision`, which the
  // migration check cannot read back, so it would ask for this constraint again and again.
  expression: `("lat" is null) = ("lng" is null) and ("lat" is null or ("lat"::numeric >= ${LK.minLat} and "lat"::numeric <= ${LK.maxLat} and "lng"::numeric >= ${LK.minLng} and "lng"::numeric <= ${LK.maxLng}))`,
})
@Check({ name: 'business_district_check', expression: `"district" is null or "lat" is not null` })
@Check({
  name: 'business_required_text_check',
  expression: `btrim("name") <> '' and btrim("address") <> '' and btrim("email") <> '' and btrim("telephone") <> ''`,
})
@Check({
  name: 'business_languages_check',
  expression: `"languages" <@ array[${languages.map((code) => `'${code}'`).join(', ')}]::text[]`,
})
// Moderation (reports/hiding-rule.ts): reports cannot hide a listing again within the grace period after an admin
// restored it; an owner asks for a review only of a hidden listing (restoring it answers the request).
@Check({
  name: 'business_hide_after_grace_check',
  expression: `"hidden_at" is null or "restored_at" is null or "hidden_at" >= ("restored_at" + '${RESTORE_GRACE_DAYS} days'::interval)`,
})
@Check({
  name: 'business_review_request_hidden_check',
  expression: `"review_requested_at" is null or "hidden_at" is not null`,
})
@Check({ name: 'business_restore_count_check', expression: `"restore_count" >= 0` })
@Check({
  name: 'business_description_length_check',
  expression: `char_length("description") <= ${businessLimits.description}`,
})
// Tells every app instance (LISTEN business_changed) to drop its cached pages after any insert, update or delete.
// TRUNCATE is left out: MikroORM cannot read truncate triggers back, so the migration check would never settle.
@Trigger({
  name: 'business_changed_notify',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('business_changed', ''); return null;`,
})
// Adds the words of each listing written to the search words (numbers left out: nobody misspells a house number): of
// a new listing, and of an edited one only when its words changed. MikroORM cannot declare `update of <columns>` (its
// schema diff does not read column lists back), so the edit trigger's WHEN compares the search vector, which the
// text columns (name, category, district, address, description) make: an edit of anything else, a report hiding the
// listing, a claim or a deletion adds nothing.
@Trigger({
  name: 'business_search_words',
  timing: 'after',
  events: ['insert'],
  forEach: 'row',
  body: SEARCH_WORDS_BODY,
})
@Trigger({
  name: 'business_search_words_edited',
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  // As PostgreSQL writes it back (in parentheses), so the migration check reads it as unchanged.
  when: '(old.search_vector IS DISTINCT FROM new.search_vector)',
  body: SEARCH_WORDS_BODY,
})
export class Business {
  [OptionalProps]?: 'createdAt' | 'languages' | 'restoreCount';

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

  /**
   * The listing's words for full-text search, kept by PostgreSQL: the name weighs most (A), then the category and the
   * district (B), the address (C) and the description (D). The 'simple' configuration lower-cases and keeps every
   * word as written: no English stemming or stop words, which would mangle place names and do nothing for Sinhala or
   * Tamil (their words stay whole, so they match exactly, and by trigram on the name).
   */
  @Property({
    type: 'tsvector',
    columnType: 'tsvector',
    generated:
      `(setweight(to_tsvector('simple'::regconfig, (name)::text), 'A'::"char") || ` +
      `setweight(to_tsvector('simple'::regconfig, (category)::text), 'B'::"char") || ` +
      `setweight(to_tsvector('simple'::regconfig, (COALESCE(district, ''::character varying))::text), 'B'::"char") || ` +
      `setweight(to_tsvector('simple'::regconfig, (address)::text), 'C'::"char") || ` +
      `setweight(to_tsvector('simple'::regconfig, COALESCE(description, ''::text)), 'D'::"char")) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: string;

  /** Languages spoken, in the order the owner gave them; none when not said. */
  @Field(() => [SpokenLanguage])
  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  languages: SpokenLanguage[] = [];

  @Field(() => BusinessPriceRange, { nullable: true })
  @Enum({ items: () => BusinessPriceRange, type: 'string', nullable: true })
  priceRange?: BusinessPriceRange | null;

  /** Shut on the full-moon (poya) public holidays, whatever its opening hours say of that weekday. */
  @Field(() => Boolean, {
    description: 'Closed on poya (full moon) days, whatever its opening hours say of that weekday.',
  })
  @Property({ type: 'boolean', default: false })
  closedOnPoyaDays: boolean = false;

  /** Where the listing's map pin stands: dragged there by its owner, or found from its address; null when neither. */
  @Property({ type: 'double', nullable: true })
  lat?: number | null;

  @Property({ type: 'double', nullable: true })
  lng?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The district its map pin is in (Survey Department of Sri Lanka boundaries); null without a pin.',
  })
  @Property({ type: 'string', length: 40, nullable: true })
  district?: string | null;

  /** The account that registered the listing; null for listings registered while signed out. */
  @ManyToOne({
    entity: () => User,
    mapToPk: true,
    nullable: true,
    fieldName: 'owner_id',
    deleteRule: 'set null',
    index: 'business_owner_idx',
  })
  ownerId?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  /**
   * Since when the listing is hidden pending review: reports that count (reports/hiding-rule.ts) hide it from the
   * directory, search, guides and plans until an admin restores or removes it. Its owner and admins still see it.
   * Null while it is shown.
   */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt?: Date | null;

  /** When its owner asked an admin to review it while it was hidden; null when they have not (or it was restored since). */
  @Property({ type: 'datetime', nullable: true })
  reviewRequestedAt?: Date | null;

  /** When an admin last restored it after reports: for RESTORE_GRACE_DAYS after, reports do not hide it. */
  @Property({ type: 'datetime', nullable: true })
  restoredAt?: Date | null;

  /** How many times an admin has restored it after reports: each makes it take more reporters to hide it. */
  @Property({ type: 'integer', default: 0 })
  restoreCount: number = 0;
}
