import { Migration } from '@mikro-orm/migrations';

/** Receipts of plan edits sent with an idempotency key: a retry of an edit already made is answered, not applied again. */
export class Migration20261125064716_plan_edit_receipts extends Migration {

  override name = 'Migration20261125064716_plan_edit_receipts';

  override up(): void | Promise<void> {
    this.addSql(`create table "plan_edit_receipt" ("id" uuid not null, "plan_id" uuid not null, "idempotency_key" varchar(100) not null, "request_hash" varchar(64) not null, "version_after" int not null, "applied" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "plan_edit_receipt_created_idx" on "plan_edit_receipt" ("created_at");`);
    this.addSql(`alter table "plan_edit_receipt" add constraint "plan_edit_receipt_plan_key_unique" unique ("plan_id", "idempotency_key");`);

    this.addSql(`alter table "plan_edit_receipt" add constraint "plan_edit_receipt_plan_id_foreign" foreign key ("plan_id") references "trip_plan" ("id") on delete cascade;`);
    this.addSql(`alter table "plan_edit_receipt" add constraint "plan_edit_receipt_version_check" check ("version_after" >= 2);`);
    this.addSql(`alter table "plan_edit_receipt" add constraint "plan_edit_receipt_request_hash_check" check ("request_hash" ~ '^[0-9a-f]{64}\$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "plan_edit_receipt" cascade;`);
  }

}
