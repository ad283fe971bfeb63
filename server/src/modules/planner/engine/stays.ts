import type { AttractionRecord, PlaceRecord } from '../../geo/geo.module.js';
import { fastestOrder } from '../../geo/geo.module.js';
import { haversineKm } from '../../geo/geo.module.js';
import type { InterestId } from '../planner.data.js';
import { PlannerError } from '../planner.errors.js';
import {
  attractionScore,
  beachWeatherScore,
  DAY_OUT_MAX_MINUTES,
  DAY_OUT_SLACK,
  suits,
  SUNRISE_APPROACH_MAX,
  WORTH_VISITING,
  type PlanContext,
} from './context.js';
import type { PlanNotice } from './facts.js';
import { SLOWER, type Point } from './travel.js';
import { attractionPoint, placePoint, type Base, type PlannerWorld } from './world.js';
import { keepStopOrder } from './traveller-stops.js';

/**
 * Why a base is in the plan: a town the traveller named, a place they asked for, the night near the airport they
 * land at from abroad, the end of the trip, a break in a drive too long for a day, or what there is to do (interests).
 * Edited plans keep the traveller's layout (`kept`).
 */
export type StayRole = 'named' | 'request' | 'arrival' | 'end' | 'break' | 'interests' | 'kept';
export type Stay = { readonly base: Base; nights: number; readonly why: string; readonly role: StayRole };

/** Interests a base must cover for the trip to feel like what was asked, when no chosen base covers them yet. */
const PLACE_BOUND: readonly InterestId[] = ['beaches', 'surfing', 'wildlife', 'tea', 'history'];
const SEA_BOUND: readonly InterestId[] = ['beaches', 'surfing'];
/** Two bases closer than this are one area: stay in one of them. */
const SAME_AREA_KM = 25;
const END_BASE_KM = 15;
const MAX_NIGHTS_PER_BASE = 6;
/**
 * After a long-haul flight, a first drive longer than this is too much: the first night is spent near the airport
 * (Negombo for CMB). The flight's time is not asked, so the drive decides.
 */
const ARRIVAL_DRIVE_MINUTES = 150;
/** How a base may reach a place asked for, best first: a usual day out by tuk-tuk, then by car; a long one likewise. */
const REACH = [
  { long: false, slower: SLOWER.TUKTUK },
  { long: false, slower: 1 },
  { long: true, slower: SLOWER.TUKTUK },
  { long: true, slower: 1 },
] as const;

/**
 * Chooses where the traveller sleeps: the towns they named, the end of the trip when it is a base, then the bases
 * that serve their interests best for the least detour, in the fastest order, with long drives broken by a night on
 * the way; then shares the nights out by how much there is to do.
 */
export class StayPlanner {
  constructor(private readonly world: PlannerWorld) {}

