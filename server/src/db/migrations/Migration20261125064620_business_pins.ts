import { Migration } from '@mikro-orm/migrations';

/**
 * Map pins for directory listings (issue 19, item 4): a point inside Sri Lanka's box, both coordinates or neither, the
 * district it is in, and a GiST index on the point for "listings near here". Existing listings keep no pin (null) until
 * they are edited: finding one from their address is the app's work, not a migration's.
 */
export class Migration20261125064620_business_pins extends Migration {

  override name = 'Migration20261125064620_business_pins';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business" add "lat" double precision null, add "lng" double precision null, add "district" varchar(40) null;`);
    this.addSql(`create index "business_live_location_idx" on "business" using gist (point("lng", "lat")) where "deleted_at" is null and "lat" is not null;`);
    this.addSql(`alter table "business" add constraint "business_district_check" check ("district" is null or "lat" is not null);`);
    this.addSql(`alter table "business" add constraint "business_location_check" check (("lat" is null) = ("lng" is null) and ("lat" is null or ("lat"::numeric >= 5.9 and "lat"::numeric <= 9.9 and "lng"::numeric >= 79.5 and "lng"::numeric <= 82)));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "business_live_location_idx";`);
    this.addSql(`alter table "business" drop constraint "business_district_check";`);
    this.addSql(`alter table "business" drop constraint "business_location_check";`);
    this.addSql(`alter table "business" drop column "lat", drop column "lng", drop column "district";`);
  }

}
