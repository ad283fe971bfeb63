import { Check, Entity, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { PrimaryKeyProp } from '@mikro-orm/core';
import { Business } from './business.entity.js';

/**
 * When a listing is open, one row per open day; a listing with rows is closed on the days without one, a listing
 * with none has not said. Written and read by the repository's SQL; the entity gives the table and its checks.
 */
@Entity({ tableName: 'business_opening_hours' })
@Check({ name: 'business_opening_hours_weekday_check', expression: `"weekday" >= 1 and "weekday" <= 7` })
@Check({ name: 'business_opening_hours_span_check', expression: `"opens" <> "closes"` })
// An edit may change only the hours; the directory's caches on every instance must hear of it all the same.
@Trigger({
  name: 'business_opening_hours_changed_notify',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('business_changed', ''); return null;`,
})
export class BusinessOpeningHours {
  [PrimaryKeyProp]?: ['business', 'weekday'];

  @ManyToOne({ entity: () => Business, primary: true, fieldName: 'business_id', deleteRule: 'cascade' })
  business!: Business;

  /** ISO weekday: Monday 1 to Sunday 7. */
  @PrimaryKey({ type: 'smallint' })
  weekday!: number;

  @Property({ type: 'time', columnType: 'time(0)' })
  opens!: string;

  /** Before `opens` when the day's hours run past midnight. */
  @Property({ type: 'time', columnType: 'time(0)' })
  closes!: string;
}