  /**
   * `required`: places the traveller asked for that a plan without them could not reach, in the order they were asked
   * for. Each gets the base a day out from it that adds the least to the route (before any base chosen for interests),
   * while nights remain.
   */
  plan(ctx: PlanContext, notices: PlanNotice[], required: readonly AttractionRecord[] = []): Stay[] {
    const nights = ctx.request.days - 1;
    const startPoint = placePoint(ctx.start);
    const endPoint = placePoint(ctx.end);
    const direct = this.minutes(startPoint, endPoint);
    if (direct === Infinity) throw PlannerError.noRoute();
    if (nights === 0) {
      if (this.world.publicMinutes(ctx.start, ctx.end, direct) > ctx.pace.limitMinutes)
        throw PlannerError.tooFewDays(1, ctx.start.name, ctx.end.name, Math.round(direct / 60), 2);
      return [];
    }

    const value = new Map(this.world.bases.map((b) => [b.placeId, this.value(b, ctx)]));
    const endBase = this.world.baseNear(ctx.end.lat, ctx.end.lng, END_BASE_KM);
    // The chosen bases in travel order; the end base, when there is one, stays last.
    const chosen: Base[] = endBase ? [endBase] : [];
    const fixedLast = endBase !== null;
    const insert = (b: Base) => {
      const at = this.cheapestInsertion(startPoint, endPoint, chosen, b, fixedLast);
      chosen.splice(at.index, 0, b);
    };
    const tooClose = (b: Base) =>
      chosen.some((c) => c === b || haversineKm(c.place.lat, c.place.lng, b.place.lat, b.place.lng) < SAME_AREA_KM);

    for (const town of ctx.namedTowns) {
      const base = this.world.baseNear(town.lat, town.lng, 20);
      if (!base) continue;
      if (chosen.includes(base)) continue;
      if (
        haversineKm(base.place.lat, base.place.lng, ctx.start.lat, ctx.start.lng) < END_BASE_KM &&
        ctx.start.id !== ctx.end.id
      )
        continue;
      if (chosen.length >= nights) {
        notices.push({ code: 'NO_NIGHT_FOR_TOWN', town: base.name });
        continue;
      }
      insert(base);
    }

    // The places asked for that no base reaches yet, before any base for interests: the base a day out from each that
    // adds the least to the route, while the trip has the days to spare. A place costs a day to see it, and a day more
    // for each day of driving its base adds to the route.
    const forRequest = new Set<Base>();
    let spare = nights - chosen.length;
    for (const a of required) {
      // A place is asked for again when a plan by car or one by bus and tuk-tuk left it out: the base a day out from
      // it by tuk-tuk (the slower way, so both plans reach it) when there is one, failing that by car.
      if (chosen.length >= nights || chosen.some((c) => this.reaches(c, a, ctx, false, SLOWER.TUKTUK))) continue;
      // The bases a usual day out from it; failing any, those a long day out from it. A base next to one already
      // chosen may be another valley that only it reaches the place from (Hatton below Nuwara Eliya).
      const reach = REACH.find(({ long, slower }) =>
        this.world.bases.some((b) => !chosen.includes(b) && this.reaches(b, a, ctx, long, slower)),
      );
      if (!reach || (reach.slower === 1 && chosen.some((c) => this.reaches(c, a, ctx, reach.long)))) continue;
      let best: { base: Base; cost: number; days: number } | null = null;
      for (const b of this.world.bases) {
        if (chosen.includes(b) || !this.reaches(b, a, ctx, reach.long, reach.slower)) continue;
        // The least added to the route, the out-and-back to the place counted: the base next to it, on the way.
        const extra = this.cheapestInsertion(startPoint, endPoint, chosen, b, fixedLast).extraMinutes;
        const cost = extra + 2 * this.minutes(b.point, attractionPoint(a));
        if (!best || cost < best.cost || (cost === best.cost && b.placeId < best.base.placeId))
          best = { base: b, cost, days: 1 + Math.round(Math.max(0, extra) / ctx.pace.maxDriveMinutes) };
      }
      if (!best || best.days > spare) continue;
      spare -= best.days;
      insert(best.base);
      forRequest.add(best.base);
    }

    // An hour's detour costs less on a long trip, which has time for it.
    const detourCost = 0.5 * Math.min(1, 7 / ctx.request.days);
    const target = Math.min(nights, Math.max(chosen.length, Math.max(1, Math.round(nights / ctx.pace.nightsPerBase))));
    const detourValue = (b: Base) => {
      const at = this.cheapestInsertion(startPoint, endPoint, chosen, b, fixedLast);
      return value.get(b.placeId)! - this.overlap(b, chosen, ctx) - (at.extraMinutes / 60) * detourCost;
    };
    const pickBest = (filter: (b: Base) => boolean, threshold: number): Base | null => {
      let best: Base | null = null;
      let bestValue = threshold;
      for (const b of this.world.bases) {
        if (tooClose(b) || !filter(b)) continue;
        const v = detourValue(b);
        if (v > bestValue || (v === bestValue && best && b.placeId < best.placeId)) {
          best = b;
          bestValue = v;
        }
      }
      return best;
    };

    while (chosen.length < target) {
      const best = pickBest((b) => this.daysOfThingsToDo(b, ctx) >= 1, 0.3);
      if (!best) break;
      insert(best);
    }
    // An interest that needs a place (a beach, a park, tea country) and that no base covers yet gets one while nights remain.
    // A beach interest is covered only by a coast in its dry season.
    const fits = (b: Base, interest: InterestId) =>
      b.themes.includes(interest) &&
      (!SEA_BOUND.includes(interest) || beachWeatherScore(this.world.data, b.area, ctx.months) >= 0.7);
    for (const interest of PLACE_BOUND) {
      if (!ctx.interests.includes(interest) || chosen.length >= nights) continue;
      if (chosen.some((b) => fits(b, interest))) continue;
      const best =
        pickBest((b) => fits(b, interest), -Infinity) ??
        (chosen.some((b) => b.themes.includes(interest))
          ? null
          : pickBest((b) => b.themes.includes(interest), -Infinity));
      if (best) insert(best);
    }
    // Every night is spent somewhere: with nothing chosen yet, the base that costs the least detour for what it offers.
    if (chosen.length === 0) {
      const any = pickBest(() => true, -Infinity);
      if (any) insert(any);
    }
    // The fastest order first; then every drive too long for a day gets a night on the way while nights remain, and
    // a leg that would still be too long by bus or train loses the optional base at either end of it.
    this.reorder(startPoint, endPoint, chosen, fixedLast, false);
    keepStopOrder(this.world, ctx.stops, chosen);
    this.arriveNearFirst(ctx, chosen, fixedLast);
    const arrival = this.arrivalBase(ctx, chosen, nights);
    if (arrival) chosen.unshift(arrival);
    const named = new Set(ctx.namedTowns.map((t) => this.world.baseNear(t.lat, t.lng, 20)?.placeId));
    const dropped = new Set<Base>();
    const breaks = new Set<Base>();
    const fixed = (b: Base) => b === endBase || b === arrival || named.has(b.placeId);
    for (;;) {
      // A break on the way is never where the trip starts: a night there moves the traveller nowhere, and the fastest
      // order may later put it first.
      this.splitLongDrives(
        ctx,
        startPoint,
        endPoint,
        chosen,
        nights,
        (b) => dropped.has(b) || tooClose(b) || this.atStart(b, ctx),
        arrival !== null,
        breaks,
      );
      const bad = this.legTooLongForADay(ctx, chosen);
      if (bad < 0) break;
      // A base chosen for a place asked for goes last.
      const ends = [chosen[bad - 1], chosen[bad]];
      const optional = ends.find((b) => b && !fixed(b) && !forRequest.has(b)) ?? ends.find((b) => b && !fixed(b));
      if (!optional)
        throw PlannerError.tooFewDays(
          ctx.request.days,
          ctx.start.name,
          ctx.end.name,
          Math.round(direct / 60),
          ctx.request.days + 1,
        );
      chosen.splice(chosen.indexOf(optional), 1);
      dropped.add(optional);
    }
    // The breaks for long drives were put where the drives were; once more the fastest order, kept when every leg
    // still fits a day.
    const before = [...chosen];
    this.reorder(startPoint, endPoint, chosen, fixedLast, arrival !== null);
    // The traveller's stops are slept at in the order they were given, whatever is fastest.
    keepStopOrder(this.world, ctx.stops, chosen);
    if (!arrival) this.arriveNearFirst(ctx, chosen, fixedLast);
    if (this.legTooLongForADay(ctx, chosen) >= 0) chosen.splice(0, chosen.length, ...before);
    // The night near the airport is not needed when the first base, in the final order, is a short drive away.
    if (
      arrival &&
      chosen[1] &&
      chosen[1] !== arrival &&
      this.minutes(startPoint, chosen[1].point) <= ARRIVAL_DRIVE_MINUTES
    )
      chosen.shift();
    // Every night is spent somewhere, even when every base was too far for the days: the one nearest the end.
    if (chosen.length === 0) {
      const nearest = [...this.world.bases].sort(
        (a, b) =>
          this.minutes(a.point, endPoint) - this.minutes(b.point, endPoint) || a.placeId.localeCompare(b.placeId),
      )[0]!;
      chosen.push(nearest);
    }
    if (
      ctx.pace.minNights > 1 &&
      !this.fewerBases(ctx, chosen, nights, (b) => fixed(b) || forRequest.has(b) || b === arrival, value)
    ) {
      notices.push({ code: 'SHORT_STAYS', nights, towns: chosen.length, minNights: ctx.pace.minNights });
    }
    const role = (b: Base): StayRole =>
      named.has(b.placeId)
        ? 'named'
        : forRequest.has(b)
          ? 'request'
          : b === arrival
            ? 'arrival'
            : b === endBase
              ? 'end'
              : breaks.has(b)
                ? 'break'
                : 'interests';
    return this.shareNights(chosen, nights, value, ctx, named, forRequest, role);
  }

