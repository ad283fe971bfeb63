import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Actor } from '../../../lib/actor.js';
import { parseInput } from '../../../lib/errors/validation.js';
import { networkOf, rateLimitAddress } from '../../../lib/http/client-address.js';
import type { InvalidatedCache } from '../../../lib/invalidated-cache.js';
import { exceeded, type RateLimiter } from '../../../lib/rate-limit.js';
import { isUuid } from '../../../lib/uuid.js';
import { User } from '../../accounts/accounts.module.js';
import { BusinessAccess, type Caller } from '../business-access.js';
import { removeListing } from '../business-removal.js';
import { BusinessError, BusinessErrorCode } from '../business.errors.js';
import { BusinessRepository, type BusinessRecord, type BusinessViewer } from '../business.repository.js';
import type { BusinessPage } from '../business.service.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import { BusinessReportRepository, type PendingReviewRecord, type ReportRecord } from './business-report.repository.js';
import { reportersToHide } from './hiding-rule.js';
import { REPORT_DETAIL_MAX, reportReasons } from './report-reason.js';

/**
 * Reports and their review (ADMIN_EMAILS, BUSINESS_REPORT_THRESHOLD, BUSINESS_REPORTER_MIN_ACCOUNT_DAYS,
 * BUSINESS_REPORTS_PER_ADDRESS and _PER_ACCOUNT).
 */
export type ReportSettings = {
  readonly limiter: RateLimiter;
  /** Reports one address may send in REPORT_WINDOW_SECONDS, signed in or not. */
  readonly perAddress: number;
  /** Reports one account may send in REPORT_WINDOW_SECONDS, from any address. */
  readonly perAccount: number;
  /** Reports that count, from this many different networks, hide a new listing (more for others: hiding-rule.ts). */
  readonly threshold: number;
  /** A report counts towards hiding only from an account at least this many days old. */
  readonly reporterMinAccountDays: number;
  /** Whether reports may hide a listing at all: only while some admin could restore it (ADMIN_EMAILS names someone). */
  readonly hidingAllowed: boolean;
  /** The key of the HMAC that stands for a reporter's address, so no address is stored. */
  readonly addressSecret: string;
};

export const REPORT_WINDOW_SECONDS = 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The reports an admin sees of one listing: the newest, with the count of all. */
export const REPORTS_SHOWN_PER_LISTING = 20;

export const BUSINESS_REPORTED = 'Thank you for your report. We will review this listing.';
export const REVIEW_REQUESTED =
  'Review requested. An administrator will look at your listing and show it again if the reports are wrong.';
export const REPORTS_REVIEWED = {
  restore: 'Listing restored: it is shown again and its reports are closed.',
  remove: 'Listing removed from the directory.',
} as const;

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
  readonly reviewRequestedAt: Date | null;
  readonly reports: readonly ReportRecord[];
};

const businessId = z
  .string({ error: 'businessId is required.' })
  .trim()
  .min(1, 'businessId is required.')
  .max(100, 'Business not found.');

