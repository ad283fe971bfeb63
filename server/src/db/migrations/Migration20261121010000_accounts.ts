import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010000_accounts extends Migration {

  override name = 'Migration20261121010000_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "app_user" ("id" uuid not null, "username" varchar(254) not null, "email" varchar(254) null, "name" varchar(100) not null, "profile_picture_url" varchar(2048) null, "password_hash" varchar(255) null, "token_version" int not null default 0, "currency" text not null default 'USD', "language" text not null default 'en', "email_notifications" boolean not null default true, "push_notifications" boolean not null default false, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "app_user_created_idx" on "app_user" ("created_at");`);
    this.addSql(`create unique index "app_user_email_unique" on "app_user" (lower("email")) where "email" is not null;`);
    this.addSql(`create unique index "app_user_username_unique" on "app_user" (lower("username"));`);

    this.addSql(`create table "provider_identity" ("id" uuid not null, "user_id" uuid not null, "provider" text not null, "provider_id" varchar(255) not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "provider_identity_user_idx" on "provider_identity" ("user_id");`);
    this.addSql(`alter table "provider_identity" add constraint "provider_identity_unique" unique ("provider", "provider_id");`);

    this.addSql(`alter table "business" add constraint "business_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`create index "business_owner_idx" on "business" ("owner_id");`);

    this.addSql(`alter table "app_user" add constraint "app_user_name_check" check (btrim("name") <> '');`);
    this.addSql(`alter table "app_user" add constraint "app_user_currency_check" check ("currency" in ('USD', 'EUR', 'GBP'));`);
    this.addSql(`alter table "app_user" add constraint "app_user_language_check" check ("language" in ('en', 'es', 'fr'));`);

    this.addSql(`alter table "provider_identity" add constraint "provider_identity_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "provider_identity" add constraint "provider_identity_provider_check" check ("provider" in ('google', 'github'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider_identity" drop constraint "provider_identity_user_id_foreign";`);
    this.addSql(`alter table "business" drop constraint "business_owner_id_foreign";`);

    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "provider_identity" cascade;`);

    this.addSql(`drop index "business_owner_idx";`);
  }

}