  /** A base in the town the trip starts from (not a loop's, whose start is its end too). */
  atStart(b: Base, ctx: PlanContext): boolean {
    return (
      ctx.start.id !== ctx.end.id && haversineKm(b.place.lat, b.place.lng, ctx.start.lat, ctx.start.lng) < END_BASE_KM
    );
  }

  /** The base nearest by road that a day out (a long one, failing a usual one) reaches a place from, or null. */
  dayOutBase(a: AttractionRecord, ctx: PlanContext): Base | null {
    let best: Base | null = null;
    for (const long of [false, true]) {
      for (const b of this.world.bases) {
        if (
          this.reaches(b, a, ctx, long) &&
          (!best || this.minutes(b.point, attractionPoint(a)) < this.minutes(best.point, attractionPoint(a)))
        )
          best = b;
      }
      if (best) return best;
    }
    return null;
  }

  /**
   * Whether a day out from a base reaches a place asked for: the usual day out, or for a place worth a long day (a
   * park deep in the forest), there and back and the visit within the day's hours; a sunrise sight, the short drive
   * before dawn. `slower`: the drive's time by a slower way (a tuk-tuk), as a factor.
   */
  private reaches(b: Base, a: AttractionRecord, ctx: PlanContext, long: boolean, slower = 1): boolean {
    const m = slower * this.minutes(b.point, attractionPoint(a));
    if (this.world.data.sun.get(a.id)?.event === 'sunrise') return m <= SUNRISE_APPROACH_MAX;
    // A climb or a park in the open that needs the morning's cool: reached by then from the day's earliest start.
    if (!this.world.hours.reachableFrom(a, m)) return false;
    return (
      m <= DAY_OUT_MAX_MINUTES ||
      (long && 2 * m + this.world.hours.visitMinutes(a) <= ctx.pace.limitMinutes - DAY_OUT_SLACK)
    );
  }

