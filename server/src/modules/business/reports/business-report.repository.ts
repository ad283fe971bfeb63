import type { EntityManager } from '@mikro-orm/postgresql';
import type { BusinessReportReason } from './report-reason.js';

/** A report as an admin reads it: never who sent it, only whether they were signed in. */
export type ReportRecord = {
  readonly id: string;
  readonly reason: BusinessReportReason;
  readonly detail: string | null;
  readonly createdAt: Date;
  readonly fromAccount: boolean;
};

/** A listing with open reports: how many, from how many different people, and when the last came. */
export type ReportSummary = {
  readonly businessId: string;
  readonly reportCount: number;
  readonly reporterCount: number;
  readonly lastReportedAt: Date;
};

export type NewReport = {
  readonly businessId: string;
  readonly reporterKey: string;
  readonly addressKey: string;
  readonly reason: BusinessReportReason;
  readonly detail: string | null;
};

/** The reports of listings, straight in SQL like the directory's other reads; the service holds the rules. */
export class BusinessReportRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Locks a live listing's row until the transaction ends, so reports of one listing take turns: two sent at once
   * cannot both count one reporter short of the threshold. Whether it is hidden already; null when there is none.
   */
  async lockLive(businessId: string): Promise<{ hidden: boolean } | null> {
    const [row] = await this.em.execute<{ hidden_at: Date | null }[]>(`select "hidden_at" from "business" where "id" = ? and "deleted_at" is null for update`, [businessId]);
    return row ? { hidden: row.hidden_at !== null } : null;
  }

  /** Adds a report; false when this reporter has reported the listing before (the unique constraint says so). */
  async add(report: NewReport): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into "business_report" ("id", "business_id", "reporter_key", "address_key", "reason", "detail") values (gen_random_uuid(), ?, ?, ?, ?, ?) ` +
        `on conflict ("business_id", "reporter_key") do nothing returning "id"`,
      [report.businessId, report.reporterKey, report.addressKey, report.reason, report.detail],
    );
    return rows.length === 1;
  }

  /** How many different people have open reports of the listing, told apart by their addresses. */
  async openReporterCount(businessId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(distinct "address_key") as "count" from "business_report" where "business_id" = ? and "reviewed_at" is null`,
      [businessId],
    );
    return Number(row?.count ?? 0);
  }

  /** Hides the listing pending review; the table's trigger empties every instance's page cache. */
  async hide(businessId: string): Promise<void> {
    await this.em.execute(`update "business" set "hidden_at" = now() where "id" = ? and "hidden_at" is null`, [businessId]);
  }

  /** Marks the listing's open reports reviewed. */
  async closeReports(businessId: string): Promise<void> {
    await this.em.execute(`update "business_report" set "reviewed_at" = now() where "business_id" = ? and "reviewed_at" is null`, [businessId]);
  }

  /** Live listings with open reports: hidden ones first, then the most recently reported. */
  async reported(limit: number): Promise<ReportSummary[]> {
    const rows = await this.em.execute<{ business_id: string; report_count: string; reporter_count: string; last_reported_at: Date | string }[]>(
      `select "r"."business_id", "r"."report_count", "r"."reporter_count", "r"."last_reported_at" from (` +
        `select "business_id", count(*) as "report_count", count(distinct "address_key") as "reporter_count", max("created_at") as "last_reported_at" ` +
        `from "business_report" where "reviewed_at" is null group by "business_id"` +
        `) as "r" join "business" as "b" on "b"."id" = "r"."business_id" and "b"."deleted_at" is null ` +
        `order by "b"."hidden_at" is null, "r"."last_reported_at" desc, "r"."business_id" limit ${Math.trunc(limit)}`,
    );
    return rows.map((row) => ({
      businessId: row.business_id,
      reportCount: Number(row.report_count),
      reporterCount: Number(row.reporter_count),
      lastReportedAt: new Date(row.last_reported_at),
    }));
  }

  /** The newest `perListing` open reports of each listing, newest first. */
  async openReports(businessIds: readonly string[], perListing: number): Promise<Map<string, ReportRecord[]>> {
    const byListing = new Map<string, ReportRecord[]>(businessIds.map((id) => [id, []]));
    if (businessIds.length === 0) return byListing;
    const rows = await this.em.execute<{ id: string; business_id: string; reason: BusinessReportReason; detail: string | null; created_at: Date | string; from_account: boolean }[]>(
      `select "id", "business_id", "reason", "detail", "created_at", "from_account" from (` +
        `select *, "reporter_key" like 'account:%' as "from_account", row_number() over (partition by "business_id" order by "created_at" desc, "id") as "n" ` +
        `from "business_report" where "reviewed_at" is null and "business_id" in (${businessIds.map(() => '?').join(', ')})` +
        `) as "open" where "n" <= ${Math.trunc(perListing)} order by "created_at" desc, "id"`,
      [...businessIds],
    );
    for (const row of rows) {
      byListing.get(row.business_id)?.push({ id: row.id, reason: row.reason, detail: row.detail, createdAt: new Date(row.created_at), fromAccount: row.from_account });
    }
    return byListing;
  }
}
