import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_business extends Migration {

  override name = 'Migration20261121000000_business';

  override up(): void | Promise<void> {
    // Trigram indexes make substring search fast. pg_trgm is a trusted extension: the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "business" ("id" uuid not null, "name" varchar(120) not null, "address" varchar(300) not null, "email" varchar(254) not null, "telephone" varchar(32) not null, "website" varchar(2048) null, "description" text null, "search_text" text generated always as (lower("name" || ' ' || "address" || ' ' || coalesce("description", ''))) stored not null, "category" text not null, "owner_id" uuid null, "created_at" timestamptz not null default now(), "deleted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "business_live_search_trgm_idx" on "business" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`);
    this.addSql(`create index "business_live_category_created_idx" on "business" ("category", "created_at" desc, "id" desc) where "deleted_at" is null;`);
    this.addSql(`create index "business_live_created_idx" on "business" ("created_at" desc, "id" desc) where "deleted_at" is null;`);
    this.addSql(`create unique index "business_email_live_unique" on "business" (lower("email")) where "deleted_at" is null;`);

    this.addSql(`alter table "business" add constraint "business_description_length_check" check (char_length("description") <= 2000);`);
    this.addSql(`alter table "business" add constraint "business_required_text_check" check (btrim("name") <> '' and btrim("address") <> '' and btrim("email") <> '' and btrim("telephone") <> '');`);
    this.addSql(`alter table "business" add constraint "business_category_check" check ("category" in ('restaurant', 'hotel', 'tour-guide', 'transportation', 'attraction', 'shop', 'entertainment', 'other'));`);
    this.addSql(`create or replace function "business_business_changed_notify_fn"() returns trigger as \$\$ begin perform pg_notify('business_changed', ''); return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_changed_notify" AFTER INSERT OR UPDATE OR DELETE on "business" for each STATEMENT execute function "business_business_changed_notify_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "business_changed_notify" on "business";`);
    this.addSql(`drop function if exists "business_business_changed_notify_fn"();`);
    this.addSql(`drop table if exists "business" cascade;`);
  }

}
