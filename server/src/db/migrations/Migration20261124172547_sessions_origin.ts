import { Migration } from '@mikro-orm/migrations';

export class Migration20261124172547_sessions_origin extends Migration {

  override name = 'Migration20261124172547_sessions_origin';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "kept_session_id" uuid null, add "kept_session_version" int null, add "created_with" text not null default 'password';`);
    this.addSql(`alter table "app_user" add constraint "app_user_created_with_check" check ("created_with" in ('password', 'google', 'github'));`);
    // Accounts without a password were made by the provider of their first identity.
    this.addSql(`update "app_user" u set "created_with" = (select p."provider" from "provider_identity" p where p."user_id" = u."id" order by p."created_at" limit 1) where u."password_hash" is null and exists (select 1 from "provider_identity" p where p."user_id" = u."id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop constraint "app_user_created_with_check";`);
    this.addSql(`alter table "app_user" drop column "kept_session_id", drop column "kept_session_version", drop column "created_with";`);
  }

}
