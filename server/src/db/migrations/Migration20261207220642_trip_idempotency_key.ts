import { Migration } from '@mikro-orm/migrations';

/** createTrip's idempotency key (issue 27): one trip per owner and key, so a retry after a lost answer makes no second trip. */
export class Migration20261207220642_trip_idempotency_key extends Migration {
  override name = 'Migration20261207220642_trip_idempotency_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "trip" add "idempotency_key" varchar(100) null;`);
    this.addSql(`alter table "trip" add constraint "trip_owner_idempotency_key_unique" unique ("owner_id", "idempotency_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "trip" drop constraint "trip_owner_idempotency_key_unique";`);
    this.addSql(`alter table "trip" drop column "idempotency_key";`);
  }
}
