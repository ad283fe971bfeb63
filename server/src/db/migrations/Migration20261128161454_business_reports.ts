import { Migration } from '@mikro-orm/migrations';

/** Reports of listings (one per reporter and listing), and the listings hidden pending review. */
export class Migration20261128161454_business_reports extends Migration {

  override name = 'Migration20261128161454_business_reports';

  override up(): void | Promise<void> {
    this.addSql(`create table "business_report" ("id" uuid not null, "business_id" uuid not null, "reporter_key" varchar(80) not null, "address_key" varchar(64) not null, "reason" text not null, "detail" varchar(500) null, "created_at" timestamptz not null default now(), "reviewed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "business_report_open_idx" on "business_report" ("business_id", "created_at" desc) where "reviewed_at" is null;`);
    this.addSql(`alter table "business_report" add constraint "business_report_reporter_unique" unique ("business_id", "reporter_key");`);

    this.addSql(`alter table "business" add "hidden_at" timestamptz null;`);

    this.addSql(`alter table "business_report" add constraint "business_report_business_id_foreign" foreign key ("business_id") references "business" ("id") on delete cascade;`);
    this.addSql(`alter table "business_report" add constraint "business_report_keys_check" check ("reporter_key" ~ '^(account|address):[0-9a-f-]{36,64}\$' and "address_key" ~ '^[0-9a-f]{64}\$');`);
    this.addSql(`alter table "business_report" add constraint "business_report_detail_length_check" check (char_length("detail") <= 500);`);
    this.addSql(`alter table "business_report" add constraint "business_report_reason_check" check ("reason" in ('scam', 'wrong-details', 'closed', 'offensive', 'spam', 'other'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "business_report" cascade;`);

    this.addSql(`alter table "business" drop column "hidden_at";`);
  }

}
