import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../lib/errors/validation.js';
import type { User } from '../accounts/accounts.module.js';
import { requestScope } from '../../lib/request-scope.js';
import { isUuid } from '../../lib/uuid.js';
import type { AttractionChoice } from './plan-input.types.js';
import { PlanLanguage, PlanSource, type TripPlan, type TripPlanResult, type TripPlanSummary } from './plan.types.js';
import type { EditTripPlanPayload, PlanEdit } from './plan-edit.types.js';
import { editablePlan, replan, type EditablePlan, type StoredRequest } from './plan-replan.js';
import { calendarOf, type Calendar } from './plan-calendar.js';
import { PlannerError } from './planner.errors.js';
import { EDITS_PER_WINDOW, PLAN_WINDOW_SECONDS, PLANS_PER_WINDOW, type PlannerModule } from './planner.module.js';
import {
  calendarSchema,
  editTripPlanSchema,
  planTripSchema,
  rewriteTripPlanSchema,
  saveTripPlanSchema,
  searchAttractionsSchema,
} from './planner.schema.js';
import { planFacts } from './road-measure.js';
import { upgradeStoredPlan } from './stored-plan.js';
import { PlanEditReceipt } from './plan-edit-receipt.entity.js';
import { TripPlanRecord } from './trip-plan.entity.js';
import { builtInWriter } from './plan-writer.js';
import { itineraryText } from './writer/itinerary-text.js';
import { isTripMateTitle, tripTitle } from './trip-title.js';
import { catalogueOf, isPlanLanguage, languageOfRequest, type PlanLanguageCode } from './writer/languages.js';
import { writePlan } from './writer/write-plan.js';

/** Plans not saved within a day are removed. */
const UNSAVED_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;
/**
 * How long an edit's idempotency key is remembered: longer than a phone stays offline with an edit waiting. A retry
 * after that meets the version check instead, so it is refused as a conflict, still never applied twice.
 */
const RECEIPT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_LISTED_PLANS = 100;

type AppliedEdits = readonly { readonly edit: PlanEdit; readonly inverse: PlanEdit }[];
const undoOf = (applied: AppliedEdits): PlanEdit[] => applied.map((a) => a.inverse).reverse();

/** What identifies a change under its idempotency key: its version and its edits, each with every field named. */
function requestHashOf(version: number, edits: readonly Record<string, unknown>[]): string {
  const fields = ['kind', 'attractionId', 'placeId', 'day', 'index', 'otherDay'];
  const normal = edits.map((edit) => fields.map((field) => edit[field] ?? null));
  return createHash('sha256')
    .update(JSON.stringify([version, normal]))
    .digest('hex');
}

const LANGUAGE_ENUM: Readonly<Record<PlanLanguageCode, PlanLanguage>> = {
  en: PlanLanguage.EN,
  si: PlanLanguage.SI,
  ta: PlanLanguage.TA,
};

export const present = (r: TripPlanRecord): TripPlanResult => ({
  id: r.id,
  title: r.title,
  source: r.source,
  itineraryText: r.itineraryText,
  plan: upgradeStoredPlan(r.plan),
  createdAt: r.createdAt,
  savedAt: r.savedAt,
  version: r.version,
  language: LANGUAGE_ENUM[languageOfRequest(r.request)],
});

