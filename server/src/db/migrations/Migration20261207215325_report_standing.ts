import { Migration } from '@mikro-orm/migrations';

/**
 * Reports hide a listing only when they count (signed-in accounts with some history, from different networks; see
 * reports/hiding-rule.ts), with a grace period after an admin restores it, and its owner may ask for a review. A
 * report sent before has no network of its own (its address's key stands in) and does not count, so no listing is
 * hidden by the rules now: those hidden are shown again, their reports still open in the admins' queue.
 */
export class Migration20261207215325_report_standing extends Migration {

  override name = 'Migration20261207215325_report_standing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business" add "review_requested_at" timestamptz null, add "restored_at" timestamptz null, add "restore_count" int not null default 0;`);
    this.addSql(`alter table "business" add constraint "business_restore_count_check" check ("restore_count" >= 0);`);
    this.addSql(`alter table "business" add constraint "business_review_request_hidden_check" check ("review_requested_at" is null or "hidden_at" is not null);`);
    this.addSql(`alter table "business" add constraint "business_hide_after_grace_check" check ("hidden_at" is null or "restored_at" is null or "hidden_at" >= ("restored_at" + '30 days'::interval));`);

    this.addSql(`alter table "business_report" add "network_key" varchar(64) null, add "counts_toward_hiding" boolean not null default false;`);
    this.addSql(`update "business_report" set "network_key" = "address_key";`);
    this.addSql(`alter table "business_report" alter column "network_key" set not null;`);
    this.addSql(`update "business" set "hidden_at" = null where "hidden_at" is not null;`);
    this.addSql(`alter table "business_report" add constraint "business_report_counts_check" check (not "counts_toward_hiding" or "reporter_key" ~ '^account:');`);
    this.addSql(`alter table "business_report" add constraint "business_report_network_check" check ("network_key" ~ '^[0-9a-f]{64}\$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "business" drop constraint "business_restore_count_check";`);
    this.addSql(`alter table "business" drop constraint "business_review_request_hidden_check";`);
    this.addSql(`alter table "business" drop constraint "business_hide_after_grace_check";`);
    this.addSql(`alter table "business" drop column "review_requested_at", drop column "restored_at", drop column "restore_count";`);

    this.addSql(`alter table "business_report" drop constraint "business_report_counts_check";`);
    this.addSql(`alter table "business_report" drop constraint "business_report_network_check";`);
    this.addSql(`alter table "business_report" drop column "network_key", drop column "counts_toward_hiding";`);
  }

}
