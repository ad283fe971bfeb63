import { Migration } from '@mikro-orm/migrations';

export class Migration20261121135126_trip_plans extends Migration {

  override name = 'Migration20261121135126_trip_plans';

  override up(): void | Promise<void> {
    this.addSql(`create type "plan_source" as enum ('BUILT_IN', 'GEMINI', 'OPENAI');`);
    this.addSql(`create table "trip_plan" ("id" uuid not null, "owner_id" uuid not null, "title" varchar(200) not null, "source" "plan_source" not null, "days" int not null, "people" int not null, "total_lkr" int not null, "start_date" date null, "request" jsonb not null, "plan" jsonb not null, "itinerary_text" text not null, "created_at" timestamptz not null default now(), "saved_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "trip_plan_unsaved_created_idx" on "trip_plan" ("created_at") where "saved_at" is null;`);
    this.addSql(`create index "trip_plan_owner_saved_idx" on "trip_plan" ("owner_id", "saved_at");`);

    this.addSql(`alter table "trip_plan" add constraint "trip_plan_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "trip_plan" add constraint "trip_plan_total_check" check ("total_lkr" >= 0);`);
    this.addSql(`alter table "trip_plan" add constraint "trip_plan_people_check" check ("people" >= 1 and "people" <= 20);`);
    this.addSql(`alter table "trip_plan" add constraint "trip_plan_days_check" check ("days" >= 1 and "days" <= 30);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trip_plan" cascade;`);

    this.addSql(`drop type "plan_source";`);
  }

}
