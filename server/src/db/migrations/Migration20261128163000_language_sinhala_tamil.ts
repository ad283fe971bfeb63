import { Migration } from '@mikro-orm/migrations';

/** The Language setting takes Sinhala (si) and Tamil (ta), the web client's two other languages. */
export class Migration20261128163000_language_sinhala_tamil extends Migration {

  override name = 'Migration20261128163000_language_sinhala_tamil';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_language_check";`);
    this.addSql(`alter table "app_user" add constraint "app_user_language_check" check ("language" in ('en', 'si', 'ta', 'es', 'fr'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "app_user" set "language" = 'en' where "language" in ('si', 'ta');`);
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_language_check";`);
    this.addSql(`alter table "app_user" add constraint "app_user_language_check" check ("language" in ('en', 'es', 'fr'));`);
  }

}
