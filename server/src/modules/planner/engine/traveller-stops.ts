import type { PlaceRecord } from '../../geo/geo.module.js';
import type { Base, PlannerWorld } from './world.js';

/**
 * Puts the bases that stand for the traveller's stops back into the traveller's order, in the places of the route
 * they hold: the other bases keep their places, and a stop the traveller listed first is slept at first.
 */
export function keepStopOrder(world: PlannerWorld, stops: readonly PlaceRecord[], chosen: Base[]): void {
  const wanted: Base[] = [];
  for (const stop of stops) {
    const base = world.baseNear(stop.lat, stop.lng, 20);
    if (base && chosen.includes(base) && !wanted.includes(base)) wanted.push(base);
  }
  const slots = chosen.flatMap((b, i) => (wanted.includes(b) ? [i] : []));
  slots.forEach((slot, k) => (chosen[slot] = wanted[k]!));
}
