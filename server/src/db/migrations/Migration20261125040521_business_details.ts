import { Migration } from '@mikro-orm/migrations';

/** Sri Lankan categories, languages spoken, a price range and opening hours for directory listings. */
export class Migration20261125040521_business_details extends Migration {

  override name = 'Migration20261125040521_business_details';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_opening_hours" ("business_id" uuid not null, "weekday" smallint not null, "opens" time(0) not null, "closes" time(0) not null, primary key ("business_id", "weekday"));`);

    this.addSql(`alter table "business" drop constraint "business_category_check";`);
    this.addSql(`alter table "business" add "languages" text[] not null default '{}', add "price_range" text null;`);
    this.addSql(`alter table "business" add constraint "business_languages_check" check ("languages" <@ array['si', 'ta', 'en', 'hi', 'ru', 'de', 'zh', 'fr', 'ja', 'it']::text[]);`);
    this.addSql(`alter table "business" add constraint "business_price_range_check" check ("price_range" in ('\$', '\$\$', '\$\$\$', '\$\$\$\$'));`);
    this.addSql(`alter table "business" add constraint "business_category_check" check ("category" in ('restaurant', 'hotel', 'tour-guide', 'transportation', 'attraction', 'shop', 'entertainment', 'other', 'guesthouse', 'homestay', 'cafe', 'driver', 'surf-school', 'dive-centre', 'ayurveda-spa', 'tour-operator'));`);

    this.addSql(`alter table "business_opening_hours" add constraint "business_opening_hours_business_id_foreign" foreign key ("business_id") references "business" ("id") on delete cascade;`);
    this.addSql(`alter table "business_opening_hours" add constraint "business_opening_hours_span_check" check ("opens" <> "closes");`);
    this.addSql(`alter table "business_opening_hours" add constraint "business_opening_hours_weekday_check" check ("weekday" >= 1 and "weekday" <= 7);`);
    this.addSql(`create or replace function "business_opening_hours_business_opening_hours_changed_notify_fn"() returns trigger as \$\$ begin perform pg_notify('business_changed', ''); return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_opening_hours_changed_notify" AFTER INSERT OR UPDATE OR DELETE on "business_opening_hours" for each STATEMENT execute function "business_opening_hours_business_opening_hours_changed_notify_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "business_opening_hours_changed_notify" on "business_opening_hours";`);
    this.addSql(`drop function if exists "business_opening_hours_business_opening_hours_changed_notify_fn"();`);
    this.addSql(`drop table if exists "business_opening_hours" cascade;`);

    this.addSql(`alter table "business" drop constraint "business_languages_check";`);
    this.addSql(`alter table "business" drop constraint "business_price_range_check";`);
    this.addSql(`alter table "business" drop constraint "business_category_check";`);
    this.addSql(`alter table "business" drop column "languages", drop column "price_range";`);
    this.addSql(`alter table "business" add constraint "business_category_check" check ("category" in ('restaurant', 'hotel', 'tour-guide', 'transportation', 'attraction', 'shop', 'entertainment', 'other'));`);
  }

}
