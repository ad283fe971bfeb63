import { Migration } from '@mikro-orm/migrations';

/** The hashed management codes of listings registered while signed out. */
export class Migration20261125041600_business_management_codes extends Migration {

  override name = 'Migration20261125041600_business_management_codes';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_management_code" ("business_id" uuid not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null default now(), primary key ("business_id"));`);

    this.addSql(`alter table "business_management_code" add constraint "business_management_code_business_id_foreign" foreign key ("business_id") references "business" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "business_management_code" add constraint "business_management_code_hash_check" check ("code_hash" ~ '^[0-9a-f]{64}\$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "business_management_code" cascade;`);
  }

}
