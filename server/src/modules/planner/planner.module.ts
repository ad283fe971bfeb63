import type { Logger } from 'pino';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { builtInGeo } from '../geo/geo.module.js';
import { PlannerEngine } from './engine/planner.engine.js';
import { builtInWriter, type PlanWriter } from './plan-writer.js';
import { loadPlannerData } from './planner.data.js';

/** Plans one account may generate per window: each may call a paid model. */
export const PLANS_PER_WINDOW = 30;
export const PLAN_WINDOW_SECONDS = 10 * 60;

let shared: PlannerEngine | undefined;

/** The built-in planner, built once per process on the geo engine's data (every app server in a test run shares it). */
export function builtInPlanner(): PlannerEngine {
  if (!shared) {
    const { data, engine } = builtInGeo();
    shared = new PlannerEngine(data, engine, loadPlannerData(data));
  }
  return shared;
}

/** The planner's process-wide parts: the engine, the writer (a model when one is configured), limits. */
export class PlannerModule {
  /** When this process last removed expired unsaved plans (once in a while is enough; each instance does its own). */
  lastPurge = 0;

  constructor(
    readonly engine: PlannerEngine,
    readonly writer: PlanWriter,
    readonly limiter: RateLimiter,
    readonly logger: Logger,
  ) {}
}

export function createPlannerModule(limiter: RateLimiter, logger: Logger, writer: PlanWriter = builtInWriter): PlannerModule {
  return new PlannerModule(builtInPlanner(), writer, limiter, logger);
}