/** The account's Language setting as a plan language: English, Sinhala and Tamil are; any other setting writes English. */
function accountLanguage(owner: User): PlanLanguageCode {
  return isPlanLanguage(owner.language) ? owner.language : 'en';
}

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
    const parsed = parseInput(planTripSchema, input);
    const count = await this.planner.limiter.hit(`plan:user:${owner.id}`, PLAN_WINDOW_SECONDS);
    if (count.count > PLANS_PER_WINDOW) throw PlannerError.tooMany(count.resetInSeconds);
    // The language is kept in the stored request: edits re-read the request, so an edited plan keeps its language.
    const request = { ...parsed, language: parsed.language ?? accountLanguage(owner) };
    const catalogue = catalogueOf(request.language);
    const { engine, geo } = this.planner;
    const facts = await planFacts(engine, geo, request, requestScope.getStore()?.logger ?? this.planner.logger);
    // A model rewrites the prose in English (and its check reads English), so a plan in another language keeps the catalogue's words.
    const writer = request.language === 'en' ? this.planner.writer : builtInWriter;
    const written = await writer.write(writePlan(facts, catalogue, engine.names));
    const plan = written.notice
      ? { ...written.plan, notices: [...written.plan.notices, written.notice] }
      : written.plan;
    const record = this.em.create(TripPlanRecord, {
      owner,
      title: tripTitle(plan, catalogue),
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
      {
        orderBy: { savedAt: 'desc', id: 'desc' },
        limit: MAX_LISTED_PLANS,
        fields: ['id', 'title', 'days', 'people', 'totalLkr', 'startDate', 'savedAt'],
      },
    );
    return records.map((r) => ({
      id: r.id,
      title: r.title,
      days: r.days,
      people: r.people,
      totalLkr: r.totalLkr,
      startDate: r.startDate,
      savedAt: r.savedAt!,
    }));
  }

  async get(owner: User, id: string): Promise<TripPlanResult> {
    return present(await this.find(owner, id));
  }

  /**
   * Applies the edits to the plan made on `version` (all or none), recomputes times, legs and budget, and writes the
   * result only where the row still has that version: of two edits on one version, the second is refused
   * (PLAN_VERSION_CONFLICT) and the stored plan is the first's. An edited plan's prose is TripMate's own.
   *
   * With an idempotency key the edit leaves a receipt, written in the same transaction. The version alone already
   * keeps a retry from applying twice (the first try moved the version on, so the retry meets a conflict); the receipt
   * makes the retry of a change that was made answer as the first try did, rather than as a conflict the traveller
   * would have to resolve for a change that is already in the plan.
   */
  async edit(
    owner: User,
    id: string,
    input: { version: unknown; edits: unknown; idempotencyKey?: unknown },
  ): Promise<EditTripPlanPayload> {
    const { version, edits, idempotencyKey } = parseInput(editTripPlanSchema, input);
    const count = await this.planner.limiter.hit(`plan-edit:user:${owner.id}`, PLAN_WINDOW_SECONDS);
    if (count.count > EDITS_PER_WINDOW) throw PlannerError.tooManyEdits(count.resetInSeconds);
    const record = await this.find(owner, id);
    const receipt = idempotencyKey ? { idempotencyKey, requestHash: requestHashOf(version, edits) } : null;
    if (receipt) {
      const earlier = await this.replay(this.em, record, receipt);
      if (earlier) return earlier;
    }
    if (record.version !== version) throw PlannerError.versionConflict(record.version);
    const { plan, request, applied } = replan(this.planner, record, edits as PlanEdit[]);
    const changes = replanned(plan, request, version);
    const written = await this.em.transactional(async (tx) => {
      const rows = await tx.nativeUpdate(TripPlanRecord, { id: record.id, owner, version }, changes);
      // Flushed with the transaction: the receipt exists exactly when the edit does.
      if (rows === 1 && receipt)
        tx.create(PlanEditReceipt, { plan: record.id, ...receipt, versionAfter: version + 1, applied: [...applied] });
      return rows;
    });
    if (written !== 1) {
      const fresh = this.em.fork();
      const current = await fresh.findOne(TripPlanRecord, { id: record.id, owner });
      if (!current) throw PlannerError.notFound();
      // The same change sent twice at once: the other try made it, and this one answers as that one did.
      const earlier = receipt ? await this.replay(fresh, current, receipt) : null;
      if (earlier) return earlier;
      throw PlannerError.versionConflict(current.version);
    }
    const result = present(Object.assign(Object.create(TripPlanRecord.prototype) as TripPlanRecord, record, changes));
    return { plan: result, version: result.version, applied: [...applied], undo: undoOf(applied), replayed: false };
  }

  /**
   * Writes one of the owner's plans again in another language (the interface's, when the traveller has switched it):
   * the same days, stops, times and prices, their words in `language`. Made on `version` like an edit and stored as the
   * next version; a title TripMate gave the plan is written again too, one the traveller gave it is kept. Asked for the
   * language the plan is in, it answers the plan as it is.
   */
  async rewrite(owner: User, id: string, input: { version: unknown; language: unknown }): Promise<TripPlanResult> {
    const { version, language } = parseInput(rewriteTripPlanSchema, input);
    const count = await this.planner.limiter.hit(`plan-edit:user:${owner.id}`, PLAN_WINDOW_SECONDS);
    if (count.count > EDITS_PER_WINDOW) throw PlannerError.tooManyEdits(count.resetInSeconds);
    const record = await this.find(owner, id);
    if (record.version !== version) throw PlannerError.versionConflict(record.version);
    const was = languageOfRequest(record.request);
    if (was === language) return present(record);
    const { plan, request } = replan(this.planner, { ...record, request: { ...record.request, language } }, []);
    const ours = isTripMateTitle(record.title, plan, catalogueOf(was));
    const changes = {
      ...replanned(plan, request, version),
      ...(ours ? { title: tripTitle(plan, catalogueOf(language)) } : {}),
    };
    if ((await this.em.nativeUpdate(TripPlanRecord, { id: record.id, owner, version }, changes)) !== 1) {
      const current = await this.em.fork().findOne(TripPlanRecord, { id: record.id, owner });
      if (!current) throw PlannerError.notFound();
      throw PlannerError.versionConflict(current.version);
    }
    return present(Object.assign(Object.create(TripPlanRecord.prototype) as TripPlanRecord, record, changes));
  }

  /** The answer to a change already made under this key: the plan as it is now, with the first answer's edits. */
  private async replay(
    em: EntityManager,
    record: TripPlanRecord,
    receipt: { idempotencyKey: string; requestHash: string },
  ): Promise<EditTripPlanPayload | null> {
    const earlier = await em.findOne(PlanEditReceipt, { plan: record.id, idempotencyKey: receipt.idempotencyKey });
    if (!earlier) return null;
    if (earlier.requestHash !== receipt.requestHash) throw PlannerError.idempotencyKeyReused();
    // The plan was read before the receipt's transaction committed (the same change sent twice at once): read it again.
    const plan =
      record.version >= earlier.versionAfter ? record : await em.fork().findOne(TripPlanRecord, { id: record.id });
    if (!plan) throw PlannerError.notFound();
    return {
      plan: present(plan),
      version: plan.version,
      applied: earlier.applied,
      undo: undoOf(earlier.applied),
      replayed: true,
    };
  }

  /**
   * One of the owner's plans, made on `version`, to try edits on without storing them (the assistant's proposals):
   * another account's plan is not found, and a plan changed since `version` answers PLAN_VERSION_CONFLICT.
   */
  async editable(owner: User, id: string, version: number): Promise<EditablePlan> {
    const record = await this.find(owner, id);
    if (record.version !== version) throw PlannerError.versionConflict(record.version);
    return editablePlan(this.planner, record);
  }

  /** The plan as an iCalendar file; a plan without dates needs `start`. */
  async calendar(owner: User, id: string, query: { start: unknown }): Promise<Calendar> {
    const { start } = parseInput(calendarSchema, query);
    const record = await this.find(owner, id);
    const calendar = calendarOf(upgradeStoredPlan(record.plan), {
      planId: record.id,
      title: record.title,
      start,
      catalogue: catalogueOf(languageOfRequest(record.request)),
    });
    if (!calendar) throw PlannerError.noDates();
    return calendar;
  }

  async delete(owner: User, id: string): Promise<void> {
    this.em.remove(await this.find(owner, id));
    await this.em.flush();
  }

  /** Removes plans nobody saved within their day, at most every few minutes per process rather than on every plan. */
  private async purgeExpired(now = Date.now()): Promise<void> {
    if (now - this.planner.lastPurge < PURGE_EVERY_MS) return;
    this.planner.lastPurge = now;
    await this.em.nativeDelete(TripPlanRecord, {
      savedAt: null,
      createdAt: { $lt: new Date(now - UNSAVED_LIFETIME_MS) },
    });
    await this.em.nativeDelete(PlanEditReceipt, { createdAt: { $lt: new Date(now - RECEIPT_LIFETIME_MS) } });
  }

  private async find(owner: User, id: string): Promise<TripPlanRecord> {
    const record = isUuid(id) ? await this.em.findOne(TripPlanRecord, { id, owner }) : null;
    if (!record) throw PlannerError.notFound();
    return record;
  }
}

/** What a plan written again (edited, or in another language) stores: TripMate's own words, the next version. */
function replanned(plan: TripPlan, request: StoredRequest, version: number) {
  return {
    plan,
    itineraryText: itineraryText(plan, catalogueOf(request.language)),
    source: PlanSource.BUILT_IN,
    days: plan.days,
    totalLkr: plan.budget.totalLkr,
    request,
    version: version + 1,
  };
}
