import type { EntityManager } from '@mikro-orm/postgresql';
import { RESTORE_GRACE_DAYS, type ListingStanding } from './hiding-rule.js';
import type { BusinessReportReason } from './report-reason.js';

/** A report as an admin reads it: never who sent it, only whether they were signed in. */
export type ReportRecord = {
  readonly id: string;
  readonly reason: BusinessReportReason;
  readonly detail: string | null;
  readonly createdAt: Date;
  readonly fromAccount: boolean;
};

/** A listing with open reports: how many, from how many different people, when the last came, and whether its owner asked for a review. */
export type ReportSummary = {
  readonly businessId: string;
  readonly reportCount: number;
  readonly reporterCount: number;
  readonly lastReportedAt: Date;
  readonly reviewRequestedAt: Date | null;
};

export type NewReport = {
  readonly businessId: string;
  readonly reporterKey: string;
  readonly addressKey: string;
  readonly networkKey: string;
  readonly countsTowardHiding: boolean;
  readonly reason: BusinessReportReason;
  readonly detail: string | null;
};

/** A live listing as a report finds it, locked: whether it is hidden, and what decides how many reporters hide it. */
export type ReportedListing = ListingStanding & {
  readonly hidden: boolean;
  /** Restored by an admin less than RESTORE_GRACE_DAYS ago: reports do not hide it. */
  readonly inGrace: boolean;
  /** Reports sent before this (the end of its last grace period) do not count towards hiding it; null: all do. */
  readonly countsFrom: Date | null;
};

/** Why a hidden listing is hidden, as its owner reads it: its open reports by reason, and whether they asked for a review. */
export type PendingReviewRecord = {
  readonly reportCount: number;
  readonly reasons: readonly { readonly reason: BusinessReportReason; readonly count: number }[];
  readonly reviewRequestedAt: Date | null;
};

const GRACE = `'${RESTORE_GRACE_DAYS} days'::interval`;