  /**
   * The first night near the airport the trip starts at, when the traveller lands there from abroad (bases.json
   * `arrivalAirports`; a domestic airfield is no reason to stop) and the first base is a long drive from it. A loop that
   * also ends there has the same base at both ends: the loop's two ends, not a base visited twice.
   */
  private arrivalBase(ctx: PlanContext, chosen: readonly Base[], nights: number): Base | null {
    if (!this.world.data.arrivalAirports.has(ctx.start.id) || chosen.length >= nights) return null;
    const near = this.world.baseNear(ctx.start.lat, ctx.start.lng, END_BASE_KM);
    if (!near || chosen[0] === near) return null;
    // Sleeping there again at the end is for a loop back to the airport only.
    if (chosen.includes(near) && ctx.start.id !== ctx.end.id) return null;
    const first = chosen[0]?.point ?? placePoint(ctx.end);
    if (this.minutes(placePoint(ctx.start), first) <= ARRIVAL_DRIVE_MINUTES) return null;
    // A trip with one night and a base already chosen keeps its base.
    return chosen.length === 0 || nights > chosen.length ? near : null;
  }

  /** A loop from the airport runs the way round whose first drive is the shorter: the traveller has just flown in. */
  private arriveNearFirst(ctx: PlanContext, chosen: Base[], fixedLast: boolean): void {
    if (
      ctx.start.kind !== 'airport' ||
      haversineKm(ctx.start.lat, ctx.start.lng, ctx.end.lat, ctx.end.lng) > END_BASE_KM
    )
      return;
    const movable = fixedLast ? chosen.length - 1 : chosen.length;
    if (movable < 2) return;
    const start = placePoint(ctx.start);
    if (this.minutes(start, chosen[movable - 1]!.point) < this.minutes(start, chosen[0]!.point))
      chosen.splice(0, movable, ...chosen.slice(0, movable).reverse());
  }

  private minutes(a: Point, b: Point): number {
    return this.world.travel.drive(a, b)?.minutes ?? Infinity;
  }

  /** Where a base adds the least driving to the route, and how much it adds. */
  private cheapestInsertion(
    start: Point,
    end: Point,
    chosen: readonly Base[],
    b: Base,
    fixedLast: boolean,
  ): { index: number; extraMinutes: number } {
    const stops = [start, ...chosen.map((c) => c.point), end];
    const last = fixedLast ? chosen.length - 1 : chosen.length;
    let best = { index: 0, extraMinutes: Infinity };
    for (let i = 0; i <= Math.max(0, last); i++) {
      const extra =
        this.minutes(stops[i]!, b.point) +
        this.minutes(b.point, stops[i + 1]!) -
        this.minutes(stops[i]!, stops[i + 1]!);
      if (extra < best.extraMinutes) best = { index: i, extraMinutes: extra };
    }
    return best;
  }

