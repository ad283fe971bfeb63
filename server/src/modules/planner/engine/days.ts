import type { AttractionRecord, LngLat, PlaceRecord } from '../../geo/geo.module.js';
import { haversineKm } from '../../geo/geo.module.js';
import { TravelMode } from '../plan.types.js';
import {
  attractionScore,
  DAY_OUT_MAX_MINUTES,
  DAY_OUT_SLACK,
  LUNCH_AT,
  LUNCH_MINUTES,
  suits,
  SUNRISE_APPROACH_MAX,
  WORTH_VISITING,
  type PlanContext,
} from './context.js';
import { SLOWER, STATION_MINUTES } from './travel.js';
import type { Activity, LegNote, StopNote } from './facts.js';
import type { Stay } from './stays.js';
import type { Point } from './travel.js';
import { StopOrder } from './stop-order.js';
import { sunTimes, UNDATED_SUN_DATE } from './sun.js';
import { COOL, isCool, SAFARI_MINUTES } from './hours.js';
import { activityInterests, attractionPoint, DAY_OUT_KM, placePoint, type Base, type PlannerWorld } from './world.js';
import type { InterestId } from '../planner.data.js';

/** Stations on the hill-country stretch of the Main Line, where the train is the journey. */
const SCENIC_STATIONS = new Set([
  'kandy',
  'peradeniya',
  'gampola',
  'nawalapitiya',
  'hatton',
  'talawakele',
  'nanu-oya',
  'pattipola',
  'ohiya',
  'idalgashinna',
  'haputale',
  'diyatalawa',
  'bandarawela',
  'ella',
  'demodara',
  'badulla',
]);
const MAX_STOPS = { explore: 4, transfer: 3 } as const;
const EN_ROUTE_KM = 15;
/** Sights in season tried for an interest no day serves yet, the best first. */
const INTEREST_CANDIDATES = 6;
/** Candidates a day out tries again after the first pass. */
const RETRIES = 6;
/** A day out by tuk-tuk stays close; by car, each sight is at most this far from the base. */
const TUKTUK_RADIUS_KM = 20;
/** Whale-watching boats leave at dawn. */
const DAWN = 6 * 60 + 30;
const BEACH_MINUTES = 180;
const WHALE_MINUTES = 240;
/** A sunset sight may be reached this much late and still catch the sunset. */
const SUNSET_GRACE = 15;
/** A journey's stops may make its road at most this much longer than the direct drive. */
export const MAX_DETOUR = 1.2;
/** The longest wait a day may have between a leg and a visit (for an opening, the afternoon's cool, a sunset), lunch aside. */
export const MAX_IDLE_MINUTES = 90;
/** A day with sights ends by 21:00; a journey between towns that cannot is named in a notice (LATE_ARRIVAL). */
export const DAY_ENDS_BY = 21 * 60;

