import { Migration } from '@mikro-orm/migrations';

/** Plan versions (for edits made on an older copy) and read-only share links, stored by their token's hash. */
export class Migration20261125030649_plan_versions_shares extends Migration {

  override name = 'Migration20261125030649_plan_versions_shares';

  override up(): void | Promise<void> {
    this.addSql(`create table "trip_plan_share" ("id" uuid not null, "plan_id" uuid not null, "token_hash" varchar(64) not null, "seed" varchar(64) not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create unique index "trip_plan_share_active_unique" on "trip_plan_share" ("plan_id") where "revoked_at" is null;`);
    this.addSql(`alter table "trip_plan_share" add constraint "trip_plan_share_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "trip_plan" add "version" int not null default 1;`);
    this.addSql(`alter table "trip_plan" add constraint "trip_plan_version_check" check ("version" >= 1);`);

    this.addSql(`alter table "trip_plan_share" add constraint "trip_plan_share_plan_id_foreign" foreign key ("plan_id") references "trip_plan" ("id") on delete cascade;`);
    this.addSql(`alter table "trip_plan_share" add constraint "trip_plan_share_revoked_check" check ("revoked_at" is null or "revoked_at" >= "created_at");`);
    this.addSql(`alter table "trip_plan_share" add constraint "trip_plan_share_token_hash_check" check ("token_hash" ~ '^[0-9a-f]{64}\$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trip_plan_share" cascade;`);

    this.addSql(`alter table "trip_plan" drop constraint "trip_plan_version_check";`);
    this.addSql(`alter table "trip_plan" drop column "version";`);
  }

}
