import { Migration } from '@mikro-orm/migrations';

/**
 * Directory search (issue 19, item 7): a weighted tsvector of each listing (name A; category and district B; address C;
 * description D) with a GIN index; the words listings use, with a trigram index, kept by a trigger (typos, Sinhala and
 * Tamil names; pg_trgm was created by the first business migration) and filled here from the listings there are; an
 * index for the district filter. Adding the stored column rewrites the table.
 */
export class Migration20261128164007_business_search extends Migration {

  override name = 'Migration20261128164007_business_search';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_search_word" ("word" text not null, primary key ("word"));`);
    this.addSql(`create index "business_search_word_trgm_idx" on "business_search_word" using gin ("word" gin_trgm_ops);`);

    this.addSql(`alter table "business" add "search_vector" tsvector generated always as (setweight(to_tsvector('simple'::regconfig, (name)::text), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, (category)::text), 'B'::"char") || setweight(to_tsvector('simple'::regconfig, (COALESCE(district, ''::character varying))::text), 'B'::"char") || setweight(to_tsvector('simple'::regconfig, (address)::text), 'C'::"char") || setweight(to_tsvector('simple'::regconfig, COALESCE(description, ''::text)), 'D'::"char")) stored null;`);
    this.addSql(`create index "business_live_district_created_idx" on "business" ("district", "created_at" desc, "id" desc) where "deleted_at" is null;`);
    this.addSql(`create index "business_live_search_vector_idx" on "business" using gin ("search_vector") where "deleted_at" is null;`);
    this.addSql(`create or replace function "business_business_search_words_fn"() returns trigger as \$\$ begin insert into "business_search_word" ("word") select "w" from unnest(tsvector_to_array(new."search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing; return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_search_words" AFTER INSERT OR UPDATE on "business" for each ROW execute function "business_business_search_words_fn"();`);
    this.addSql(`insert into "business_search_word" ("word") select distinct "w" from "business", unnest(tsvector_to_array("search_vector")) as "w" where "w" !~ '[0-9]' on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "business_search_word" cascade;`);

    this.addSql(`drop index "business_live_district_created_idx";`);
    this.addSql(`drop index "business_live_search_vector_idx";`);
    this.addSql(`drop trigger if exists "business_search_words" on "business";`);
    this.addSql(`drop function if exists "business_business_search_words_fn"();`);
    this.addSql(`alter table "business" drop column "search_vector";`);
  }

}