const reportBusinessSchema = z.object({
  businessId,
  reason: z.enum(reportReasons, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Reason is required.'
        : `Reason must be one of: ${reportReasons.join(', ')}.`,
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
  first: z
    .number({ error: 'first must be a whole number.' })
    .int('first must be a whole number.')
    .min(1, 'first must be between 1 and 100.')
    .max(100, 'first must be between 1 and 100.'),
});

/**
 * Moderation of the directory. Anyone may report a listing, once, within rate limits per address and per account;
 * every report puts it in the admins' queue, and reports that count hide it from every public read until an admin
 * reviews it (hiding-rule.ts says which count and how many it takes). Its owner sees why it is hidden and may ask for
 * a review; restoring shows it again, closes its reports and starts a grace period; removing takes it out of the
 * directory as its owner's delete would.
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
   * Reports a listing, once per reporter. Reporters are told apart by address, an IPv6 address by its /64 (one home
   * or server is given a whole /64, and could take a fresh address for every report), and counted towards hiding by
   * network (an IPv4 /24, an IPv6 /48): the transports pass the address as a /64 already, and it is made so here
   * again, since the moderation's count of people must not rest on every caller remembering to.
   */
  async report(input: unknown, actor: Actor, address: string): Promise<{ businessId: string }> {
    const clientIp = rateLimitAddress(address);
    const data = parseInput(reportBusinessSchema, input);
    const window = { windowSeconds: REPORT_WINDOW_SECONDS };
    // Counted before the listing is looked up, so unknown ids and repeats spend the allowance too.
    let retryAfterSeconds = await exceeded(this.settings.limiter, `business:report:ip:${clientIp}`, {
      ...window,
      limit: this.settings.perAddress,
    });
    if (!retryAfterSeconds && actor) {
      retryAfterSeconds = await exceeded(this.settings.limiter, `business:report:account:${actor.userId}`, {
        ...window,
        limit: this.settings.perAccount,
      });
    }
    if (retryAfterSeconds) throw new BusinessError(BusinessErrorCode.TOO_MANY_REPORTS, { retryAfterSeconds });
    if (!isUuid(data.businessId)) throw new BusinessError(BusinessErrorCode.NOT_FOUND);

    const addressKey = this.keyOf(`business-report:${clientIp}`);
    const networkKey = this.keyOf(`business-report-network:${networkOf(clientIp)}`);
    const reporterKey = actor ? `account:${actor.userId}` : `address:${addressKey}`;
    const hidden = await this.emOf().transactional(async (tx) => {
      const reports = new BusinessReportRepository(tx);
      const listing = await reports.lockLive(data.businessId);
      if (!listing) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
      const countsTowardHiding = actor !== null && (await this.hasHistory(tx, actor.userId));
      if (
        !(await reports.add({
          businessId: data.businessId,
          reporterKey,
          addressKey,
          networkKey,
          countsTowardHiding,
          reason: data.reason,
          detail: data.detail,
        }))
      ) {
        throw new BusinessError(BusinessErrorCode.ALREADY_REPORTED);
      }
      if (!countsTowardHiding || !this.settings.hidingAllowed || listing.hidden || listing.inGrace) return false;
      if (
        (await reports.countingNetworks(data.businessId, listing.countsFrom)) <
        reportersToHide(this.settings.threshold, listing)
      )
        return false;
      await reports.hide(data.businessId);
      return true;
    });
    if (hidden) this.pages.invalidate();
    return { businessId: data.businessId };
  }

  /** Whether an account has the history its reports need to count towards hiding: BUSINESS_REPORTER_MIN_ACCOUNT_DAYS of age. */
  private async hasHistory(em: EntityManager, userId: string): Promise<boolean> {
    const since = new Date(Date.now() - this.settings.reporterMinAccountDays * DAY_MS);
    return (await em.count(User, { id: userId, createdAt: { $lte: since } })) === 1;
  }

  /** A keyed hash standing for an address or a network, so that none is stored. */
  private keyOf(text: string): string {
    return createHmac('sha256', this.settings.addressSecret).update(text).digest('hex');
  }

  /**
   * The owner of a hidden listing (or the holder of its code) asks an admin to review it: it goes to the head of the
   * admins' queue. Asking again changes nothing; a listing that is not hidden has nothing to review.
   */
  async requestReview(id: string, caller: Caller): Promise<BusinessRecord> {
    await this.emOf().transactional(async (tx) => {
      const business = await this.access.managedLive(tx, id, caller, 'edit');
      if (!(await new BusinessReportRepository(tx).requestReview(business.id)))
        throw new BusinessError(BusinessErrorCode.NOT_HIDDEN);
    });
    const business = await new BusinessRepository(this.emOf()).findLive(id);
    if (!business) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
    return business;
  }

  /** Why a listing is hidden, for its owner and admins only; null when it is shown or the viewer is someone else. */
  async pendingReview(business: BusinessRecord, viewer: BusinessViewer): Promise<PendingReviewRecord | null> {
    if (!business.hiddenPendingReview) return null;
    if (!viewer.isAdmin && (viewer.userId === null || viewer.userId !== business.ownerId)) return null;
    return new BusinessReportRepository(this.emOf()).pendingReview(business.id);
  }

  /** The admins' queue: live listings with open reports, hidden ones first, then the most recently reported. */
  async queue(input: unknown, reviewer: Reviewer): Promise<ReportedBusinessRecord[]> {
    this.mustReview(reviewer);
    const { first } = parseInput(queueSchema, input);
    const em = this.emOf();
    const reports = new BusinessReportRepository(em);
    const summaries = await reports.reported(first);
    const ids = summaries.map((summary) => summary.businessId);
    const [listings, open] = await Promise.all([
      new BusinessRepository(em).findLiveMany(ids),
      reports.openReports(ids, REPORTS_SHOWN_PER_LISTING),
    ]);
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
          await reports.restore(business.id);
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