  /**
   * Breaks the longest drive over the day's limits (its driving by car, or its hours on the road by bus or train) with
   * a base on the way, again and again, while nights remain.
   */
  private splitLongDrives(
    ctx: PlanContext,
    start: Point,
    end: Point,
    chosen: Base[],
    nights: number,
    tooClose: (b: Base) => boolean,
    fixedFirst: boolean,
    breaks: Set<Base>,
  ): void {
    const unsplittable = new Set<string>();
    while (chosen.length < nights) {
      const stops = [start, ...chosen.map((b) => b.point), end];
      const places = [ctx.start, ...chosen.map((b) => b.place), ctx.end];
      let longest = -1;
      let longestMinutes = 0;
      for (let i = fixedFirst ? 1 : 0; i + 1 < stops.length; i++) {
        const m = this.minutes(stops[i]!, stops[i + 1]!);
        if (
          m > longestMinutes &&
          this.tooLongOnTheRoad(ctx, places[i]!, places[i + 1]!, m) &&
          !unsplittable.has(`${stops[i]!.key}>${stops[i + 1]!.key}`)
        ) {
          longest = i;
          longestMinutes = m;
        }
      }
      if (longest < 0) return;
      const between = this.between(stops[longest]!, stops[longest + 1]!, longestMinutes, tooClose);
      if (between) {
        chosen.splice(longest, 0, between);
        breaks.add(between);
      } else unsplittable.add(`${stops[longest]!.key}>${stops[longest + 1]!.key}`);
    }
  }

  /** Whether a journey of `car` minutes' drive is over the day's driving, or its hours on the road by bus or train. */
  private tooLongOnTheRoad(ctx: PlanContext, from: PlaceRecord, to: PlaceRecord, car: number): boolean {
    return car > ctx.pace.maxDriveMinutes || this.world.publicMinutes(from, to, car) > ctx.pace.maxRoadMinutes;
  }

  /** How many journeys between the bases are over the day's limits on the road. */
  private longLegs(ctx: PlanContext, chosen: readonly Base[]): number {
    const places = [ctx.start, ...chosen.map((b) => b.place), ctx.end];
    let n = 0;
    for (let i = 0; i + 1 < places.length; i++)
      if (
        this.tooLongOnTheRoad(
          ctx,
          places[i]!,
          places[i + 1]!,
          this.minutes(placePoint(places[i]!), placePoint(places[i + 1]!)),
        )
      )
        n++;
    return n;
  }

  /** A town that would break the journey between two places (the longer half at least half an hour shorter), or null. */
  breakBetween(from: Point, to: Point): Base | null {
    return this.between(from, to, this.minutes(from, to), () => false);
  }

  /**
   * A party's fewest nights a base (two, with young children): the optional bases worth least are dropped while the
   * nights cannot give every base its share, unless that would leave a journey over the day's limits. Answers
   * whether every base can have its share (a trip of one night has one base, and nothing to say).
   */
  private fewerBases(
    ctx: PlanContext,
    chosen: Base[],
    nights: number,
    keep: (b: Base) => boolean,
    value: ReadonlyMap<string, number>,
  ): boolean {
    const min = ctx.pace.minNights;
    while (chosen.length > 1 && chosen.length * min > nights) {
      const before = this.longLegs(ctx, chosen);
      const candidates = chosen
        .filter((b) => !keep(b))
        .sort((x, y) => value.get(x.placeId)! - value.get(y.placeId)! || x.placeId.localeCompare(y.placeId));
      const drop = candidates.find(
        (b) =>
          this.longLegs(
            ctx,
            chosen.filter((c) => c !== b),
          ) <= before &&
          this.legTooLongForADay(
            ctx,
            chosen.filter((c) => c !== b),
          ) < 0,
      );
      if (!drop) return false;
      chosen.splice(chosen.indexOf(drop), 1);
    }
    return true;
  }

