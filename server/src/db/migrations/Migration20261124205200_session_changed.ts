import { Migration } from '@mikro-orm/migrations';

/** A NOTIFY on `session_changed` after any change to an account, so every instance empties its session cache. */
export class Migration20261124205200_session_changed extends Migration {

  override name = 'Migration20261124205200_session_changed';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "app_user_session_changed_notify_fn"() returns trigger as \$\$ begin perform pg_notify('session_changed', ''); return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "session_changed_notify" AFTER UPDATE OR DELETE on "app_user" for each STATEMENT execute function "app_user_session_changed_notify_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "session_changed_notify" on "app_user";`);
    this.addSql(`drop function if exists "app_user_session_changed_notify_fn"();`);
  }

}
