import { Migration } from '@mikro-orm/migrations';

export class Migration20261121020000_trips_feedback extends Migration {

  override name = 'Migration20261121020000_trips_feedback';

  override up(): void | Promise<void> {
    this.addSql(`create table "trip" ("id" uuid not null, "owner_id" uuid not null, "starting_location" varchar(200) not null, "stops" jsonb not null, "final_destination" varchar(200) not null, "travelers" int not null, "start_date" date null, "end_date" date null, "budget" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "trip_owner_created_idx" on "trip" ("owner_id", "created_at");`);

    this.addSql(`create table "feedback" ("id" uuid not null, "user_id" uuid null, "rating" int not null, "category" text not null, "message" text not null, "email" varchar(254) null, "created_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`alter table "trip" add constraint "trip_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "trip" add constraint "trip_dates_check" check ("end_date" is null or "start_date" is null or "end_date" > "start_date");`);
    this.addSql(`alter table "trip" add constraint "trip_budget_check" check ("budget" >= 0);`);
    this.addSql(`alter table "trip" add constraint "trip_travelers_check" check ("travelers" >= 1);`);

    this.addSql(`alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "feedback" add constraint "feedback_message_check" check (char_length("message") <= 2000);`);
    this.addSql(`alter table "feedback" add constraint "feedback_rating_check" check ("rating" >= 1 and "rating" <= 5);`);
    this.addSql(`alter table "feedback" add constraint "feedback_category_check" check ("category" in ('general', 'planner', 'destinations', 'business-directory', 'account', 'bug', 'idea'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trip" cascade;`);
    this.addSql(`drop table if exists "feedback" cascade;`);
  }

}
