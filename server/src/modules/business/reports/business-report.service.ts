import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Actor } from '../../../lib/actor.js';
import { parseInput } from '../../../lib/errors/validation.js';
import { rateLimitAddress } from '../../../lib/http/client-address.js';
import type { InvalidatedCache } from '../../../lib/invalidated-cache.js';
import { exceeded, type RateLimiter } from '../../../lib/rate-limit.js';
import { isUuid } from '../../../lib/uuid.js';
import { BusinessAccess } from '../business-access.js';
import { removeListing } from '../business-removal.js';
import { BusinessError, BusinessErrorCode } from '../business.errors.js';
import { BusinessRepository, type BusinessRecord } from '../business.repository.js';
import type { BusinessPage } from '../business.service.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import { BusinessReportRepository, type ReportRecord } from './business-report.repository.js';
import { REPORT_DETAIL_MAX, reportReasons } from './report-reason.js';

/** Reports and their review (ADMIN_EMAILS, BUSINESS_REPORT_THRESHOLD, BUSINESS_REPORTS_PER_ADDRESS and _PER_ACCOUNT). */
export type ReportSettings = {
  readonly limiter: RateLimiter;
  /** Reports one address may send in REPORT_WINDOW_SECONDS, signed in or not. */
  readonly perAddress: number;
  /** Reports one account may send in REPORT_WINDOW_SECONDS, from any address. */
  readonly perAccount: number;
  /** Open reports from this many different people hide a listing. */
  readonly threshold: number;
  /** The key of the HMAC that stands for a reporter's address, so no address is stored. */
  readonly addressSecret: string;
};

export const REPORT_WINDOW_SECONDS = 60 * 60;
/** The reports an admin sees of one listing: the newest, with the count of all. */
export const REPORTS_SHOWN_PER_LISTING = 20;

export const BUSINESS_REPORTED = 'Thank you for your report. We will review this listing.';
export const REPORTS_REVIEWED = { restore: 'Listing restored: it is shown again and its reports are closed.', remove: 'Listing removed from the directory.' } as const;

export type ReviewDecisionValue = keyof typeof REPORTS_REVIEWED;
const decisions = Object.keys(REPORTS_REVIEWED) as [ReviewDecisionValue, ...ReviewDecisionValue[]];

/** Who reviews: the signed-in account, and whether ADMIN_EMAILS names it. */
export type Reviewer = { readonly userId: string; readonly isAdmin: boolean };

/** A listing in the admins' queue, with its open reports. */
export type ReportedBusinessRecord = {
  readonly business: BusinessRecord;
  readonly reportCount: number;
  readonly reporterCount: number;
  readonly lastReportedAt: Date;
  readonly reports: readonly ReportRecord[];
};

const businessId = z.string({ error: 'businessId is required.' }).trim().min(1, 'businessId is required.').max(100, 'Business not found.');

const reportBusinessSchema = z.object({
  businessId,
  reason: z.enum(reportReasons, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Reason is required.' : `Reason must be one of: ${reportReasons.join(', ')}.`),
  }),
  detail: z
    .string({ error: 'Detail must be text.' })
    .trim()
    .max(REPORT_DETAIL_MAX, `Detail must be at most ${REPORT_DETAIL_MAX} characters.`)
    .nullish()
    .transform((value) => value || null),
});

const reviewSchema = z.object({
  businessId,
  decision: z.enum(decisions, { error: `Decision must be one of: ${decisions.join(', ')}.` }),
});

const queueSchema = z.object({
  first: z.number({ error: 'first must be a whole number.' }).int('first must be a whole number.').min(1, 'first must be between 1 and 100.').max(100, 'first must be between 1 and 100.'),
});

/**
 * Moderation of the directory. Anyone may report a listing, once, within rate limits per address and per account;
 * open reports from `threshold` different people hide it from every public read until an admin reviews it: restoring
 * shows it again and closes its reports, removing takes it out of the directory as its owner's delete would.
 */
export class BusinessReportService {
  private readonly access: BusinessAccess;

