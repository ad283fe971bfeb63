import type { AttractionRecord } from '../../geo/geo.module.js';
import { haversineKm } from '../../geo/geo.module.js';
import type { SunSight } from '../planner.data.js';
import type { Point } from './travel.js';
import { attractionPoint, type PlannerWorld } from './world.js';

/** Stops ordered exactly (every order tried) up to this many; more are ordered nearest-next. */
const EXACT_ORDER_MAX = 6;
/** The shortest orders a day times before it gives up on a set of stops (besides the cool-of-the-morning one). */
const ORDERS_TIMED = 6;
/** A day out's loop: at most this times there and back to its farthest stop, and DAY_OUT_LINE_SLACK minutes more. */
export const DAY_OUT_LINE = 1.2;
export const DAY_OUT_LINE_SLACK = 30;
/** Sights this many minutes or more from the base are on a side of it (nearer ones are in town). */
export const DAY_OUT_AWAY = 20;
/** From one sight to the next through the base: no more than this times the drive between them. */
export const THROUGH_THE_BASE = 1.15;

/** The order of a day's stops: the shortest by road, with what must come first or last kept there. */
export class StopOrder {
  constructor(private readonly world: PlannerWorld) {}

  isWhaleWatching(a: AttractionRecord, month: number | null): boolean {
    return this.world.data.seasons.seasonal.some(
      (s) => s.id.includes('whale') && s.attractionIds.includes(a.id) && (month === null || s.months.includes(month)),
    );
  }

  sunOf(a: AttractionRecord): SunSight | null {
    return this.world.data.sun.get(a.id) ?? null;
  }

  /** A climb or a visit in the sun, not timed to the sun: best first thing in the morning. */
  isExposed(a: AttractionRecord): boolean {
    return this.world.hours.of(a).exposure !== null && !this.world.data.sun.has(a.id);
  }

  /**
   * The orders worth timing, the least time on the road first: the few shortest (an opening hour or the afternoon's
   * cool may rule out the shortest, and the next may keep the day's line), and when the day has a climb or a visit in
   * the sun that is not first, the shortest with those first (in the cool of the morning). The day's clock decides
   * which one fits.
   */
  orders(from: Point, stops: readonly AttractionRecord[], to: Point, month: number | null): AttractionRecord[][] {
    const ranked = this.ranked(from, stops, to, month, () => false, ORDERS_TIMED);
    if (ranked.length === 0) return [];
    const exposed = stops.filter((a) => this.isExposed(a));
    if (exposed.length === 0 || exposed.length === stops.length) return ranked;
    const early = this.best(from, stops, to, month, (a) => this.isExposed(a));
    return early && !ranked.some((order) => order.every((a, i) => a === early[i])) ? [...ranked, early] : ranked;
  }

  /**
   * The order of a day's stops from `from` to `to` with the least time on the road: whale watching (the boats leave at
   * dawn) or a sunrise sight first, a sunset sight last. Null when the stops cannot be so ordered (two of them want
   * the dawn).
   */
  best(
    from: Point,
    stops: readonly AttractionRecord[],
    to: Point,
    month: number | null,
    early: (a: AttractionRecord) => boolean = () => false,
  ): AttractionRecord[] | null {
    return this.ranked(from, stops, to, month, early, 1)[0] ?? null;
  }

  /** Up to `count` orders of the stops, the least time on the road first (every order tried up to EXACT_ORDER_MAX). */
  private ranked(
    from: Point,
    stops: readonly AttractionRecord[],
    to: Point,
    month: number | null,
    early: (a: AttractionRecord) => boolean,
    count: number,
  ): AttractionRecord[][] {
    const dawn = stops.filter((a) => this.isWhaleWatching(a, month) || this.sunOf(a)?.event === 'sunrise');
    if (dawn.length > 1) return [];
    const first = [...dawn, ...stops.filter((a) => !dawn.includes(a) && this.sunOf(a) === null && early(a))];
    const last = stops.filter((a) => this.sunOf(a)?.event === 'sunset' && !first.includes(a));
    if (last.length > 1) return [];
    const middle = stops.filter((a) => !first.includes(a) && !last.includes(a));
    const head = first.length > 0 ? attractionPoint(first.at(-1)!) : from;
    const tail = last[0] ? attractionPoint(last[0]) : to;
    const whole = (order: readonly AttractionRecord[]) => [...first, ...order, ...last];
    if (middle.length > EXACT_ORDER_MAX) return [whole(this.loop(head, middle))];
    if (middle.length <= 1) return [whole(middle)];
    const timed = permutations(middle).map((order) => ({ order, minutes: this.pathMinutes(head, order, tail) }));
    // Stable: of two orders as quick, the one found first (the stops' own order) wins.
    timed.sort((x, y) => x.minutes - y.minutes);
    return timed
      .slice(0, count)
      .filter((t) => t.minutes < Infinity)
      .map((t) => whole(t.order));
  }

  /** The driving time from a point through the stops to another, in minutes (by car). */
  pathMinutes(from: Point, stops: readonly AttractionRecord[], to: Point): number {
    return this.path(from, stops, to, 'minutes');
  }

  /**
   * A day out that keeps to one line from its base: never from a sight on one side back through the base to a sight
   * on the other (both DAY_OUT_AWAY minutes or more away), and its loop at most a fifth longer than there and back to
   * its farthest stop, and half an hour more (two sights in town on either side of the hotel).
   */
  keepsItsLine(base: Point, order: readonly AttractionRecord[]): boolean {
    if (order.length < 2) return true;
    const minutes = (a: Point, b: Point) => this.world.travel.drive(a, b)?.minutes ?? Infinity;
    const points = order.map(attractionPoint);
    const away = points.map((p) => minutes(base, p));
    for (let i = 1; i < points.length; i++) {
      if (away[i - 1]! < DAY_OUT_AWAY || away[i]! < DAY_OUT_AWAY) continue;
      if (
        minutes(points[i - 1]!, base) + minutes(base, points[i]!) <=
        THROUGH_THE_BASE * minutes(points[i - 1]!, points[i]!)
      )
        return false;
    }
    const farthest = Math.max(...points.map((p, i) => away[i]! + minutes(p, base)));
    return this.pathMinutes(base, order, base) <= DAY_OUT_LINE * farthest + DAY_OUT_LINE_SLACK;
  }

  /** The road distance from a point through the stops to another. */
  pathKm(from: Point, stops: readonly AttractionRecord[], to: Point): number {
    return this.path(from, stops, to, 'km');
  }

  private path(from: Point, stops: readonly AttractionRecord[], to: Point, measure: 'km' | 'minutes'): number {
    let total = 0;
    let here = from;
    for (const a of stops) {
      const p = attractionPoint(a);
      total += this.world.travel.drive(here, p)?.[measure] ?? Infinity;
      here = p;
    }
    return total + (this.world.travel.drive(here, to)?.[measure] ?? Infinity);
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
        if (haversineKm(lat, lng, left[i]!.lat, left[i]!.lng) < haversineKm(lat, lng, left[best]!.lat, left[best]!.lng))
          best = i;
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
