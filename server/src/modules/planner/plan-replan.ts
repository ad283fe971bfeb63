import { UnreachableStop } from './engine/day-layout.js';
import type { PlannerEngine } from './engine/planner.engine.js';
import type { PlanEdit } from './plan-edit.types.js';
import { applyEdits, layoutOf } from './plan-edits.js';
import type { TripPlan } from './plan.types.js';
import { PlannerError } from './planner.errors.js';
import { planTripSchema, type PlanRequest } from './planner.schema.js';
import { upgradeStoredPlan } from './stored-plan.js';
import type { Catalogue } from './writer/catalogue.js';
import { english } from './writer/en.js';
import { catalogueOf } from './writer/languages.js';
import { writePlan } from './writer/write-plan.js';

/** The stored request, with the places asked for that the traveller took out of the plan by editing it. */
export type StoredRequest = PlanRequest & { readonly removedPlaces?: readonly string[] };

/** Edits applied to a copy of a plan: the plan they make, the request to store with it, each edit with its inverse. */
export type PlanPreview = {
  readonly plan: TripPlan;
  readonly request: StoredRequest;
  readonly applied: readonly { readonly edit: PlanEdit; readonly inverse: PlanEdit }[];
};

/**
 * One of the traveller's plans as it is now, to try edits on: `preview` applies them to a copy with the one edit
 * engine (checks, rebuild, prices) and stores nothing. A bad edit throws PLAN_BAD_EDIT, as editTripPlan would.
 */
export type EditablePlan = {
  readonly id: string;
  readonly version: number;
  readonly plan: TripPlan;
  preview(edits: readonly PlanEdit[]): PlanPreview;
};

/** What replanning needs of the planner module. */
export type Replanner = { readonly engine: PlannerEngine; readonly catalogue: Catalogue };

type StoredPlan = { readonly request: Record<string, unknown>; readonly plan: TripPlan };

/**
 * The plan the edits make of a stored one: applied in order to its layout (plan-edits.ts), then every day timed,
 * legged and priced again on the built-in engine, and written in TripMate's own words.
 */
export function replan(
  { engine, catalogue: fallback }: Replanner,
  stored: StoredPlan,
  edits: readonly PlanEdit[],
): PlanPreview {
  // Parsed again: a plan stored before a field of the request existed gets its default.
  const saved = stored.request as StoredRequest;
  const parsed = planTripSchema.parse(saved);
  // The plan's comfort level is kept through its edits (a night added over the budget says so, it does not move the
  // trip to buses); a plan from before the request named one keeps the level it was priced at.
  const request: StoredRequest = {
    ...parsed,
    comfort: parsed.comfort ?? stored.plan.budget.comfort,
    removedPlaces: saved.removedPlaces ?? [],
  };
  // Written again in the language it was written in (stored with its request); a plan from before languages in the planner's.
  const catalogue = request.language ? catalogueOf(request.language) : fallback;
  const names = {
    attraction: (a: string) => engine.world.attractionById.get(a)?.name,
    place: (p: string) => engine.world.placeById.get(p)?.name,
  };
  const { layout, applied } = applyEdits(
    layoutOf(upgradeStoredPlan(stored.plan), request.removedPlaces ?? []),
    edits,
    names,
  );
  let plan: TripPlan;
  try {
    plan = writePlan(engine.rebuild(request, layout), catalogue, engine.names);
  } catch (error) {
    if (!(error instanceof UnreachableStop)) throw error;
    throw PlannerError.badEdit({ why: 'UNREACHABLE', name: error.attraction.name, day: error.day }, 'edits');
  }
  return { plan, request: { ...request, days: plan.days, removedPlaces: layout.removed }, applied };
}

/** A stored plan (or one made in memory, for the assistant's evaluation) to try edits on. */
export function editablePlan(
  replanner: Replanner,
  stored: StoredPlan & { readonly id: string; readonly version: number },
): EditablePlan {
  return {
    id: stored.id,
    version: stored.version,
    plan: upgradeStoredPlan(stored.plan),
    preview: (edits) => replan(replanner, stored, edits),
  };
}

/**
 * A plan made in memory from a request, not stored, to try edits on: the assistant's evaluation, benchmark and tests
 * ask their plan-edit questions of it without a database.
 */
export function editableDraft(engine: PlannerEngine, input: unknown, catalogue: Catalogue = english): EditablePlan {
  const request = planTripSchema.parse(input);
  return editablePlan(
    { engine, catalogue },
    { id: 'draft', version: 1, request, plan: writePlan(engine.plan(request), catalogue, engine.names) },
  );
}