/** The reports of listings, straight in SQL like the directory's other reads; the service holds the rules. */
export class BusinessReportRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Locks a live listing's row until the transaction ends, so reports of one listing take turns: two sent at once
   * cannot both count one reporter short of the threshold. Null when there is no such listing.
   */
  async lockLive(businessId: string): Promise<ReportedListing | null> {
    const [row] = await this.em.execute<
      {
        hidden: boolean;
        age_days: number;
        photos: number;
        restores: number;
        in_grace: boolean;
        counts_from: Date | string | null;
      }[]
    >(
      `select "b"."hidden_at" is not null as "hidden", floor(extract(epoch from now() - "b"."created_at") / 86400)::int as "age_days", ` +
        `(select count(*) from "business_photo" as "p" where "p"."business_id" = "b"."id")::int as "photos", "b"."restore_count" as "restores", ` +
        `coalesce("b"."restored_at" + ${GRACE} > now(), false) as "in_grace", "b"."restored_at" + ${GRACE} as "counts_from" ` +
        `from "business" as "b" where "b"."id" = ? and "b"."deleted_at" is null for update of "b"`,
      [businessId],
    );
    if (!row) return null;
    const countsFrom = row.counts_from === null ? null : new Date(row.counts_from);
    return {
      hidden: row.hidden,
      ageDays: row.age_days,
      photos: row.photos,
      restores: row.restores,
      inGrace: row.in_grace,
      countsFrom,
    };
  }

  /** Adds a report; false when this reporter has reported the listing before (the unique constraint says so). */
  async add(report: NewReport): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into "business_report" ("id", "business_id", "reporter_key", "address_key", "network_key", "counts_toward_hiding", "reason", "detail") ` +
        `values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?) on conflict ("business_id", "reporter_key") do nothing returning "id"`,
      [
        report.businessId,
        report.reporterKey,
        report.addressKey,
        report.networkKey,
        report.countsTowardHiding,
        report.reason,
        report.detail,
      ],
    );
    return rows.length === 1;
  }

  /** From how many different networks the listing's open reports that count towards hiding it came (those sent since `from`). */
  async countingNetworks(businessId: string, from: Date | null): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(distinct "network_key") as "count" from "business_report" ` +
        `where "business_id" = ? and "reviewed_at" is null and "counts_toward_hiding" and "created_at" >= coalesce(?::timestamptz, '-infinity')`,
      [businessId, from],
    );
    return Number(row?.count ?? 0);
  }

  /** Hides the listing pending review; the table's trigger empties every instance's page cache. */
  async hide(businessId: string): Promise<void> {
    await this.em.execute(`update "business" set "hidden_at" = now() where "id" = ? and "hidden_at" is null`, [
      businessId,
    ]);
  }

  /** Shows a listing an admin restored, starting its grace period; a request for review is answered. */
  async restore(businessId: string): Promise<void> {
    await this.em.execute(
      `update "business" set "hidden_at" = null, "review_requested_at" = null, "restored_at" = now(), "restore_count" = "restore_count" + 1 where "id" = ?`,
      [businessId],
    );
  }

  /** Notes that the owner of a hidden listing asks for a review (the first time they asked stays); false when it is not hidden. */
  async requestReview(businessId: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `update "business" set "review_requested_at" = coalesce("review_requested_at", now()) where "id" = ? and "hidden_at" is not null returning "id"`,
      [businessId],
    );
    return rows.length === 1;
  }

  /** A listing's open reports by reason, most first, and when its owner asked for a review. */
  async pendingReview(businessId: string): Promise<PendingReviewRecord> {
    const rows = await this.em.execute<
      { reason: BusinessReportReason; count: string; review_requested_at: Date | string | null }[]
    >(
      `select "r"."reason", count(*) as "count", "b"."review_requested_at" from "business" as "b" ` +
        `join "business_report" as "r" on "r"."business_id" = "b"."id" and "r"."reviewed_at" is null ` +
        `where "b"."id" = ? group by "r"."reason", "b"."review_requested_at" order by count(*) desc, "r"."reason"`,
      [businessId],
    );
    const reasons = rows.map((row) => ({ reason: row.reason, count: Number(row.count) }));
    const requested = rows[0]?.review_requested_at ?? null;
    return {
      reportCount: reasons.reduce((sum, entry) => sum + entry.count, 0),
      reasons,
      reviewRequestedAt: requested === null ? null : new Date(requested),
    };
  }

  /** Marks the listing's open reports reviewed. */
  async closeReports(businessId: string): Promise<void> {
    await this.em.execute(
      `update "business_report" set "reviewed_at" = now() where "business_id" = ? and "reviewed_at" is null`,
      [businessId],
    );
  }

  /** Live listings with open reports: hidden ones first (those whose owner asked for a review before the others), then the most recently reported. */
  async reported(limit: number): Promise<ReportSummary[]> {
    const rows = await this.em.execute<
      {
        business_id: string;
        report_count: string;
        reporter_count: string;
        last_reported_at: Date | string;
        review_requested_at: Date | string | null;
      }[]
    >(
      `select "r"."business_id", "r"."report_count", "r"."reporter_count", "r"."last_reported_at", "b"."review_requested_at" from (` +
        `select "business_id", count(*) as "report_count", count(distinct "address_key") as "reporter_count", max("created_at") as "last_reported_at" ` +
        `from "business_report" where "reviewed_at" is null group by "business_id"` +
        `) as "r" join "business" as "b" on "b"."id" = "r"."business_id" and "b"."deleted_at" is null ` +
        `order by "b"."hidden_at" is null, "b"."review_requested_at" nulls last, "r"."last_reported_at" desc, "r"."business_id" limit ${Math.trunc(limit)}`,
    );
    return rows.map((row) => ({
      businessId: row.business_id,
      reportCount: Number(row.report_count),
      reporterCount: Number(row.reporter_count),
      lastReportedAt: new Date(row.last_reported_at),
      reviewRequestedAt: row.review_requested_at === null ? null : new Date(row.review_requested_at),
    }));
  }

  /** The newest `perListing` open reports of each listing, newest first. */
  async openReports(businessIds: readonly string[], perListing: number): Promise<Map<string, ReportRecord[]>> {
    const byListing = new Map<string, ReportRecord[]>(businessIds.map((id) => [id, []]));
    if (businessIds.length === 0) return byListing;
    const rows = await this.em.execute<
      {
        id: string;
        business_id: string;
        reason: BusinessReportReason;
        detail: string | null;
        created_at: Date | string;
        from_account: boolean;
      }[]
    >(
      `select "id", "business_id", "reason", "detail", "created_at", "from_account" from (` +
        `select *, "reporter_key" like 'account:%' as "from_account", row_number() over (partition by "business_id" order by "created_at" desc, "id") as "n" ` +
        `from "business_report" where "reviewed_at" is null and "business_id" in (${businessIds.map(() => '?').join(', ')})` +
        `) as "open" where "n" <= ${Math.trunc(perListing)} order by "created_at" desc, "id"`,
      [...businessIds],
    );
    for (const row of rows) {
      byListing.get(row.business_id)?.push({
        id: row.id,
        reason: row.reason,
        detail: row.detail,
        createdAt: new Date(row.created_at),
        fromAccount: row.from_account,
      });
    }
    return byListing;
  }
}