  /** The first leg that does not fit in a day by bus or train (the slowest way the plan may be priced), or -1. */
  private legTooLongForADay(ctx: PlanContext, chosen: readonly Base[]): number {
    const places = [ctx.start, ...chosen.map((b) => b.place), ctx.end];
    for (let i = 0; i + 1 < places.length; i++) {
      const car = this.minutes(placePoint(places[i]!), placePoint(places[i + 1]!));
      if (this.world.publicMinutes(places[i]!, places[i + 1]!, car) > ctx.pace.limitMinutes) return i;
    }
    return -1;
  }

  /** A base that splits a long drive into two shorter ones (the longer half as short as possible). */
  private between(a: Point, b: Point, total: number, tooClose: (b: Base) => boolean): Base | null {
    let best: Base | null = null;
    let bestWorst = total;
    for (const c of this.world.bases) {
      if (tooClose(c)) continue;
      const worst = Math.max(this.minutes(a, c.point), this.minutes(c.point, b));
      if (worst < bestWorst - 30 || (worst === bestWorst && best && c.placeId < best.placeId)) {
        best = c;
        bestWorst = worst;
      }
    }
    return best;
  }

  /** The shortest order of the bases by road (exact, by dynamic programming over at most 8; the end base stays last). */
  private reorder(start: Point, end: Point, chosen: Base[], fixedLast: boolean, fixedFirst: boolean): void {
    const from = fixedFirst ? 1 : 0;
    const to = fixedLast ? chosen.length - 1 : chosen.length;
    const movable = chosen.slice(from, to);
    const n = movable.length;
    if (n < 2 || n > 8) return;
    const head = fixedFirst ? chosen[0]!.point : start;
    const tail = fixedLast ? chosen[chosen.length - 1]!.point : end;
    const pts = [...movable.map((b) => b.point), head, tail];
    // By road distance: a route that doubles back is what a traveller notices, even where an expressway makes it quick.
    const order = fastestOrder(n, (i, j) => this.world.travel.drive(pts[i]!, pts[j]!)?.km ?? Infinity);
    if (!order) return;
    chosen.splice(from, n, ...order.map((i) => movable[i]!));
  }

  /** One night each, then the rest to the bases with the most to do (fewest nights so far breaking ties). */
  private shareNights(
    chosen: readonly Base[],
    nights: number,
    value: ReadonlyMap<string, number>,
    ctx: PlanContext,
    named: ReadonlySet<string | undefined>,
    forRequest: ReadonlySet<Base>,
    role: (b: Base) => StayRole,
  ): Stay[] {
    // Each base its fewest nights (two, with young children) when the nights go round.
    const first = nights >= chosen.length * ctx.pace.minNights ? ctx.pace.minNights : 1;
    const stays: Stay[] = chosen.map((base) => ({ base, nights: first, why: base.why, role: role(base) }));
    // A town the traveller named gets a full day there (two nights) when the trip has nights enough for all of them.
    const namedStays = stays.filter((s) => named.has(s.base.placeId));
    if (nights >= stays.length + namedStays.length) for (const s of namedStays) s.nights = 2;
    // So does a base chosen for a place asked for, then a base with must-sees for this traveller, while nights remain.
    for (const s of stays) {
      const left = nights - stays.reduce((sum, x) => sum + x.nights, 0);
      if (left > 0 && s.nights === 1 && forRequest.has(s.base)) s.nights = 2;
    }
    for (const s of stays) {
      const left = nights - stays.reduce((sum, x) => sum + x.nights, 0);
      if (
        left > 0 &&
        s.nights === 1 &&
        s.base.mustSee?.some((m) => ctx.interests.length === 0 || m.interests.some((i) => ctx.interests.includes(i)))
      )
        s.nights = 2;
    }
    const capacity = new Map(chosen.map((b) => [b.placeId, this.daysOfThingsToDo(b, ctx)]));
    // A base that serves none of the traveller's interests (a city on the way, a break in a long drive) gets one
    // night: Colombo gets no more nights than the interests justify.
    const serves = (s: Stay) => {
      if (named.has(s.base.placeId)) return true;
      if (
        s.base.maxNights !== undefined &&
        s.nights >= s.base.maxNights &&
        !s.base.moreNightsFor?.some((i) => ctx.interests.includes(i))
      )
        return false;
      return ctx.interests.length === 0 || s.base.themes.some((t) => ctx.interests.includes(t));
    };
    const weight = (s: Stay) => {
      let w = Math.max(0.2, value.get(s.base.placeId)! + 1);
      if (ctx.interests.includes('relaxation') && s.base.themes.includes('beaches')) w *= 1.5;
      // A night more where there is still a day's worth to do; a slow day only when everywhere is done.
      if (s.nights > capacity.get(s.base.placeId)!) w *= 0.1;
      return w / s.nights;
    };
    for (let left = nights - stays.reduce((sum, s) => sum + s.nights, 0); left > 0; left--) {
      const open = stays.filter((s) => s.nights < MAX_NIGHTS_PER_BASE);
      const justified = open.filter(serves);
      const uncapped = open.filter(
        (s) => s.base.maxNights === undefined || s.nights < s.base.maxNights || named.has(s.base.placeId),
      );
      const pool = justified.length > 0 ? justified : uncapped.length > 0 ? uncapped : open.length > 0 ? open : stays;
      let best = pool[0]!;
      for (const s of pool) if (weight(s) > weight(best)) best = s;
      best.nights++;
    }
    return stays;
  }

