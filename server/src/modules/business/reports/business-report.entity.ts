import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Business } from '../business.entity.js';
import { BusinessReportReason, REPORT_DETAIL_MAX } from './report-reason.js';

/**
 * Someone's report of a listing. Who reported is kept only as a key: `account:<user id>` for a signed-in reporter,
 * `address:<HMAC>` of the client address for a visitor (a keyed hash with a server secret, so the table holds no
 * address); `address_key` is that hash for every report, signed in or not, and `network_key` the same of the
 * address's network, so reporters are counted as different people only from different networks. The database holds one report per reporter and listing. A report stays after
 * its review (`reviewed_at`), so the same reporter cannot report the restored listing again and again.
 * Written and read by the report repository's SQL.
 */
@Entity({ tableName: 'business_report' })
@Unique({ name: 'business_report_reporter_unique', properties: ['businessId', 'reporterKey'] })
@Index({
  name: 'business_report_open_idx',
  expression:
    'create index "business_report_open_idx" on "business_report" ("business_id", "created_at" desc) where "reviewed_at" is null',
})
@Check({ name: 'business_report_detail_length_check', expression: `char_length("detail") <= ${REPORT_DETAIL_MAX}` })
@Check({ name: 'business_report_network_check', expression: `"network_key" ~ '^[0-9a-f]{64}$'` })
// Only a signed-in reporter's report may count towards hiding a listing: an anonymous one is for the admins alone.
@Check({
  name: 'business_report_counts_check',
  expression: `not "counts_toward_hiding" or "reporter_key" ~ '^account:'`,
})
@Check({
  name: 'business_report_keys_check',
  expression: `"reporter_key" ~ '^(account|address):[0-9a-f-]{36,64}$' and "address_key" ~ '^[0-9a-f]{64}$'`,
})
export class BusinessReport {
  [OptionalProps]?: 'createdAt' | 'countsTowardHiding';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Business, mapToPk: true, fieldName: 'business_id', deleteRule: 'cascade', index: false })
  businessId!: string;

  @Property({ type: 'string', length: 80 })
  reporterKey!: string;

  @Property({ type: 'string', length: 64 })
  addressKey!: string;

  /** The HMAC of the reporter's network (an IPv4 /24, an IPv6 /48): reporters count as different people only from different ones. */
  @Property({ type: 'string', length: 64 })
  networkKey!: string;

  /**
   * Whether the report counts towards hiding the listing: sent from a signed-in account with some history
   * (BUSINESS_REPORTER_MIN_ACCOUNT_DAYS old), decided when it was sent. The others only queue the listing for review.
   */
  @Property({ type: 'boolean', default: false })
  countsTowardHiding: boolean = false;

  @Enum({ items: () => BusinessReportReason, type: 'string' })
  reason!: BusinessReportReason;

  @Property({ type: 'string', length: REPORT_DETAIL_MAX, nullable: true })
  detail?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When an admin restored or removed the listing; open reports have none. */
  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;
}
