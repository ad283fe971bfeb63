import { loadBuiltInGeo, type BuiltInGeo } from '../modules/geo/geo.module.js';
import { createPlannerEngine } from '../modules/planner/planner.module.js';
import type { PlannerEngine } from '../modules/planner/engine/planner.engine.js';

// Tests build many apps and engines in one worker; reading and indexing the geo data once per worker keeps them fast.
// The product itself has no such cache: its composition root loads the data once per process.
let geo: BuiltInGeo | undefined;
let planner: PlannerEngine | undefined;

/** The built-in geo engine and its data, shared by the tests of one worker. */
export function builtInGeo(): BuiltInGeo {
  return (geo ??= loadBuiltInGeo());
}

/** The built-in planner on that data, shared likewise. */
export function builtInPlanner(): PlannerEngine {
  return (planner ??= createPlannerEngine(builtInGeo()));
}
