import { Migration } from '@mikro-orm/migrations';

/** Photos of directory listings: at most six a listing, held by a position from 0 to 5 unique within it. */
export class Migration20261125061645_business_photos extends Migration {

  override name = 'Migration20261125061645_business_photos';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_photo" ("id" uuid not null, "business_id" uuid not null, "position" smallint not null, "key" varchar(32) not null, "small_width" int not null, "small_height" int not null, "large_width" int not null, "large_height" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "business_photo" add constraint "business_photo_key_unique" unique ("key");`);
    this.addSql(`alter table "business_photo" add constraint "business_photo_position_unique" unique ("business_id", "position") deferrable initially immediate;`);

    this.addSql(`alter table "business_photo" add constraint "business_photo_business_id_foreign" foreign key ("business_id") references "business" ("id") on delete cascade;`);
    this.addSql(`alter table "business_photo" add constraint "business_photo_size_check" check ("small_width" > 0 and "small_height" > 0 and "large_width" >= "small_width" and "large_height" >= "small_height");`);
    this.addSql(`alter table "business_photo" add constraint "business_photo_key_check" check ("key" ~ '^[0-9a-f]{32}\$');`);
    this.addSql(`alter table "business_photo" add constraint "business_photo_position_check" check ("position" >= 0 and "position" < 6);`);
    this.addSql(`create or replace function "business_photo_business_photo_changed_notify_fn"() returns trigger as \$\$ begin perform pg_notify('business_changed', ''); return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "business_photo_changed_notify" AFTER INSERT OR UPDATE OR DELETE on "business_photo" for each STATEMENT execute function "business_photo_business_photo_changed_notify_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "business_photo_changed_notify" on "business_photo";`);
    this.addSql(`drop function if exists "business_photo_business_photo_changed_notify_fn"();`);
    this.addSql(`drop table if exists "business_photo" cascade;`);
  }

}
