import type { AttractionRecord } from '../../geo/geo.module.js';
import { haversineKm } from '../../geo/geo.module.js';
import type { SunSight } from '../planner.data.js';
import type { Point } from './travel.js';
import { attractionPoint, type PlannerWorld } from './world.js';

/** Stops ordered exactly (every order tried) up to this many; more are ordered nearest-next. */
const EXACT_ORDER_MAX = 6;

/** The order of a day's stops: the shortest by road, with what must come first or last kept there. */
export class StopOrder {
  constructor(private readonly world: PlannerWorld) {}

  isWhaleWatching(a: AttractionRecord, month: number | null): boolean {
    return this.world.data.seasons.seasonal.some((s) => s.id.includes('whale') && s.attractionIds.includes(a.id) && (month === null || s.months.includes(month)));
  }

  sunOf(a: AttractionRecord): SunSight | null {
    return this.world.data.sun.get(a.id) ?? null;
  }

  /** A climb or a visit in the sun, not timed to the sun: best first thing in the morning. */
  isExposed(a: AttractionRecord): boolean {
    return this.world.hours.of(a).exposure !== null && !this.world.data.sun.has(a.id);
  }

  /**
   * The orders worth timing: the shortest, and when it has a climb or a visit in the sun that is not first, the
   * shortest with those first (in the cool of the morning). The day's clock decides which one fits.
   */
  orders(from: Point, stops: readonly AttractionRecord[], to: Point, month: number | null): AttractionRecord[][] {
    const shortest = this.best(from, stops, to, month);
    if (!shortest) return [];
    const exposed = stops.filter((a) => this.isExposed(a));
    if (exposed.length === 0 || exposed.length === stops.length) return [shortest];
    const early = this.best(from, stops, to, month, (a) => this.isExposed(a));
    return early && early.some((a, i) => a !== shortest[i]) ? [shortest, early] : [shortest];
  }

  /**
   * The shortest order by road of a day's stops from `from` to `to`: whale watching (the boats leave at dawn) or a
   * sunrise sight first, a sunset sight last. Null when the stops cannot be so ordered (two of them want the dawn).
   */
  best(from: Point, stops: readonly AttractionRecord[], to: Point, month: number | null, early: (a: AttractionRecord) => boolean = () => false): AttractionRecord[] | null {
    const dawn = stops.filter((a) => this.isWhaleWatching(a, month) || this.sunOf(a)?.event === 'sunrise');
    if (dawn.length > 1) return null;
    const first = [...dawn, ...stops.filter((a) => !dawn.includes(a) && this.sunOf(a) === null && early(a))];
    const last = stops.filter((a) => this.sunOf(a)?.event === 'sunset' && !first.includes(a));
    if (last.length > 1) return null;
    const middle = stops.filter((a) => !first.includes(a) && !last.includes(a));
    const head = first.length > 0 ? attractionPoint(first.at(-1)!) : from;
    const tail = last[0] ? attractionPoint(last[0]) : to;
    let best: AttractionRecord[] = middle;
    if (middle.length > EXACT_ORDER_MAX) best = this.loop(head, middle);
    else if (middle.length > 1) {
      let bestKm = Infinity;
      for (const order of permutations(middle)) {
        const total = this.pathKm(head, order, tail);
        if (total < bestKm) {
          bestKm = total;
          best = order;
        }
      }
    }
    return [...first, ...best, ...last];
  }

  /** The road distance from a point through the stops to another. */
  pathKm(from: Point, stops: readonly AttractionRecord[], to: Point): number {
    let total = 0;
    let here = from;
    for (const a of stops) {
      const p = attractionPoint(a);
      total += this.world.travel.drive(here, p)?.km ?? Infinity;
      here = p;
    }
    return total + (this.world.travel.drive(here, to)?.km ?? Infinity);
  }

  /** Stops in a loop from a point: nearest next each time. */
  loop(from: { lat: number; lng: number }, stops: readonly AttractionRecord[]): AttractionRecord[] {
    const left = [...stops];
    const order: AttractionRecord[] = [];
    let lat = from.lat;
    let lng = from.lng;
    while (left.length > 0) {
      let best = 0;
      for (let i = 1; i < left.length; i++) {
        if (haversineKm(lat, lng, left[i]!.lat, left[i]!.lng) < haversineKm(lat, lng, left[best]!.lat, left[best]!.lng)) best = i;
      }
      const next = left.splice(best, 1)[0]!;
      order.push(next);
      lat = next.lat;
      lng = next.lng;
    }
    return order;
  }
}

/** Every order of a few items. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}
