import { Migration } from '@mikro-orm/migrations';

/**
 * Fast directory search near a point (issue 19, item 7): a GiST index of each category's pins (a rare category near a
 * point) and one of the pins with their words (words near a point); btree_gist lets GiST index the category's text.
 * The search-words trigger splits in two: on insert, and on an update only when the listing's words changed (it fired
 * on every update).
 */
export class Migration20261128223423_business_search_speed extends Migration {

  override name = 'Migration20261128223423_business_search_speed';

  override up(): void | Promise<void> {
    // A trusted extension since PostgreSQL 13: the database owner may create it.
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`drop trigger if exists "business_search_words" on "business";`);
    this.addSql(`drop function if exists "business_business_search_words_fn"();`);
    this.addSql(`create index "business_live_location_words_idx" on "business" using gist (point("lng", "lat"), "search_vector") where "deleted_at" is null and "lat" is not null;`);
    this.addSql(`create index "business_live_category_location_idx" on "business" using gist ("category", point("lng", "lat")) where "deleted_at" is null and "lat" is not null;`);
    this.addSql(`create or replace function "business_business_search_words_edited_fn"() returns trigger as \$\$ begin insert into "business_search_word" ("word") select "w" from unnest(tsvector_to_array(new."search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing; return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_search_words_edited" AFTER UPDATE on "business" for each ROW
  when ((old.search_vector IS DISTINCT FROM new.search_vector)) execute function "business_business_search_words_edited_fn"();`);
    this.addSql(`create or replace function "business_business_search_words_fn"() returns trigger as \$\$ begin insert into "business_search_word" ("word") select "w" from unnest(tsvector_to_array(new."search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing; return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_search_words" AFTER INSERT on "business" for each ROW execute function "business_business_search_words_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "business_live_location_words_idx";`);
    this.addSql(`drop index "business_live_category_location_idx";`);
    this.addSql(`drop trigger if exists "business_search_words_edited" on "business";`);
    this.addSql(`drop function if exists "business_business_search_words_edited_fn"();`);
    this.addSql(`drop trigger if exists "business_search_words" on "business";`);
    this.addSql(`drop function if exists "business_business_search_words_fn"();`);
    this.addSql(`create or replace function "business_business_search_words_fn"() returns trigger as \$\$ begin insert into "business_search_word" ("word") select "w" from unnest(tsvector_to_array(new."search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing; return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_search_words" AFTER INSERT OR UPDATE on "business" for each ROW execute function "business_business_search_words_fn"();`);
  }

}
