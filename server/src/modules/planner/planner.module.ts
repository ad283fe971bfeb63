import type { Logger } from 'pino';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { BuiltInGeo, GeoProvider } from '../geo/geo.module.js';
import { PlannerEngine } from './engine/planner.engine.js';
import type { ModelClient } from '../llm/llm.module.js';
import type { PlanWriter } from './plan-writer.js';
import { createPlanWriter } from './prose/model-writer.js';
import { loadPlannerData } from './planner.data.js';
import type { Catalogue } from './writer/catalogue.js';
import { english } from './writer/en.js';

/** Plans one account may generate per window: each may call a paid model. */
export const PLANS_PER_WINDOW = 30;
export const PLAN_WINDOW_SECONDS = 10 * 60;

/** The built-in planner on the geo engine's data. */
export function createPlannerEngine({ data, engine }: BuiltInGeo): PlannerEngine {
  return new PlannerEngine(data, engine, loadPlannerData(data));
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
    readonly catalogue: Catalogue = english,
  ) {}
}

/**
 * The planner on the built-in geo engine's data, measuring its roads with `geo` (Google Maps when configured), with
 * its prose written by `model` when one is configured (TripMate's own text otherwise).
 */
export function createPlannerModule(options: { builtIn: BuiltInGeo; geo: GeoProvider; model: ModelClient | null; limiter: RateLimiter; logger: Logger }): PlannerModule {
  const writer = createPlanWriter(options.model, options.builtIn.data);
  return new PlannerModule(createPlannerEngine(options.builtIn), writer, options.limiter, options.logger, options.geo);
}
