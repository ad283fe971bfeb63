import type { AttractionRecord } from '../../geo/geo.module.js';
import { haversineKm } from '../../geo/geo.module.js';
import { TravelMode } from '../plan.types.js';
import { isClosed, type PlanContext } from './context.js';
import type { DayDraft, DayPlanner, Transport } from './days.js';
import type { DayWarning } from './facts.js';
import type { StopOrder } from './stop-order.js';
import type { Stay } from './stays.js';
import { attractionPoint, placePoint, type Base, type PlannerWorld } from './world.js';

/** A stop the traveller placed that has no road to it from the day's route. */
export class UnreachableStop extends Error {
  constructor(
    readonly attraction: AttractionRecord,
    readonly day: number,
  ) {
    super(`no road to ${attraction.id} on day ${day}`);
  }
}

/**
 * The days of an edited plan: the traveller's own stops, in their order, on each day, timed and legged as the engine
 * would (the same journeys between bases: the train where it is the better way, the bus without a car), but never
 * dropped or reordered. What does not fit is said by `warnings`, not fixed.
 */
export class DayLayout {
  constructor(
    private readonly world: PlannerWorld,
    private readonly days: DayPlanner,
    private readonly order: StopOrder,
  ) {}

  layout(
    ctx: PlanContext,
    stays: readonly Stay[],
    transport: Transport,
    stopsByDay: readonly (readonly AttractionRecord[])[],
  ): DayDraft[] {
    const nightBases: Base[] = stays.flatMap((s) => Array.from({ length: s.nights }, () => s.base));
    const days: DayDraft[] = [];
    for (let d = 1; d <= ctx.request.days; d++) {
      const from = d === 1 ? ctx.start : nightBases[d - 2]!.place;
      const night = d === ctx.request.days ? null : nightBases[d - 1]!;
      const to = night ? night.place : ctx.end;
      const same = from.id === to.id || haversineKm(from.lat, from.lng, to.lat, to.lng) < 2;
      const base = night ?? this.world.baseNear(to.lat, to.lng, 15);
      const day = this.days.newDay(ctx, d, from, to, base, night, same ? 'explore' : 'transfer');
      const stops = stopsByDay[d - 1] ?? [];
      const main = same
        ? undefined
        : (this.days.trainLeg(ctx, from, to, transport) ??
          (transport === 'public' ? this.days.busLeg(from, to) : null) ??
          undefined);
      if (!this.days.fill(ctx, day, from, stops, to, new Set(), transport, !same, main, day.limitMinutes, true)) {
        const unreachable =
          stops.find((a) => !this.world.travel.drive(placePoint(from), attractionPoint(a))) ?? stops[0]!;
        throw new UnreachableStop(unreachable, d);
      }
      days.push(day);
    }
    this.days.addCookingClass(ctx, days);
    return days;
  }

  /** What does not fit a day: too long, too much driving, a sun sight missed, a stop past the day's end, a closed place. */
  warnings(d: DayDraft, ctx: PlanContext): DayWarning[] {
    const warnings: DayWarning[] = [];
    if (d.activeMinutes > d.limitMinutes)
      warnings.push({ code: 'DAY_TOO_LONG', minutes: d.activeMinutes, limit: d.limitMinutes });
    const driving = d.legs.filter((l) => l.mode !== TravelMode.TRAIN).reduce((s, l) => s + l.minutes, 0);
    // A journey between bases with no stops is as long as the road is (the plan's LONG_DAY notice says so already).
    if (driving > ctx.pace.maxDriveMinutes && d.stops.length > 0)
      warnings.push({ code: 'TOO_MUCH_DRIVING', minutes: driving, limit: ctx.pace.maxDriveMinutes });
    const month = ctx.monthOfDay[d.day - 1] ?? null;
    for (const s of d.stops) {
      const a = s.attraction;
      if (s.activeAtEnd > d.limitMinutes)
        warnings.push({ code: 'STOP_PAST_DAY_END', attractionId: a.id, name: a.name });
      const sun = this.order.sunOf(a);
      if (d.offSun && sun) warnings.push({ code: 'SUN_MISSED', attractionId: a.id, name: a.name, event: sun.event });
      if (month !== null && isClosed(this.world.data, a.id, [month]))
        warnings.push({ code: 'CLOSED', attractionId: a.id, name: a.name, month });
    }
    return warnings;
  }
}
