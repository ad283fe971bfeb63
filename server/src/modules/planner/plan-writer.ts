import { PlanSource, type TripPlan } from './plan.types.js';

/** What a writer hands back: the plan (prose improved or not), who wrote it, and a notice when a model failed. */
export type WrittenPlan = { readonly plan: TripPlan; readonly source: PlanSource; readonly notice: string | null };

/**
 * Writes the plan's prose (summary, day titles and narratives, reasons for places). The built-in writer keeps the
 * engine's own text; a model writer rewrites it over the engine's facts and falls back to the engine's text.
 */
export interface PlanWriter {
  write(plan: TripPlan): Promise<WrittenPlan>;
}

export const builtInWriter: PlanWriter = {
  write: (plan) => Promise.resolve({ plan, source: PlanSource.BUILT_IN, notice: null }),
};
