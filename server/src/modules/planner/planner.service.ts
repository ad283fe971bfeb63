import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../lib/errors/validation.js';
import type { User } from '../accounts/accounts.module.js';
import { requestScope } from '../../lib/request-scope.js';
import { isUuid } from '../../lib/uuid.js';
import type { AttractionChoice } from './plan-input.types.js';
import type { TripPlanResult, TripPlanSummary } from './plan.types.js';
import { PlannerError } from './planner.errors.js';
import { PLAN_WINDOW_SECONDS, PLANS_PER_WINDOW, type PlannerModule } from './planner.module.js';
import { PLAN_LIMITS, planTripSchema, saveTripPlanSchema, searchAttractionsSchema } from './planner.schema.js';
import { planFacts } from './road-measure.js';
import { upgradeStoredPlan } from './stored-plan.js';
import { TripPlanRecord } from './trip-plan.entity.js';
import { itineraryText } from './writer/itinerary-text.js';
import { messagesOf } from './writer/messages.js';
import { writePlan } from './writer/write-plan.js';

/** Plans not saved within a day are removed. */
const UNSAVED_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;
export const MAX_LISTED_PLANS = 100;

export const present = (r: TripPlanRecord): TripPlanResult => ({ id: r.id, title: r.title, source: r.source, itineraryText: r.itineraryText, plan: upgradeStoredPlan(r.plan), createdAt: r.createdAt, savedAt: r.savedAt });

/**
 * Trip plans: generated for a signed-in traveller (kept a day so the one they saw can be saved), saved, listed,
 * opened and deleted. Another account's plan is, to everyone else, not found.
 */
export class PlannerService {
  constructor(
    private readonly em: EntityManager,
    private readonly planner: PlannerModule,
  ) {}

  async plan(owner: User, input: unknown): Promise<TripPlanResult> {
    const request = parseInput(planTripSchema, input);
    const count = await this.planner.limiter.hit(`plan:user:${owner.id}`, PLAN_WINDOW_SECONDS);
    if (count.count > PLANS_PER_WINDOW) throw PlannerError.tooMany(count.resetInSeconds);
    const { engine, geo, catalogue } = this.planner;
    const facts = await planFacts(engine, geo, request, requestScope.getStore()?.logger ?? this.planner.logger);
    const written = await this.planner.writer.write(writePlan(facts, catalogue));
    const plan = written.notice ? { ...written.plan, notices: [...written.plan.notices, written.notice] } : written.plan;
    const record = this.em.create(TripPlanRecord, {
      owner,
      title: messagesOf(catalogue).tripTitle({ start: plan.start.name, end: plan.end.name, days: plan.days }).slice(0, PLAN_LIMITS.title),
      source: written.source,
      days: plan.days,
      people: plan.people,
      totalLkr: plan.budget.totalLkr,
      startDate: plan.startDate,
      request,
      plan,
      itineraryText: itineraryText(plan, catalogue),
    });
    await this.em.flush();
    await this.purgeExpired();
    return present(record);
  }

  /** "Add a place": attractions whose name or alias matches the text, best first. */
  searchAttractions(input: { query: unknown; first?: unknown }): AttractionChoice[] {
    const { query, first } = parseInput(searchAttractionsSchema, input);
    return this.planner.engine.search.find(query, first);
  }

  async save(owner: User, id: string, title?: string | null): Promise<TripPlanResult> {
    const { title: name } = parseInput(saveTripPlanSchema, { title });
    const record = await this.find(owner, id);
    if (name) record.title = name;
    record.savedAt ??= new Date();
    await this.em.flush();
    return present(record);
  }

  async list(owner: User): Promise<TripPlanSummary[]> {
    const records = await this.em.find(
      TripPlanRecord,
      { owner, savedAt: { $ne: null } },
      { orderBy: { savedAt: 'desc', id: 'desc' }, limit: MAX_LISTED_PLANS, fields: ['id', 'title', 'days', 'people', 'totalLkr', 'startDate', 'savedAt'] },
    );
    return records.map((r) => ({ id: r.id, title: r.title, days: r.days, people: r.people, totalLkr: r.totalLkr, startDate: r.startDate, savedAt: r.savedAt! }));
  }

  async get(owner: User, id: string): Promise<TripPlanResult> {
    return present(await this.find(owner, id));
  }

  async delete(owner: User, id: string): Promise<void> {
    this.em.remove(await this.find(owner, id));
    await this.em.flush();
  }

  /** Removes plans nobody saved within their day, at most every few minutes per process rather than on every plan. */
  private async purgeExpired(now = Date.now()): Promise<void> {
    if (now - this.planner.lastPurge < PURGE_EVERY_MS) return;
    this.planner.lastPurge = now;
    await this.em.nativeDelete(TripPlanRecord, { savedAt: null, createdAt: { $lt: new Date(now - UNSAVED_LIFETIME_MS) } });
  }

  private async find(owner: User, id: string): Promise<TripPlanRecord> {
    const record = isUuid(id) ? await this.em.findOne(TripPlanRecord, { id, owner }) : null;
    if (!record) throw PlannerError.notFound();
    return record;
  }
}
