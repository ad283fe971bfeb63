import { Migration } from '@mikro-orm/migrations';

/** A "report a wrong price" names the entry-fee row it is about; other feedback has none. */
export class Migration20261208015306_feedback_fee_row extends Migration {
  override name = 'Migration20261208015306_feedback_fee_row';

  override up(): void | Promise<void> {
    this.addSql(`alter table "feedback" add "fee_row" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "feedback" drop column "fee_row";`);
  }
}