/** The calendar date of a day of the trip, or null when the trip has no start date. */
export function dayDate(ctx: PlanContext, day: number): string | null {
  if (!ctx.request.startDate) return null;
  const d = new Date(`${ctx.request.startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day - 1);
  return d.toISOString().slice(0, 10);
}

export type Transport = 'private' | 'public';

export type StopDraft = {
  readonly attraction: AttractionRecord;
  start: number;
  readonly visitMinutes: number;
  readonly notes: readonly StopNote[];
  /** The day's travel, visits and activities by the end of this visit, in minutes (set by `time`). */
  activeAtEnd: number;
};

export type LegDraft = {
  readonly from: string;
  readonly to: string;
  readonly mode: TravelMode;
  depart: number;
  readonly km: number;
  readonly minutes: number;
  readonly via: readonly string[];
  readonly note: LegNote | null;
  /** Where the leg starts and ends, for measuring it again with the configured maps service. */
  readonly fromPoint: Point;
  readonly toPoint: Point;
  /** For a train leg: the road distance the driver covers to meet the traveller (private transport). */
  readonly roadKm: number;
  /** A journey between towns rather than a local trip. */
  readonly transfer: boolean;
  /** For a train leg: its line along the track. */
  readonly track?: readonly LngLat[];
};

export type ActivityDraft = Activity & { readonly minutes: number };

export type DayDraft = {
  readonly day: number;
  readonly from: PlaceRecord;
  readonly base: PlaceRecord;
  readonly baseRecord: Base | null;
  readonly kind: 'transfer' | 'explore';
  readonly stops: StopDraft[];
  readonly legs: LegDraft[];
  readonly activities: ActivityDraft[];
  startTime: number;
  endTime: number;
  activeMinutes: number;
  readonly limitMinutes: number;
  /** The night after this day is spent here (null on the last day). */
  readonly night: Base | null;
  /** A sight timed to the sun (sunrise first thing, sunset last) that this day's order or clock cannot keep. */
  offSun: boolean;
  /** A visit on a day its sight is closed, outside its hours, or a climb or a walk in the sun in the midday heat. */
  offHours: boolean;
  /** The longest wait between arriving and a visit, lunch aside, in minutes. */
  longestWait: number;
};

type Candidate = { readonly attraction: AttractionRecord; readonly score: number };

/** Builds each day: the journey or the day out, its stops in a sensible order, timed within the day's hours. */
export class DayPlanner {
  /** The must-sees of the bases of the plan being built (set at the start of each synchronous `plan`). */
  private focus: ReadonlySet<string> = new Set();

  private readonly order: StopOrder;

  constructor(private readonly world: PlannerWorld) {
    this.order = new StopOrder(world);
  }

  /** The must-sees of the bases the traveller stays at whose interests match (all of them when none were given). */
  mustSees(ctx: PlanContext, stays: readonly Stay[]): Set<string> {
    const ids = new Set<string>();
    for (const s of stays) {
      for (const m of s.base.mustSee ?? [])
        if (ctx.interests.length === 0 || m.interests.some((i) => ctx.interests.includes(i))) ids.add(m.attractionId);
    }
    // A place asked for that is closed at the time of the trip: what is open instead, when a day can reach it.
    for (const c of this.world.data.seasons.closures) {
      if (ctx.wanted.has(c.attractionId) && ctx.months.some((m) => c.closedMonths.includes(m)))
        for (const id of c.instead?.attractionIds ?? []) ids.add(id);
    }
    return ids;
  }

  plan(ctx: PlanContext, stays: readonly Stay[], transport: Transport): DayDraft[] {
    this.focus = this.mustSees(ctx, stays);
    const nightBases: Base[] = stays.flatMap((s) => Array.from({ length: s.nights }, () => s.base));
    const visited = new Set<string>();
    const days: DayDraft[] = [];
    for (let d = 1; d <= ctx.request.days; d++) {
      const from = d === 1 ? ctx.start : nightBases[d - 2]!.place;
      const night = d === ctx.request.days ? null : nightBases[d - 1]!;
      const to = night ? night.place : ctx.end;
      const months = ctx.monthOfDay[d - 1] ? [ctx.monthOfDay[d - 1]!] : [];
      const same = from.id === to.id || haversineKm(from.lat, from.lng, to.lat, to.lng) < 2;
      const base = night ?? this.world.baseNear(to.lat, to.lng, 15);
      const day = same
        ? this.exploreDay(ctx, d, to, base, night, visited, months, transport)
        : this.transferDay(ctx, d, from, to, base, night, visited, months, transport);
      days.push(day);
    }
    this.placeTheRest(ctx, days, visited, transport);
    this.serveInterests(ctx, days, visited, transport);
    this.addCookingClass(ctx, days);
    return days;
  }

  /** A cooking class for food lovers, on the first day out with the time for it. */
  addCookingClass(ctx: PlanContext, days: readonly DayDraft[]): void {
    if (!ctx.interests.includes('food')) return;
    const day = days.find(
      (d) => d.kind === 'explore' && d.activeMinutes + 150 <= d.limitMinutes && d.endTime + 150 <= DAY_ENDS_BY,
    );
    if (!day) return;
    day.activities.push({ kind: 'cooking', at: day.base.name, minutes: 150 });
    this.time(day, ctx);
  }

  /**
   * The places the traveller asked for and the must-sees of their bases that no day took yet: each goes to the day
   * that has room for it, the emptiest and nearest first, so no day stays empty while a place asked for is refused.
   */
  private placeTheRest(ctx: PlanContext, days: DayDraft[], visited: Set<string>, transport: Transport): void {
    const ids = [...new Set([...ctx.wanted, ...this.focus])].filter((id) => !visited.has(id)).sort();
    const requeued = new Set<string>();
    const keep = (x: AttractionRecord) => ctx.wanted.has(x.id) || this.focus.has(x.id);
    for (let next = 0; next < ids.length; next++) {
      const id = ids[next]!;
      const a = this.world.attractionById.get(id);
      if (!a) continue;
      const options = days.filter(
        (d) =>
          attractionScore(this.world, ctx, a, ctx.monthOfDay[d.day - 1] ? [ctx.monthOfDay[d.day - 1]!] : ctx.months) >
          -Infinity,
      );
      // A place the traveller asked for, failing all else, in place of the must-sees too (they are placed again below).
      const dropped = this.placeOn(ctx, options, a, keep, ctx.wanted.has(id) ? 3 : 2, transport);
      if (!dropped) continue;
      for (const x of dropped) {
        visited.delete(x);
        if (keep(this.world.attractionById.get(x)!) && !requeued.has(x)) {
          requeued.add(x);
          ids.push(x);
        }
      }
      visited.add(id);
    }
  }

  /**
   * Puts a sight on one of the days, the emptiest and nearest first: with what the day has; failing that (`rounds` 2),
   * in place of the day's sights `keep` does not hold; failing that (3), in place of all but the places asked for.
   * Answers the sights it displaced, or null when no day takes it.
   */
  private placeOn(
    ctx: PlanContext,
    days: readonly DayDraft[],
    a: AttractionRecord,
    keep: (x: AttractionRecord) => boolean,
    rounds: number,
    transport: Transport,
  ): string[] | null {
    const options = days
      .map((d) => ({ d, km: haversineKm(d.base.lat, d.base.lng, a.lat, a.lng) }))
      .sort((x, y) => x.d.stops.length - y.d.stops.length || x.km - y.km || x.d.day - y.d.day);
    const tries = (d: DayDraft) => [
      d.stops.map((s) => s.attraction),
      d.stops.map((s) => s.attraction).filter(keep),
      d.stops.map((s) => s.attraction).filter((x) => ctx.wanted.has(x.id)),
    ];
    for (let round = 0; round < rounds; round++) {
      for (const { d } of options) {
        const main =
          d.legs.length > d.stops.length + 1 ||
          (d.stops.length === 0 &&
            d.legs[0]?.transfer &&
            d.legs[0].mode !== TravelMode.CAR &&
            d.legs[0].mode !== TravelMode.TUKTUK)
            ? d.legs[0]
            : undefined;
        if (main && this.order.sunOf(a)?.event === 'sunrise') continue;
        const others = tries(d)[round]!;
        if (round > 0 && others.length === tries(d)[round - 1]!.length) continue;
        const start = main ? d.base : d.from;
        const dropped = d.stops.map((s) => s.attraction.id).filter((x) => !others.some((o) => o.id === x));
        const fitted = this.order
          .orders(placePoint(start), [...others, a], placePoint(d.base), ctx.monthOfDay[d.day - 1] ?? null)
          .some((order) => {
            if (d.kind === 'transfer' && !main && !order.some((x) => ctx.wanted.has(x.id))) {
              const direct = this.world.travel.drive(placePoint(d.from), placePoint(d.base))?.km ?? Infinity;
              if (this.order.pathKm(placePoint(d.from), order, placePoint(d.base)) > MAX_DETOUR * direct) return false;
            }
            return this.fill(ctx, d, d.from, order, d.base, new Set(), transport, d.kind === 'transfer', main);
          });
        if (fitted) return dropped;
      }
    }
    return null;
  }

  /**
   * Whether the quickest of these orders could fit a day of `limit` minutes at all: its drive by car and the visits'
   * usual lengths, the least any order takes. Saves timing every order of stops that are too many for the day.
   */
  private mayFit(from: Point, orders: readonly (readonly AttractionRecord[])[], to: Point, limit: number): boolean {
    const quickest = orders[0];
    if (!quickest) return false;
    return (
      this.order.pathMinutes(from, quickest, to) +
        quickest.reduce((sum, a) => sum + this.world.hours.visitMinutes(a), 0) <=
      limit
    );
  }

  /** Whether a stop of the days serves an interest with a sight in season on the day it is visited. */
  serves(ctx: PlanContext, days: readonly DayDraft[], interest: InterestId, except?: AttractionRecord): boolean {
    return days.some((d) =>
      d.stops.some(
        (s) =>
          s.attraction !== except &&
          this.world.interestsOf(s.attraction).includes(interest) &&
          this.world.inSeason(s.attraction, ctx.monthOfDay[d.day - 1] ?? null),
      ),
    );
  }

  /**
   * Issue 28: every interest the traveller chose gets at least one sight that serves it in season (a February trip
   * for wildlife: a safari or a whale-watching boat). An interest no day serves yet gets the best such sight a day
   * can reach from where it sleeps (a day out by road, or by tuk-tuk without a car, a safari's jeep from the hotel),
   * with the day's sights or in place of one nobody asked for that no other interest needs. What stays unserved is
   * said in the plan (INTEREST_UNSERVED).
   */
  private serveInterests(ctx: PlanContext, days: DayDraft[], visited: Set<string>, transport: Transport): void {
    for (const interest of ctx.interests) {
      if (activityInterests.has(interest) || this.serves(ctx, days, interest)) continue;
      const reach = (d: DayDraft, a: AttractionRecord) => {
        if (!this.world.inSeason(a, ctx.monthOfDay[d.day - 1] ?? null)) return false;
        const near = Math.min(
          haversineKm(d.base.lat, d.base.lng, a.lat, a.lng),
          haversineKm(d.from.lat, d.from.lng, a.lat, a.lng),
        );
        if (transport === 'public' && !this.world.data.parks.jeepSafari.has(a.id)) return near <= TUKTUK_RADIUS_KM;
        return (
          near <= DAY_OUT_KM &&
          (this.world.travel.drive(placePoint(d.base), attractionPoint(a))?.minutes ?? Infinity) <= DAY_OUT_MAX_MINUTES
        );
      };
      const candidates = this.world.geo.attractions
        .filter(
          (a) => !visited.has(a.id) && this.world.interestsOf(a).includes(interest) && days.some((d) => reach(d, a)),
        )
        .map((a) => ({ a, score: attractionScore(this.world, ctx, a) }))
        .filter((c) => c.score > -Infinity)
        .sort((x, y) => y.score - x.score || x.a.id.localeCompare(y.a.id))
        .slice(0, INTEREST_CANDIDATES);
      // A sight is kept when asked for, a must-see, or the one sight in season for another of the traveller's interests.
      const keep = (x: AttractionRecord) =>
        ctx.wanted.has(x.id) ||
        this.focus.has(x.id) ||
        ctx.interests.some(
          (i) => i !== interest && this.world.interestsOf(x).includes(i) && !this.serves(ctx, days, i, x),
        );
      for (const { a } of candidates) {
        const dropped = this.placeOn(
          ctx,
          days.filter((d) => reach(d, a)),
          a,
          keep,
          2,
          transport,
        );
        if (!dropped) continue;
        for (const x of dropped) visited.delete(x);
        visited.add(a.id);
        break;
      }
    }
  }

  newDay(
    ctx: PlanContext,
    d: number,
    from: PlaceRecord,
    base: PlaceRecord,
    baseRecord: Base | null,
    night: Base | null,
    kind: DayDraft['kind'],
  ): DayDraft {
    return {
      day: d,
      from,
      base,
      baseRecord,
      kind,
      stops: [],
      legs: [],
      activities: [],
      startTime: ctx.pace.dayStart,
      endTime: ctx.pace.dayStart,
      activeMinutes: 0,
      limitMinutes: ctx.pace.limitMinutes,
      night,
      offSun: false,
      offHours: false,
      longestWait: 0,
    };
  }

  private candidates(
    ctx: PlanContext,
    pool: readonly AttractionRecord[],
    visited: ReadonlySet<string>,
    months: readonly number[],
  ): Candidate[] {
    return pool
      .filter((a) => !visited.has(a.id) && suits(this.world, ctx, a))
      .map((attraction) => ({
        attraction,
        score:
          attractionScore(this.world, ctx, attraction, months.length ? months : ctx.months) +
          (this.focus.has(attraction.id) && !ctx.wanted.has(attraction.id) ? 4 : 0),
      }))
      .filter((c) => c.score >= WORTH_VISITING || (ctx.wanted.has(c.attraction.id) && c.score > -Infinity))
      .sort((x, y) => y.score - x.score || x.attraction.id.localeCompare(y.attraction.id));
  }

  /** A day out from where the traveller sleeps: the best things within reach, in a loop back, as many as fit. */
  private exploreDay(
    ctx: PlanContext,
    d: number,
    at: PlaceRecord,
    baseRecord: Base | null,
    night: Base | null,
    visited: Set<string>,
    months: readonly number[],
    transport: Transport,
  ): DayDraft {
    const day = this.newDay(ctx, d, at, at, baseRecord, night, 'explore');
    const around =
      baseRecord?.nearby ??
      this.world.geo.attractions.filter((a) => haversineKm(at.lat, at.lng, a.lat, a.lng) <= DAY_OUT_KM);
    const here = placePoint(at);
    // Without a car, sights a tuk-tuk ride away; and the national parks, whose safari jeeps collect from the hotel.
    const pool = around.filter((a) =>
      transport === 'public' && !this.world.data.parks.jeepSafari.has(a.id)
        ? haversineKm(at.lat, at.lng, a.lat, a.lng) <= TUKTUK_RADIUS_KM
        : (this.world.travel.drive(here, attractionPoint(a))?.minutes ?? Infinity) <= DAY_OUT_MAX_MINUTES,
    );
    let candidates = this.candidates(ctx, pool, visited, months);
    // A beach base with beach lovers, families or those who came to relax: beach time comes first.
    const beachy =
      baseRecord?.themes.includes('beaches') &&
      ctx.interests.some((i) => i === 'beaches' || i === 'relaxation' || i === 'family' || i === 'surfing');
    if (beachy) {
      const beach = candidates.find((c) => c.attraction.category === 'beach') ?? null;
      if (beach)
        candidates = [{ attraction: beach.attraction, score: Infinity }, ...candidates.filter((c) => c !== beach)];
    }
    const maxStops = ctx.pace.limitMinutes < 600 ? MAX_STOPS.explore - 1 : MAX_STOPS.explore;
    const pick = (ranked: readonly Candidate[]) => this.pickDayOut(ctx, day, ranked, visited, transport, maxStops);
    let chosen = pick(candidates);
    // A sight in the open that only the morning's cool can hold, crowded out by lesser sights that fit any time of
    // day: the day is built around it instead (a must-see of the base it displaces is placed on another day).
    const anchor = candidates.find(
      (c) =>
        !chosen.includes(c.attraction) &&
        this.world.hours.needsMorning(c.attraction) &&
        chosen.some(
          (x) =>
            !ctx.wanted.has(x.id) && attractionScore(this.world, ctx, x, months.length ? months : ctx.months) < c.score,
        ),
    );
    if (anchor) {
      const around = pick([anchor, ...candidates.filter((c) => c !== anchor)]);
      if (around.includes(anchor.attraction) && chosen.every((x) => !ctx.wanted.has(x.id) || around.includes(x)))
        chosen = around;
    }
    this.fill(ctx, day, at, chosen, at, visited, transport, false);
    for (const s of day.stops) visited.add(s.attraction.id);
    return day;
  }

  /**
   * The sights of a day out, greedily in the order given, each kept when the day still fits with an hour to spare;
   * what did not fit the day as it was is tried once more with the rest (an afternoon climb after a museum).
   */
  private pickDayOut(
    ctx: PlanContext,
    day: DayDraft,
    ranked: readonly Candidate[],
    visited: ReadonlySet<string>,
    transport: Transport,
    maxStops: number,
  ): AttractionRecord[] {
    const month = ctx.monthOfDay[day.day - 1] ?? null;
    const here = placePoint(day.base);
    const limit = day.limitMinutes - DAY_OUT_SLACK;
    let chosen: AttractionRecord[] = [];
    const skipped: Candidate[] = [];
    for (const pass of [ranked, skipped]) {
      for (const c of pass === skipped ? skipped.splice(0, RETRIES) : pass) {
        if (chosen.length >= maxStops) break;
        // One beach a day, and one boat trip.
        if (c.attraction.category === 'beach' && chosen.some((a) => a.category === 'beach')) continue;
        if (this.order.isWhaleWatching(c.attraction, month) && chosen.some((a) => this.order.isWhaleWatching(a, month)))
          continue;
        const orders = this.order.orders(here, [...chosen, c.attraction], here, month);
        // No sight off to the other side of the base, unless asked for or a must-see: the day keeps to one line.
        if (
          orders[0] &&
          !ctx.wanted.has(c.attraction.id) &&
          !this.focus.has(c.attraction.id) &&
          !this.order.keepsItsLine(here, orders[0])
        )
          continue;
        const trial = this.mayFit(here, orders, here, limit)
          ? orders.find((order) =>
              this.fill(ctx, day, day.base, order, day.base, visited, transport, false, undefined, limit),
            )
          : undefined;
        if (trial) chosen = trial;
        else if (pass === ranked) skipped.push(c);
      }
    }
    return chosen;
  }

  /**
   * A journey between towns. By car, the best stops along the road on the way. By train (where it is the better way)
   * or bus, the journey first, then a sight or two near where the traveller arrives, if time is left.
   */
  private transferDay(
    ctx: PlanContext,
    d: number,
    from: PlaceRecord,
    to: PlaceRecord,
    baseRecord: Base | null,
    night: Base | null,
    visited: Set<string>,
    months: readonly number[],
    transport: Transport,
  ): DayDraft {
    const day = this.newDay(ctx, d, from, to, baseRecord, night, 'transfer');
    const month = ctx.monthOfDay[d - 1] ?? null;
    const main = this.trainLeg(ctx, from, to, transport) ?? (transport === 'public' ? this.busLeg(from, to) : null);
    if (main) {
      this.fill(ctx, day, from, [], to, visited, transport, true, main);
      const nearby = (baseRecord?.nearby ?? []).filter(
        (a) =>
          haversineKm(to.lat, to.lng, a.lat, a.lng) <= TUKTUK_RADIUS_KM &&
          !this.order.isWhaleWatching(a, month) &&
          this.order.sunOf(a)?.event !== 'sunrise',
      );
      let extra: AttractionRecord[] = [];
      for (const c of this.candidates(ctx, nearby, visited, months).slice(0, 4)) {
        if (extra.length >= 2) break;
        if (c.attraction.category === 'beach' && extra.some((a) => a.category === 'beach')) continue;
        const trial = this.order
          .orders(placePoint(to), [...extra, c.attraction], placePoint(to), month)
          .find((order) => this.fill(ctx, day, from, order, to, visited, transport, true, main));
        if (trial) extra = trial;
      }
      this.fill(ctx, day, from, extra, to, visited, transport, true, main);
    } else {
      const line = this.world.travel.line(placePoint(from), placePoint(to));
      const along = this.world.engine
        .attractionsAlongRouteNow(line, EN_ROUTE_KM, 120)
        .map((a) => this.world.attractionById.get(a.id)!)
        .filter((a) => !this.order.isWhaleWatching(a, month));
      let chosen: AttractionRecord[] = [];
      // The stops are on the way: the day's road at most a fifth longer than the direct drive (places asked for aside).
      const direct = this.world.travel.drive(placePoint(from), placePoint(to))?.km ?? Infinity;
      for (const c of this.candidates(ctx, along, visited, months)) {
        if (chosen.length >= MAX_STOPS.transfer) break;
        if (c.attraction.category === 'beach' && chosen.some((a) => a.category === 'beach')) continue;
        const orders = this.order.orders(placePoint(from), [...chosen, c.attraction], placePoint(to), month);
        const trial = (this.mayFit(placePoint(from), orders, placePoint(to), day.limitMinutes) ? orders : []).find(
          (order) =>
            (order.some((a) => ctx.wanted.has(a.id)) ||
              this.order.pathKm(placePoint(from), order, placePoint(to)) <= MAX_DETOUR * direct) &&
            this.fill(ctx, day, from, order, to, visited, transport, true),
        );
        if (trial) chosen = trial;
      }
      this.fill(ctx, day, from, chosen, to, visited, transport, true);
    }
    for (const s of day.stops) visited.add(s.attraction.id);
    return day;
  }

  /** The intercity bus (or the expressway coach) between two towns, at bus speed. */
  busLeg(from: PlaceRecord, to: PlaceRecord): LegDraft | null {
    const drive = this.world.travel.drive(placePoint(from), placePoint(to));
    if (!drive) return null;
    return {
      from: from.name,
      to: to.name,
      mode: TravelMode.BUS,
      depart: 0,
      km: drive.km,
      minutes: Math.round(drive.minutes * SLOWER.BUS),
      via: drive.roads,
      note: { code: 'BUS' },
      fromPoint: placePoint(from),
      toPoint: placePoint(to),
      roadKm: 0,
      transfer: true,
    };
  }

  /** The train between two towns when both have a station and it is the better way: scenic, about as fast, or wanted. */
  trainLeg(ctx: PlanContext, from: PlaceRecord, to: PlaceRecord, transport: Transport): LegDraft | null {
    const a = this.world.stationOf(from);
    const b = this.world.stationOf(to);
    if (!a || !b) return null;
    const rail = this.world.travel.train(a, b);
    const road = this.world.travel.drive(placePoint(from), placePoint(to));
    if (!rail || !road) return null;
    const total = rail.minutes + STATION_MINUTES;
    const roadMinutes = transport === 'public' ? road.minutes * SLOWER.BUS : road.minutes;
    const scenic =
      SCENIC_STATIONS.has(a) &&
      SCENIC_STATIONS.has(b) &&
      !(['kandy', 'peradeniya'].includes(a) && ['kandy', 'peradeniya'].includes(b));
    const better =
      (scenic && total <= roadMinutes * 2) ||
      total <= roadMinutes * 1.1 ||
      (ctx.interests.includes('trains') && total <= roadMinutes * 1.7) ||
      (transport === 'public' && (total <= roadMinutes * 1.4 || roadMinutes > ctx.pace.limitMinutes));
    if (!better || total > ctx.pace.limitMinutes) return null;
    return {
      from: from.name,
      to: to.name,
      mode: TravelMode.TRAIN,
      depart: 0,
      km: rail.km,
      minutes: total,
      via: [...rail.lines],
      note: { code: 'TRAIN', scenic, driverMeetsIn: transport === 'private' ? to.name : null },
      fromPoint: placePoint(from),
      toPoint: placePoint(to),
      roadKm: transport === 'private' ? road.km : 0,
      transfer: true,
      track: rail.geometry,
    };
  }

  /**
   * Lays out a day from `from` through the stops to `to` (after the train, when there is one) and times it. Answers
   * false, leaving the day as it was, when it would not fit the day's hours or driving limit (unless `force`: the
   * traveller's own layout stays as they made it), or when a stop has no road to it.
   */
  fill(
    ctx: PlanContext,
    day: DayDraft,
    from: PlaceRecord,
    stops: readonly AttractionRecord[],
    to: PlaceRecord,
    visited: ReadonlySet<string>,
    transport: Transport,
    transfer: boolean,
    main?: LegDraft,
    limit = day.limitMinutes,
    force = false,
  ): boolean {
    const legs: LegDraft[] = [];
    const drafts: StopDraft[] = [];
    const activities: ActivityDraft[] = [];
    let here: { point: Point; name: string } = main
      ? { point: placePoint(to), name: to.name }
      : { point: placePoint(from), name: from.name };
    if (main) legs.push(main);
    const road = (
      a: { point: Point; name: string },
      b: { point: Point; name: string },
      isTransfer: boolean,
    ): LegDraft | null => {
      const drive = this.world.travel.drive(a.point, b.point);
      if (!drive) return null;
      const mode = transport === 'private' ? TravelMode.CAR : isTransfer ? TravelMode.BUS : TravelMode.TUKTUK;
      const factor = mode === TravelMode.CAR ? 1 : SLOWER[mode];
      return {
        from: a.name,
        to: b.name,
        mode,
        depart: 0,
        km: drive.km,
        minutes: Math.round(drive.minutes * factor),
        via: drive.roads,
        note: null,
        fromPoint: a.point,
        toPoint: b.point,
        roadKm: 0,
        transfer: isTransfer,
      };
    };
    for (const a of stops) {
      if (visited.has(a.id)) return false;
      const next = { point: attractionPoint(a), name: a.name };
      const leg = road(here, next, transfer && !main);
      if (!leg) return false;
      legs.push(leg);
      const stop = this.stopFor(ctx, a, day.day, activities);
      drafts.push(stop);
      here = next;
    }
    if (stops.length > 0 || !main) {
      const last = road(here, { point: placePoint(to), name: to.name }, transfer && !main);
      if (!last) return false;
      if (last.km > 0 || stops.length > 0 || (!main && from.id !== to.id)) legs.push(last);
    }
    const previous = { stops: [...day.stops], legs: [...day.legs], activities: [...day.activities] };
    day.stops.splice(0, day.stops.length, ...drafts);
    day.legs.splice(0, day.legs.length, ...legs);
    day.activities.splice(0, day.activities.length, ...activities);
    this.time(day, ctx);
    const driving = day.legs.filter((l) => l.mode !== TravelMode.TRAIN).reduce((s, l) => s + l.minutes, 0);
    const fits =
      stops.length === 0 ||
      (day.activeMinutes <= limit &&
        driving <= ctx.pace.maxDriveMinutes &&
        !day.offSun &&
        !day.offHours &&
        day.longestWait <= MAX_IDLE_MINUTES &&
        day.endTime <= DAY_ENDS_BY);
    if (!fits && stops.length > 0 && !force) {
      day.stops.splice(0, day.stops.length, ...previous.stops);
      day.legs.splice(0, day.legs.length, ...previous.legs);
      day.activities.splice(0, day.activities.length, ...previous.activities);
      this.time(day, ctx);
      return false;
    }
    return true;
  }

  /** A visit: how long, and the paid activity it comes with (a safari, a boat, a lesson, a factory tour). */
  private stopFor(ctx: PlanContext, a: AttractionRecord, dayNumber: number, activities: ActivityDraft[]): StopDraft {
    const month = ctx.monthOfDay[dayNumber - 1] ?? null;
    let minutes = Math.round(a.visitHours * 60);
    const notes: StopNote[] = [];
    const sun = this.order.sunOf(a);
    if (sun) {
      const date = dayDate(ctx, dayNumber);
      const times = sunTimes(a.lat, a.lng, date ?? UNDATED_SUN_DATE);
      notes.push({
        code: sun.event === 'sunrise' ? 'SUNRISE' : 'SUNSET',
        at: times[sun.event],
        dated: date !== null,
        note: sun.note,
      });
    }
    const seasonal = this.world.data.seasons.seasonal.filter(
      (s) => s.attractionIds.includes(a.id) && (month === null || s.months.includes(month)),
    );
    if (this.world.data.parks.jeepSafari.has(a.id)) {
      minutes = Math.max(minutes, SAFARI_MINUTES);
      activities.push({ kind: 'safari', at: a.name, minutes: 0 });
      notes.push({ code: 'SAFARI' });
    } else if (this.order.isWhaleWatching(a, month)) {
      minutes = Math.max(minutes, WHALE_MINUTES);
      activities.push({ kind: 'whales', at: a.name, minutes: 0 });
      notes.push({ code: 'WHALES' });
    } else if (a.category === 'beach') {
      minutes = Math.max(
        minutes,
        ctx.interests.some((i) => i === 'beaches' || i === 'relaxation' || i === 'family') ? BEACH_MINUTES : minutes,
      );
      const surfBase = this.world.baseNear(a.lat, a.lng, 12)?.themes.includes('surfing');
      if (ctx.interests.includes('surfing') && surfBase) {
        activities.push({ kind: 'surf', at: a.name, minutes: 0 });
        notes.push({ code: 'SURF_LESSON' });
      } else notes.push({ code: 'BEACH' });
    } else if (a.category === 'tea-estate') {
      activities.push({ kind: 'tea', at: a.name, minutes: 0 });
      notes.push({ code: 'TEA_FACTORY' });
    }
    // Seasonal events particular to this place (a festival, a gathering); island-wide seasons are in the tips.
    for (const s of seasonal)
      if (s.attractionIds.length <= 3) notes.push({ code: 'SEASONAL', id: s.id, what: s.what, note: s.note });
    if (month !== null) {
      for (const s of this.world.data.seasons.seasonal) {
        if (
          s.kind === 'season' &&
          s.attractionIds.length <= 3 &&
          s.attractionIds.includes(a.id) &&
          !s.months.includes(month)
        )
          notes.push({ code: 'OUT_OF_SEASON', what: s.what, months: s.months, note: s.note });
      }
    }
    if (ctx.wanted.has(a.id)) notes.unshift({ code: 'ON_YOUR_LIST' });
    if (notes.length === 0 || (notes.length === 1 && sun))
      notes.push({ code: 'ABOUT', category: a.category, town: a.nearestTown });
    return { attraction: a, start: 0, visitMinutes: minutes, notes, activeAtEnd: 0 };
  }

  /**
   * Sets every departure and arrival: legs and visits in order from the day's start, lunch at about half past twelve,
   * each visit in its sight's hours (a climb or a walk in the sun in the cool hours). A long wait (for a sunset, an
   * opening, the afternoon's cool) is better spent at leisure in the morning: the day then starts later, if its visits
   * still keep their hours.
   */
  time(day: DayDraft, ctx: PlanContext): void {
    this.timeFrom(day, ctx, null);
    if (day.longestWait <= MAX_IDLE_MINUTES || day.stops.length === 0) return;
    const before = { wait: day.longestWait, offHours: day.offHours, offSun: day.offSun };
    this.timeFrom(day, ctx, day.startTime + day.longestWait);
    const better =
      day.longestWait < before.wait && (!day.offHours || before.offHours) && (!day.offSun || before.offSun);
    if (!better) this.timeFrom(day, ctx, null);
  }

  private timeFrom(day: DayDraft, ctx: PlanContext, startAt: number | null): void {
    const date = dayDate(ctx, day.day);
    const dawn =
      day.stops[0] && this.order.isWhaleWatching(day.stops[0].attraction, ctx.monthOfDay[day.day - 1] ?? null);
    const sunAt = (stop: StopDraft) => {
      const sun = this.order.sunOf(stop.attraction);
      if (!sun) return null;
      const times = sunTimes(stop.attraction.lat, stop.attraction.lng, date ?? UNDATED_SUN_DATE);
      return { event: sun.event, start: times[sun.event] - sun.leadMinutes };
    };
    day.offSun = false;
    day.offHours = false;
    day.longestWait = 0;
    // The journey of a train or bus day comes before its local trips.
    const mainFirst = day.legs.length > day.stops.length + 1;
    let dayStart = startAt ?? (dawn ? DAWN : ctx.pace.dayStart);
    const first = day.stops[0];
    const firstSun = first ? sunAt(first) : null;
    // A sunrise sight first: the day starts early enough to be there for it (after the first leg to it).
    if (firstSun?.event === 'sunrise' && day.legs.length === day.stops.length + 1) {
      const approach = day.legs[0]?.minutes ?? 0;
      if (startAt === null) dayStart = Math.min(dayStart, firstSun.start - approach);
      // A sunrise is for where the traveller slept, not after a long drive in the dark.
      if (approach > SUNRISE_APPROACH_MAX) day.offSun = true;
    } else if (
      startAt === null &&
      first &&
      !mainFirst &&
      !dawn &&
      !firstSun &&
      this.order.isExposed(first.attraction)
    ) {
      // A climb or a walk in the sun first thing: the day starts early enough to be there in the cool of the morning.
      const hours = this.world.hours;
      const h = hours.of(first.attraction);
      const approach = day.legs[0]?.minutes ?? 0;
      const arrive = Math.max(dayStart + approach, h.open);
      // As late as keeps it cool: by 09:00 and over by 12:30, or a long one from first light.
      const latest = hours.latestMorningStart(first.attraction, first.visitMinutes);
      if (!isCool(h.exposure, arrive, arrive + first.visitMinutes))
        dayStart = Math.min(
          dayStart,
          Math.max(hours.earliestStart(first.attraction), Math.max(h.open, latest) - approach),
        );
    }
    let clock = dayStart;
    let lunched = false;
    let active = 0;
    const lunch = () => {
      if (!lunched && clock >= LUNCH_AT) {
        clock += LUNCH_MINUTES;
        lunched = true;
      }
    };
    // Waiting until `at`: lunch is taken in the wait when it falls in it; the rest is idle.
    const waitUntil = (at: number) => {
      if (at <= clock) return;
      let idle = at - clock;
      if (!lunched && at >= LUNCH_AT + LUNCH_MINUTES && clock <= LUNCH_AT) {
        lunched = true;
        idle -= LUNCH_MINUTES;
      }
      day.longestWait = Math.max(day.longestWait, idle);
      clock = at;
    };
    // Legs and stops alternate (leg i arrives at stop i, the last leg at the base) after the day's main journey.
    let legIndex = 0;
    if (mainFirst) {
      const leg = day.legs[0]!;
      leg.depart = clock;
      clock += leg.minutes;
      active += leg.minutes;
      legIndex = 1;
      lunch();
    }
    for (const stop of day.stops) {
      const leg = day.legs[legIndex++];
      if (leg) {
        lunch();
        leg.depart = clock;
        clock += leg.minutes;
        active += leg.minutes;
      }
      const sun = sunAt(stop);
      if (sun?.event === 'sunset') {
        // Wait for the light; too late is a missed sunset.
        if (clock > sun.start + SUNSET_GRACE) day.offSun = true;
        waitUntil(sun.start);
      } else if (sun?.event === 'sunrise') {
        if (clock !== sun.start) day.offSun = true;
      } else {
        const a = stop.attraction;
        const h = this.world.hours.of(a);
        let at = Math.max(clock, h.open);
        if (!isCool(h.exposure, at, at + stop.visitMinutes) && h.exposure) {
          const later = Math.max(at, COOL.afternoonFrom[h.exposure]);
          if (later + stop.visitMinutes <= h.close) at = later;
        }
        if (
          !this.world.hours.openOn(a, date) ||
          at > h.lastEntry ||
          at + stop.visitMinutes > h.close ||
          !isCool(h.exposure, at, at + stop.visitMinutes)
        )
          day.offHours = true;
        waitUntil(at);
      }
      stop.start = clock;
      clock += stop.visitMinutes;
      active += stop.visitMinutes;
      stop.activeAtEnd = active;
    }
    for (; legIndex < day.legs.length; legIndex++) {
      const leg = day.legs[legIndex]!;
      lunch();
      leg.depart = clock;
      clock += leg.minutes;
      active += leg.minutes;
    }
    for (const activity of day.activities) {
      clock += activity.minutes;
      active += activity.minutes;
    }
    day.startTime = dayStart;
    day.endTime = clock;
    day.activeMinutes = active;
  }
}
