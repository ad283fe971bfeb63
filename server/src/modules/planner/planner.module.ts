import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { BuiltInGeo, GeoData, GeoProvider } from '../geo/geo.module.js';
import { PlannerEngine } from './engine/planner.engine.js';
import type { ModelClient } from '../llm/llm.module.js';
import type { PlanWriter } from './plan-writer.js';
import { createPlanWriter } from './prose/model-writer.js';
import { loadPlannerData, type PlannerData } from './planner.data.js';
import type { Catalogue, Messages } from './writer/catalogue.js';
import { english } from './writer/en.js';
import { CATALOGUES, type PlanLanguageCode } from './writer/languages.js';
import { messagesOf } from './writer/messages.js';

/** Plans one account may generate per window: each may call a paid model. */
export const PLANS_PER_WINDOW = 30;
export const PLAN_WINDOW_SECONDS = 10 * 60;
/** Edits one account may make per window (a drag is one; undo and redo are more); each recomputes a whole plan. */
export const EDITS_PER_WINDOW = 600;
/** Shared plans one address may open per window, signed out (GraphQL and REST alike). */
export const SHARED_OPENS_PER_WINDOW = 120;
export const SHARE_WINDOW_SECONDS = 60;

/** Where shared plans are opened in the web client, and the key their links' tokens are derived with. */
export type ShareSettings = { readonly clientUrl: string; readonly publicUrl: string; readonly key: Buffer };

/** The share links' key, derived from the server's secret (so it is the same on every instance and after a restart). */
export function shareSettings(options: { clientUrl: string; publicUrl: string; secret: string }): ShareSettings {
  return {
    clientUrl: options.clientUrl,
    publicUrl: options.publicUrl,
    key: createHmac('sha256', options.secret).update('tripmate plan share links').digest(),
  };
}

export { PlanEdit, PlanEditKind } from './plan-edit.types.js';
export type { TripPlan } from './plan.types.js';
/** A plan's base, for the field other modules add to it (the business directory's suggested stay). */
export { PlanBase } from './plan.types.js';
export { editableDraft, type EditablePlan, type PlanPreview } from './plan-replan.js';
/** Languages, and numbers, plurals, months and lists through Intl, for other modules' own writers (chat). */
export { Format, catalogueBinder, type PluralForms } from './writer/format.js';
export { PLAN_LANGUAGES, isPlanLanguage, type PlanLanguageCode } from './writer/languages.js';
export {
  PlannerError,
  PlannerErrorCode,
  badEditMessage,
  type BadEdit,
  type PlannerErrorParams,
} from './planner.errors.js';
export { PlanLanguage } from './plan.types.js';
/** The curated data's texts in Sinhala and Tamil, keyed by their English: one table for the plans and the assistant. */
export { dataText, TRANSLATED_DATA_TEXTS } from './writer/data-texts.js';
export { TRANSLATED_MONTH_NOTES } from './writer/data-texts/months.js';
export { tuktukFare, type TuktukFare } from './engine/tuktuk-fare.js';
export type {
  ExchangeRateRecord,
  FareTable,
  FeeRecord,
  PlannerData,
  RateId,
  RateRecord,
  ResidencyId,
  Seasons,
  TipRecord,
} from './planner.data.js';

/** The planner's refusals that its writer words (too few days, too many plans), in a language of its catalogues. */
export function plannerErrorWords(language: PlanLanguageCode): Messages['errors'] {
  return messagesOf(CATALOGUES[language]).errors;
}

const loaded = new WeakMap<GeoData, PlannerData>();
/** The planner's curated data (seasons, closures, rates, fees, tips), read and checked once per geo data set. */
export function plannerData(geo: GeoData): PlannerData {
  let data = loaded.get(geo);
  if (!data) loaded.set(geo, (data = loadPlannerData(geo)));
  return data;
}

/** The built-in planner on the geo engine's data. */
export function createPlannerEngine({ data, engine }: BuiltInGeo): PlannerEngine {
  return new PlannerEngine(data, engine, plannerData(data));
}

/**
 * The planner's process-wide parts: the engine, the maps provider that measures its roads (Google Maps when
 * configured, the built-in engine otherwise), the prose writer (a model when one is configured), the catalogue its
 * texts are written from, limits.
 */
export class PlannerModule {
  /** When this process last removed expired unsaved plans (once in a while is enough; each instance does its own). */
  lastPurge = 0;

  constructor(
    readonly engine: PlannerEngine,
    readonly writer: PlanWriter,
    readonly limiter: RateLimiter,
    readonly logger: Logger,
    readonly geo: GeoProvider,
    readonly share: ShareSettings,
    readonly catalogue: Catalogue = english,
  ) {}
}

/**
 * The planner on the built-in geo engine's data, measuring its roads with `geo` (Google Maps when configured), with
 * its prose written by `model` when one is configured (TripMate's own text otherwise).
 */
export function createPlannerModule(options: {
  builtIn: BuiltInGeo;
  geo: GeoProvider;
  model: ModelClient | null;
  limiter: RateLimiter;
  logger: Logger;
  share: ShareSettings;
}): PlannerModule {
  const writer = createPlanWriter(options.model, options.builtIn.data);
  return new PlannerModule(
    createPlannerEngine(options.builtIn),
    writer,
    options.limiter,
    options.logger,
    options.geo,
    options.share,
  );
}
