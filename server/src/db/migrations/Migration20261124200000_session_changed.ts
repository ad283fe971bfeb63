import { Migration } from '@mikro-orm/migrations';

/**
 * A NOTIFY on `session_changed` whenever an account's session columns change or an account goes, so that every
 * instance empties its session cache (modules/accounts/session-cache.ts).
 */
export class Migration20261124200000_session_changed extends Migration {

  override name = 'Migration20261124200000_session_changed';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "app_user_session_changed_notify_fn"() returns trigger as \$\$ begin perform pg_notify('session_changed', ''); return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "app_user_session_changed_notify" AFTER UPDATE OF "token_version", "kept_session_id", "kept_session_version" OR DELETE on "app_user" for each STATEMENT execute function "app_user_session_changed_notify_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "app_user_session_changed_notify" on "app_user";`);
    this.addSql(`drop function if exists "app_user_session_changed_notify_fn"();`);
  }

}
