import { builtInGeo } from '../geo/geo.module.js';
import { PlannerEngine } from './engine/planner.engine.js';
import { loadPlannerData } from './planner.data.js';

let shared: PlannerEngine | undefined;

/** The built-in planner, built once per process on the geo engine's data (every app server in a test run shares it). */
export function builtInPlanner(): PlannerEngine {
  if (!shared) {
    const { data, engine } = builtInGeo();
    shared = new PlannerEngine(data, engine, loadPlannerData(data));
  }
  return shared;
}
