import { createHash, createHmac, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../accounts/accounts.module.js';
import { parseInput } from '../../lib/errors/validation.js';
import { isUuid } from '../../lib/uuid.js';
import type { RevokeTripPlanSharePayload, SharedTripPlan, TripPlanShareLink } from './plan-edit.types.js';
import type { TripPlan } from './plan.types.js';
import { calendarOf, type Calendar } from './plan-calendar.js';
import { PlannerError } from './planner.errors.js';
import { SHARE_WINDOW_SECONDS, SHARED_OPENS_PER_WINDOW, type PlannerModule } from './planner.module.js';
import { calendarSchema } from './planner.schema.js';
import { upgradeStoredPlan } from './stored-plan.js';
import { TripPlanRecord } from './trip-plan.entity.js';
import { TripPlanShare } from './trip-plan-share.entity.js';
import { itineraryText } from './writer/itinerary-text.js';
import { catalogueOf, languageOfRequest } from './writer/languages.js';
import { tripTitle } from './trip-title.js';

/** A link's token: 32 bytes, base64url. Anything else is not a token, and costs no query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Read-only links to saved plans: made (or given again) and ended by the plan's owner, opened by anyone who holds one,
 * signed in or not. A link opens the trip only: nothing about its owner (see `sharedView`). Revoking takes effect at
 * once: every open reads the table (no cache), and answers are sent with Cache-Control: no-store.
 */
export class PlanShareService {
  constructor(
    private readonly em: EntityManager,
    private readonly planner: PlannerModule,
  ) {}

  /** The plan's link: the one it has, or a new one. Only for a saved plan of the caller's. */
  async share(owner: User, planId: string): Promise<TripPlanShareLink> {
    const plan = await this.ownPlan(owner, planId);
    if (!plan.savedAt) throw PlannerError.notSaved();
    const existing = await this.em.findOne(TripPlanShare, { plan, revokedAt: null });
    if (existing) return this.link(existing, plan);
    const seed = randomBytes(32).toString('hex');
    const share = this.em.create(TripPlanShare, { plan, seed, tokenHash: sha256(this.tokenOf(seed)) });
    try {
      await this.em.flush();
    } catch (error) {
      // Another request made the link first (one active link per plan is a unique index): answer that one.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const made = await this.em.fork().findOneOrFail(TripPlanShare, { plan: plan.id, revokedAt: null });
      return this.link(made, plan);
    }
    return this.link(share, plan);
  }

  /** Ends the plan's link, if it has one; it opens nothing from this moment. */
  async revoke(owner: User, planId: string): Promise<RevokeTripPlanSharePayload> {
    const plan = await this.ownPlan(owner, planId);
    const ended = await this.em.nativeUpdate(TripPlanShare, { plan, revokedAt: null }, { revokedAt: new Date() });
    return { planId: plan.id, revoked: ended > 0 };
  }

  /** The caller's links that still open, newest first. */
  async list(owner: User): Promise<TripPlanShareLink[]> {
    const shares = await this.em.find(
      TripPlanShare,
      { plan: { owner }, revokedAt: null },
      { populate: ['plan'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 100 },
    );
    return shares.map((s) => this.link(s, s.plan));
  }

  /** The plan a link opens; NOT_FOUND for an unknown or revoked link, limited per address like every public call. */
  async open(token: string, clientIp: string): Promise<SharedTripPlan> {
    const record = await this.recordFor(token, clientIp);
    const plan = sharedView(upgradeStoredPlan(record.plan));
    const catalogue = catalogueOf(languageOfRequest(record.request));
    return {
      title: tripTitle(plan, catalogue),
      plan,
      itineraryText: itineraryText(plan, catalogue),
      calendarUrl: this.calendarUrl(token),
    };
  }

  async calendar(token: string, clientIp: string, query: { start: unknown }): Promise<Calendar> {
    const { start } = parseInput(calendarSchema, query);
    const record = await this.recordFor(token, clientIp);
    const plan = sharedView(upgradeStoredPlan(record.plan));
    const catalogue = catalogueOf(languageOfRequest(record.request));
    const calendar = calendarOf(plan, { planId: record.id, title: tripTitle(plan, catalogue), start, catalogue });
    if (!calendar) throw PlannerError.noDates();
    return calendar;
  }

  private async recordFor(token: string, clientIp: string): Promise<TripPlanRecord> {
    const count = await this.planner.limiter.hit(`plan-share:ip:${clientIp}`, SHARE_WINDOW_SECONDS);
    if (count.count > SHARED_OPENS_PER_WINDOW) throw PlannerError.tooManyOpens(count.resetInSeconds);
    const share = TOKEN.test(token)
      ? await this.em.findOne(TripPlanShare, { tokenHash: sha256(token), revokedAt: null }, { populate: ['plan'] })
      : null;
    if (!share || !share.plan.savedAt) throw PlannerError.shareNotFound();
    return share.plan;
  }

  private async ownPlan(owner: User, planId: string): Promise<TripPlanRecord> {
    const plan = isUuid(planId) ? await this.em.findOne(TripPlanRecord, { id: planId, owner }) : null;
    if (!plan) throw PlannerError.notFound();
    return plan;
  }

  /** The token is derived, never stored: HMAC-SHA256 of the link's random seed under the server's share key. */
  private tokenOf(seed: string): string {
    return createHmac('sha256', this.planner.share.key).update(seed).digest('base64url');
  }

  private link(share: TripPlanShare, plan: TripPlanRecord): TripPlanShareLink {
    const token = this.tokenOf(share.seed);
    return {
      planId: plan.id,
      title: plan.title,
      token,
      url: `${this.planner.share.clientUrl}/shared/${token}`,
      calendarUrl: this.calendarUrl(token),
      createdAt: share.createdAt,
    };
  }

  private calendarUrl(token: string): string {
    return `${this.planner.share.publicUrl}/api/shared/${token}/calendar.ics`;
  }
}

/**
 * A plan as its link shows it: the trip (places, days, times, costs, tips), without the traveller's own words — the
 * places they picked or named, as they typed them (a friend's house, a name), and the notices quoting them — and
 * without anything about the account (the shared answer has no id, owner, title of theirs or dates of saving).
 * The dates and the party's size and budget stay: they are the trip, and what a companion needs to read it.
 */
export function sharedView(plan: TripPlan): TripPlan {
  const quoted = plan.customPlaces.map((c) => `${c.requested}: `);
  return { ...plan, customPlaces: [], notices: plan.notices.filter((n) => !quoted.some((q) => n.startsWith(q))) };
}