  /** Full days out a base offers this traveller: three good sights a day, and beach days for beach lovers. */
  private daysOfThingsToDo(b: Base, ctx: PlanContext): number {
    const good = b.nearby.filter(
      (a) => suits(this.world, ctx, a) && attractionScore(this.world, ctx, a) >= WORTH_VISITING,
    ).length;
    const beachDays =
      b.themes.includes('beaches') &&
      ctx.interests.some((i) => i === 'beaches' || i === 'relaxation' || i === 'surfing')
        ? 2
        : 0;
    return Math.ceil(good / 3) + beachDays;
  }

  /**
   * What a base adds that the bases already chosen give anyway: the good sights within a short day out of one of
   * them, and interests one of them serves. Two bases on the same stretch of coast or hills share them.
   */
  private overlap(b: Base, chosen: readonly Base[], ctx: PlanContext): number {
    if (chosen.length === 0) return 0;
    let shared = 0;
    for (const a of b.nearby) {
      const km = haversineKm(a.lat, a.lng, b.place.lat, b.place.lng);
      if (
        km > 30 ||
        !suits(this.world, ctx, a) ||
        !chosen.some((c) => haversineKm(a.lat, a.lng, c.place.lat, c.place.lng) <= 30)
      )
        continue;
      const score = attractionScore(this.world, ctx, a);
      if (score >= WORTH_VISITING) shared += (score - 5.5) * (km <= 15 ? 1 : 0.5);
    }
    const servedTwice = ctx.interests.filter(
      (i) => i !== 'family' && b.themes.includes(i) && chosen.some((c) => c.themes.includes(i)),
    ).length;
    return Math.min(shared, 20) * 0.5 * 0.6 + servedTwice * 0.3;
  }

  /** How well a base suits this traveller: interests it serves (beaches only when the coast is dry), what is near it. */
  private value(b: Base, ctx: PlanContext): number {
    let v = ctx.interests.length === 0 ? 0.5 : 0;
    const weather = beachWeatherScore(this.world.data, b.area, ctx.months);
    for (const interest of ctx.interests) {
      if (!b.themes.includes(interest)) continue;
      v += interest === 'beaches' || interest === 'surfing' ? 1.5 * weather : 1;
    }
    // A beach holiday is not sent to a coast in its monsoon: the other coast is dry then.
    if (b.coast && weather < 0.5 && ctx.interests.some((i) => SEA_BOUND.includes(i))) v -= 2;
    // What there is to do: every good sight within a day out, as this traveller would score it, the nearer the better
    // (bases share what lies between them).
    let content = 0;
    for (const a of b.nearby) {
      if (!suits(this.world, ctx, a)) continue;
      const score = attractionScore(this.world, ctx, a);
      if (score < WORTH_VISITING) continue;
      const km = haversineKm(a.lat, a.lng, b.place.lat, b.place.lng);
      content += (score - 5.5) * (km <= 15 ? 1 : km <= 30 ? 0.5 : 0.2);
    }
    v += Math.min(content, 20) * 0.5;
    // The traveller's own places draw the plan towards them, but a list of ten near one town must not fill the trip.
    let custom = 0;
    for (const c of ctx.custom) {
      const at = c.attraction ?? c.place;
      if (at && haversineKm(at.lat, at.lng, b.place.lat, b.place.lng) <= 40) custom += 1;
    }
    v += Math.min(custom, 3);
    return v;
  }
}