  constructor(
    private readonly emOf: () => EntityManager,
    /** The directory's pages: a listing hidden or shown changes them (this instance at once, others by the trigger). */
    private readonly pages: InvalidatedCache<BusinessPage>,
    private readonly settings: ReportSettings,
    private readonly photoStorage: PhotoStorage,
  ) {
    this.access = new BusinessAccess(settings.limiter);
  }

  /**
   * Reports a listing, once per reporter; the report that makes `threshold` different people hides it. People are told
   * apart by address, an IPv6 address by its /64 (one home or server is given a whole /64, and could take a fresh
   * address for every report): the transports pass the address so already, and it is made so here again, since the
   * moderation's count of people must not rest on every caller remembering to.
   */
  async report(input: unknown, actor: Actor, address: string): Promise<{ businessId: string }> {
    const clientIp = rateLimitAddress(address);
    const data = parseInput(reportBusinessSchema, input);
    const window = { windowSeconds: REPORT_WINDOW_SECONDS };
    // Counted before the listing is looked up, so unknown ids and repeats spend the allowance too.
    let retryAfterSeconds = await exceeded(this.settings.limiter, `business:report:ip:${clientIp}`, { ...window, limit: this.settings.perAddress });
    if (!retryAfterSeconds && actor) {
      retryAfterSeconds = await exceeded(this.settings.limiter, `business:report:account:${actor.userId}`, { ...window, limit: this.settings.perAccount });
    }
    if (retryAfterSeconds) throw new BusinessError(BusinessErrorCode.TOO_MANY_REPORTS, { retryAfterSeconds });
    if (!isUuid(data.businessId)) throw new BusinessError(BusinessErrorCode.NOT_FOUND);

    const addressKey = createHmac('sha256', this.settings.addressSecret).update(`business-report:${clientIp}`).digest('hex');
    const reporterKey = actor ? `account:${actor.userId}` : `address:${addressKey}`;
    const hidden = await this.emOf().transactional(async (tx) => {
      const reports = new BusinessReportRepository(tx);
      const listing = await reports.lockLive(data.businessId);
      if (!listing) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
      if (!(await reports.add({ businessId: data.businessId, reporterKey, addressKey, reason: data.reason, detail: data.detail }))) {
        throw new BusinessError(BusinessErrorCode.ALREADY_REPORTED);
      }
      if (listing.hidden || (await reports.openReporterCount(data.businessId)) < this.settings.threshold) return false;
      await reports.hide(data.businessId);
      return true;
    });
    if (hidden) this.pages.invalidate();
    return { businessId: data.businessId };
  }

  /** The admins' queue: live listings with open reports, hidden ones first, then the most recently reported. */
  async queue(input: unknown, reviewer: Reviewer): Promise<ReportedBusinessRecord[]> {
    this.mustReview(reviewer);
    const { first } = parseInput(queueSchema, input);
    const em = this.emOf();
    const reports = new BusinessReportRepository(em);
    const summaries = await reports.reported(first);
    const ids = summaries.map((summary) => summary.businessId);
    const [listings, open] = await Promise.all([new BusinessRepository(em).findLiveMany(ids), reports.openReports(ids, REPORTS_SHOWN_PER_LISTING)]);
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    return summaries.flatMap((summary) => {
      const business = byId.get(summary.businessId);
      return business ? [{ ...summary, business, reports: open.get(summary.businessId) ?? [] }] : [];
    });
  }

  /** An admin's decision on a reported listing: restore it (shown again, its reports closed) or remove it. */
  async review(input: unknown, reviewer: Reviewer): Promise<{ businessId: string; decision: ReviewDecisionValue }> {
    this.mustReview(reviewer);
    const { businessId: id, decision } = parseInput(reviewSchema, input);
    try {
      await this.emOf().transactional(async (tx) => {
        const business = await this.access.live(tx, id);
        const reports = new BusinessReportRepository(tx);
        await reports.closeReports(business.id);
        if (decision === 'remove') {
          await removeListing(tx, business, this.photoStorage);
        } else {
          business.hiddenAt = null;
        }
      });
    } finally {
      this.pages.invalidate();
    }
    return { businessId: id, decision };
  }

  private mustReview(reviewer: Reviewer): void {
    if (!reviewer.isAdmin) throw new BusinessError(BusinessErrorCode.ADMIN_ONLY);
  }
}
