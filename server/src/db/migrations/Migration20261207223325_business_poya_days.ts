import { Migration } from '@mikro-orm/migrations';

/** A listing may say it is closed on poya (full moon) days; every listing so far has said nothing, so is open. */
export class Migration20261207223325_business_poya_days extends Migration {
  override name = 'Migration20261207223325_business_poya_days';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business" add "closed_on_poya_days" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "business" drop column "closed_on_poya_days";`);
  }
}
