import type { BuiltInGeoProvider } from '../../geo/geo.module.js';
import type { AttractionRecord, GeoData, PlaceRecord } from '../../geo/geo.module.js';
import { haversineKm, LocalNames } from '../../geo/geo.module.js';
import { Comfort, RequestedBy, TravelMode, type Interest, type PlanPlace } from '../plan.types.js';
import { interestIds, type InterestId, type PlannerData } from '../planner.data.js';
import { PlannerError } from '../planner.errors.js';
import type { PlanRequest } from '../planner.schema.js';
import {
  attractionScore,
  DAY_OUT_MAX_MINUTES,
  DAY_OUT_SLACK,
  isClosed,
  PACES,
  YOUNG_CHILD_AGE,
  type CustomPlace,
  type PlanContext,
} from './context.js';
import { SLOWER } from './travel.js';
import { dayDate, DayPlanner, MAX_DETOUR, type DayDraft, type LegDraft, type Transport } from './days.js';
import { DayLayout } from './day-layout.js';
import { StopOrder } from './stop-order.js';
import type {
  BudgetLineFacts,
  BudgetVerdict,
  CustomOutcome,
  CustomPlaceFacts,
  DayFacts,
  DayTitle,
  PlaceFacts,
  PlaceReason,
  PlanFacts,
  PlanNotice,
  SummaryFacts,
} from './facts.js';
import { readInterests } from './notes.js';
import { AttractionSearch } from './attraction-search.js';
import { partyOf } from './fees.js';
import { Pricer, totalsOf } from './pricing.js';
import { StayPlanner, type Stay } from './stays.js';
import { tipsFor } from './tips.js';
import { attractionPoint, placePoint, PlannerWorld } from './world.js';

/** How many times the bases are chosen again for places asked for that a plan left out. */
const REQUIRED_ROUNDS = 3;

const interestEnum: Record<InterestId, Interest> = Object.fromEntries(
  interestIds.map((i) => [i, i.toUpperCase() as Interest]),
) as Record<InterestId, Interest>;

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const placeOf = (p: { id: string; name: string; lat: number; lng: number }): PlanPlace => ({
  id: p.id,
  name: p.name,
  lat: p.lat,
  lng: p.lng,
});
/** How much slower than a car each way of travel on the road is. */
const roadFactor: Record<Exclude<TravelMode, TravelMode.TRAIN>, number> = {
  [TravelMode.CAR]: 1,
  [TravelMode.BUS]: SLOWER.BUS,
  [TravelMode.TUKTUK]: SLOWER.TUKTUK,
};

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A request planned but not yet priced: where the traveller sleeps and each day, by private and by public transport. */
export type PlanDraft = {
  readonly ctx: PlanContext;
  readonly stays: readonly Stay[];
  readonly notices: PlanNotice[];
  readonly days: Readonly<Record<Transport, readonly DayDraft[]>>;
  /** Places asked for that the traveller took out of the plan themselves (an edit). */
  readonly removed?: ReadonlySet<string>;
};

/**
 * A plan as the traveller left it after editing: where they sleep (in order, nights each) and each day's stops (by
 * attraction id, in their order). Its day count is `stops.length`; the nights add up to one less.
 */
export type PlanLayout = {
  readonly stays: readonly { readonly placeId: string; readonly nights: number }[];
  readonly stops: readonly (readonly string[])[];
  /** Places asked for that the traveller removed, so their outcome says so rather than guessing why. */
  readonly removed: readonly string[];
};

/** A road leg's distance and driving time (by car) as a maps service measured it. */
export type RoadFigures = { readonly km: number; readonly minutes: number; readonly roads: readonly string[] };

/**
 * The built-in planner: no network, deterministic (the same request always gives the same plan). It reads what the
 * traveller loves, chooses where they sleep, builds each day within its hours from the built-in road graph's travel
 * times, prices it from the rates table at the most comfortable level the budget covers, and says why it chose what
 * it chose, as facts and codes (see facts.ts); the writer puts them into words.
 *
 * Planning makes thousands of travel-time lookups, so it runs on the built-in road graph, synchronously. When a maps
 * service is configured, the planner service measures the road legs of the drafted days through it (`roadLegs`),
 * and `remeasure` re-times the days with those figures before `finish` prices them (see ../road-measure.ts).
 */
export class PlannerEngine {
  readonly world: PlannerWorld;
  /** "Add a place": every attraction by name or alias. */
  readonly search: AttractionSearch;
  /** Places' Sinhala and Tamil names, for the writer to name towns in the reader's script. */
  readonly names: LocalNames;
  private readonly stays: StayPlanner;
  private readonly days: DayPlanner;
  private readonly layout: DayLayout;
  private readonly pricer: Pricer;

  constructor(geo: GeoData, engine: BuiltInGeoProvider, data: PlannerData) {
    this.world = new PlannerWorld(geo, engine, data);
    this.stays = new StayPlanner(this.world);
    this.days = new DayPlanner(this.world);
    this.layout = new DayLayout(this.world, this.days, new StopOrder(this.world));
    this.pricer = new Pricer(data);
    this.search = new AttractionSearch(geo.attractions, (name) => engine.placeNamed(name));
    this.names = new LocalNames(geo);
  }

  /** The whole plan on the built-in engine's travel times. */
  plan(request: PlanRequest): PlanFacts {
    return this.finish(this.prepare(request));
  }

  /**
   * An edited plan: the layout's bases, nights and stops kept as they are, every day timed, legged and priced again
   * by private and by public transport, with warnings on what does not fit. Throws UnreachableStop for a stop with no
   * road to it.
   */
  rebuild(request: PlanRequest, layout: PlanLayout): PlanFacts {
    const ctx = this.context({ ...request, days: layout.stops.length });
    const stays = layout.stays.map((s) => {
      const base = this.world.bases.find((b) => b.place.id === s.placeId);
      if (!base) throw new Error(`no base at ${s.placeId}`);
      // Why a base is chosen is the data's text (the writer says it in the plan's language).
      return { base, nights: s.nights, why: base.why, role: 'kept' as const };
    });
    const stops = layout.stops.map((ids) => ids.map((id) => this.world.attractionById.get(id)!));
    const days = {
      private: this.layout.layout(ctx, stays, 'private', stops),
      public: this.layout.layout(ctx, stays, 'public', stops),
    };
    return this.finish({ ctx, stays, notices: [], days, removed: new Set(layout.removed) });
  }

  /** Where the traveller sleeps, and every day by private and by public transport, timed on the built-in road graph. */
  prepare(request: PlanRequest): PlanDraft {
    const ctx = this.context(request);
    const draft = (required: readonly AttractionRecord[]): PlanDraft => {
      const notices: PlanNotice[] = [];
      const stays = this.stays.plan(ctx, notices, required);
      return {
        ctx,
        stays,
        notices,
        days: { private: this.days.plan(ctx, stays, 'private'), public: this.days.plan(ctx, stays, 'public') },
      };
    };
    // The places asked for drive the bases: a place the plan leaves out though it is open gets a base a day out from
    // it, and the plan that visits more of them wins (the bases for interests give way).
    let best = draft([]);
    let missing = this.refused(best);
    let fewest = missing.misses;
    const required: AttractionRecord[] = [];
    for (let round = 0; round < REQUIRED_ROUNDS && missing.places.length > 0; round++) {
      const more = missing.places.filter((a) => !required.includes(a));
      if (more.length === 0) break;
      required.push(...more);
      required.sort(
        (x, y) => ctx.custom.findIndex((c) => c.attraction === x) - ctx.custom.findIndex((c) => c.attraction === y),
      );
      const next = draft(required);
      missing = this.refused(next);
      if (missing.misses < fewest) {
        best = next;
        fewest = missing.misses;
      }
    }
    return best;
  }

  /**
   * The attractions asked for, open at the time of the trip, that the days of either transport leave out, and how
   * many times they are left out (by car and by bus and tuk-tuk, each counts).
   */
  private refused(draft: PlanDraft): { places: AttractionRecord[]; misses: number } {
    const { ctx } = draft;
    const visited = (days: readonly DayDraft[]) => new Set(days.flatMap((d) => d.stops.map((s) => s.attraction.id)));
    const byCar = visited(draft.days.private);
    const byBus = visited(draft.days.public);
    const places: AttractionRecord[] = [];
    let misses = 0;
    for (const c of ctx.custom) {
      const a = c.attraction;
      if (
        !a ||
        places.includes(a) ||
        (byCar.has(a.id) && byBus.has(a.id)) ||
        isClosed(this.world.data, a.id, ctx.months)
      )
        continue;
      places.push(a);
      misses += (byCar.has(a.id) ? 0 : 1) + (byBus.has(a.id) ? 0 : 1);
    }
    return { places, misses };
  }

  /** The road legs of the draft's days, each day's in driving order (a train leg breaks the chain). */
  roadLegs(draft: PlanDraft): LegDraft[][] {
    const chains: LegDraft[][] = [];
    for (const day of [...draft.days.private, ...draft.days.public]) {
      let chain: LegDraft[] = [];
      for (const leg of day.legs) {
        if (leg.mode === TravelMode.TRAIN || (chain.length > 0 && chain.at(-1)!.toPoint.key !== leg.fromPoint.key)) {
          if (chain.length > 0) chains.push(chain);
          chain = [];
        }
        if (leg.mode !== TravelMode.TRAIN) chain.push(leg);
      }
      if (chain.length > 0) chains.push(chain);
    }
    return chains;
  }

  /** Replaces the road legs' distances and times with measured ones (slower by bus and tuk-tuk) and re-times each day. */
  remeasure(draft: PlanDraft, figures: ReadonlyMap<LegDraft, RoadFigures>): void {
    for (const day of [...draft.days.private, ...draft.days.public]) {
      day.legs.forEach((leg, i) => {
        const measured = figures.get(leg);
        if (!measured || leg.mode === TravelMode.TRAIN) return;
        const minutes = Math.round(measured.minutes * roadFactor[leg.mode]);
        day.legs[i] = { ...leg, km: measured.km, minutes, via: measured.roads.length > 0 ? measured.roads : leg.via };
      });
      this.days.time(day, draft.ctx);
    }
  }

  /** Prices the draft at each comfort level, chooses the one the budget covers, and answers the plan's facts. */
  finish(draft: PlanDraft): PlanFacts {
    const { ctx, stays } = draft;
    const { request } = ctx;
    const notices = [...draft.notices];
    const options = [Comfort.BUDGET, Comfort.MIDRANGE, Comfort.COMFORT].map((comfort) => {
      const days = draft.days[comfort === Comfort.BUDGET ? 'public' : 'private'];
      const lines = this.pricer.price(days, comfort, request.people, ctx.party);
      const totalLkr = lines.reduce((s, l) => s + l.amountLkr, 0);
      return { comfort, days, lines, totalLkr, withinBudget: totalLkr <= request.budget };
    });
    // The traveller's level is kept whatever it costs; else the most comfortable within about 5% of the budget (a
    // trip is not moved from a car to buses for 1.5% of its price), else the cheapest.
    const chosen =
      options.find((o) => o.comfort === request.comfort) ??
      [...options].reverse().find((o) => o.totalLkr <= request.budget * OVER_BUDGET_TOLERANCE) ??
      options[0]!;
    const minimum = options[0]!.totalLkr;
    const next = options[options.indexOf(chosen) + 1];
    const overLkr = Math.max(0, chosen.totalLkr - request.budget);
    const fitsInDays = overLkr > 0 ? daysWithin(chosen.lines, request.budget, request.days) : null;
    const fewerDays =
      fitsInDays === null
        ? null
        : { days: fitsInDays, totalLkr: Math.round((chosen.totalLkr * fitsInDays) / request.days) };
    const cheaper = [...options.slice(0, options.indexOf(chosen))].reverse().find((o) => o.withinBudget);
    const verdict: BudgetVerdict = chosen.withinBudget
      ? {
          code: 'WITHIN_BUDGET',
          totalLkr: chosen.totalLkr,
          people: request.people,
          days: request.days,
          comfort: chosen.comfort,
          budgetLkr: request.budget,
          nextLevelLkr: next?.totalLkr ?? null,
        }
      : chosen === options[0] && request.comfort === null
        ? {
            code: 'BUDGET_SHORT',
            budgetLkr: request.budget,
            people: request.people,
            days: request.days,
            minimumLkr: minimum,
            perPersonLkr: Math.ceil(minimum / request.people),
          }
        : {
            code: 'OVER_BUDGET',
            totalLkr: chosen.totalLkr,
            budgetLkr: request.budget,
            overLkr,
            people: request.people,
            days: request.days,
            comfort: chosen.comfort,
            fewerDays,
            cheaper: cheaper ? { comfort: cheaper.comfort, totalLkr: cheaper.totalLkr } : null,
          };

    const dayPlans = chosen.days.map((d) => this.presentDay(d, ctx, chosen.lines));
    const places = this.recommend(ctx, chosen.days);
    const customPlaces = this.customOutcomes(ctx, chosen.days, stays, draft.removed ?? new Set());
    for (const c of customPlaces)
      if (!c.included) notices.push({ code: 'CUSTOM_PLACE_LEFT_OUT', requested: c.requested, outcome: c.outcome });
    const unknownFees = [
      ...new Set(chosen.lines.flatMap((l) => (!l.priceKnown && l.item.code === 'TICKETS' ? [l.item.attraction] : []))),
    ];
    if (unknownFees.length > 0) notices.push({ code: 'UNKNOWN_FEES', attractions: unknownFees });
    for (const d of chosen.days) {
      const driving = d.legs.filter((l) => l.mode !== TravelMode.TRAIN).reduce((s, l) => s + l.minutes, 0);
      if (driving > ctx.pace.maxRoadMinutes) notices.push(this.roadOverLimit(ctx, d, driving));
      else if (driving > ctx.pace.maxDriveMinutes)
        notices.push({ code: 'LONG_DAY', day: d.day, minutes: driving, driving: d.legs[0]!.mode === TravelMode.CAR });
      const last = d.legs.reduce<LegDraft | undefined>(
        (latest, l) => (!latest || l.depart + l.minutes > latest.depart + latest.minutes ? l : latest),
        undefined,
      );
      if (last && last.depart + last.minutes > LATE_ARRIVAL) {
        const after =
          [...d.stops].reverse().find((s) => s.start + s.visitMinutes <= last.depart)?.attraction.name ?? null;
        notices.push({
          code: 'LATE_ARRIVAL',
          day: d.day,
          arrivesAt: last.depart + last.minutes,
          minutes: last.minutes,
          after,
          driving: last.mode === TravelMode.CAR,
        });
      }
    }
    notices.push(...this.unservedInterests(ctx, chosen.days));
    const ratesYear = Math.max(...[...this.world.data.rates.values()].map((r) => r.year));
    return {
      start: placeOf(ctx.start),
      end: placeOf(ctx.end),
      days: request.days,
      people: request.people,
      startDate: request.startDate,
      interests: ctx.interests.map((i) => interestEnum[i]),
      summary: this.summary(ctx, stays, chosen.days),
      bases: stays.map((s) => ({ place: placeOf(s.base.place), nights: s.nights, why: s.why })),
      dayPlans,
      places,
      budget: {
        comfort: chosen.comfort,
        lines: chosen.lines,
        totals: totalsOf(chosen.lines),
        totalLkr: chosen.totalLkr,
        perPersonLkr: Math.round(chosen.totalLkr / request.people),
        requestedLkr: request.budget,
        withinBudget: chosen.withinBudget,
        minimumTotalLkr: minimum,
        options: options.map((o) => ({ comfort: o.comfort, totalLkr: o.totalLkr, withinBudget: o.withinBudget })),
        overByLkr: overLkr,
        fitsInDays,
        fitsInDaysTotalLkr: fewerDays?.totalLkr ?? null,
        verdict,
        ratesYear,
        exchangeRates: this.world.data.exchangeRates.map((r) => ({
          currency: r.currency,
          lkrPerUnit: r.lkrPerUnit,
          year: r.year,
          asOf: r.asOf,
        })),
        unknownFees,
      },
      tips: tipsFor(this.world, ctx, stays, chosen.days),
      customPlaces,
      notices,
    };
  }

  /**
   * The traveller's interests no day serves (issue 28): no sight for it in season on the day it is visited, no cooking
   * class for food lovers, no train for train lovers. Says why: nothing for it is in season in the trip's months
   * anywhere (with the months it is), or what is in season then beyond this route's reach (nearest the bases first).
   */
  private unservedInterests(ctx: PlanContext, days: readonly DayDraft[]): PlanNotice[] {
    const notices: PlanNotice[] = [];
    for (const interest of ctx.interests) {
      if (interest === 'food') {
        if (!days.some((d) => d.activities.some((a) => a.kind === 'cooking')))
          notices.push({ code: 'INTEREST_UNSERVED', interest, reason: 'NO_TIME', months: [], inSeason: [] });
        continue;
      }
      if (interest === 'trains') {
        if (!days.some((d) => d.legs.some((l) => l.mode === TravelMode.TRAIN)))
          notices.push({ code: 'INTEREST_UNSERVED', interest, reason: 'NO_TRAIN', months: [], inSeason: [] });
        continue;
      }
      if (this.days.serves(ctx, days, interest)) continue;
      const serving = this.world.geo.attractions.filter((a) => this.world.interestsOf(a).includes(interest));
      const months = ctx.months.length > 0 ? ctx.months : [null];
      const inSeason = serving.filter((a) => months.some((m) => this.world.inSeason(a, m)));
      if (inSeason.length === 0) {
        const when = [
          ...new Set(
            serving.flatMap((a) =>
              Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => this.world.inSeason(a, m)),
            ),
          ),
        ].sort((x, y) => x - y);
        notices.push({ code: 'INTEREST_UNSERVED', interest, reason: 'SEASON', months: when, inSeason: [] });
        continue;
      }
      const nearest = (a: AttractionRecord) =>
        Math.min(...days.map((d) => haversineKm(d.base.lat, d.base.lng, a.lat, a.lng)));
      const named = inSeason
        .map((a) => ({ a, km: nearest(a) }))
        .sort((x, y) => x.km - y.km || x.a.id.localeCompare(y.a.id))
        .slice(0, 3)
        .map((x) => x.a.name);
      notices.push({ code: 'INTEREST_UNSERVED', interest, reason: 'REACH', months: ctx.months, inSeason: named });
    }
    return notices;
  }

  /** The request resolved against the data: places found (or the spec's error), interests read, pace and months set. */
  private context(request: PlanRequest): PlanContext {
    const start = this.resolve(request.start, 'start');
    const end = this.resolve(request.end, 'end');
    const stops = request.stops.map((stop, i) => this.resolve(stop, `stops.${i}`));
    const interests = readInterests(request.notes);
    const wanted = new Set<string>();
    // The stops first, in the traveller's order: they are towns to stay in or pass through, like named towns.
    const namedTowns: PlaceRecord[] = stops.filter((p) => p.kind !== 'airport');
    const custom: CustomPlace[] = request.customPlaces.map((requested) => {
      const found = this.findPlace(requested);
      if (found.attraction) wanted.add(found.attraction.id);
      else if (found.place && found.place.kind !== 'airport') namedTowns.push(found.place);
      return { requested, requestedBy: RequestedBy.PICKED, ...found };
    });
    const asked = new Set([
      start.id,
      end.id,
      ...stops.map((p) => p.id),
      ...custom.flatMap((c) => [c.attraction?.id, c.place?.id]),
    ]);
    for (const mention of this.world.mentions.find(request.notes)) {
      const attraction =
        mention.kind === 'attraction'
          ? mention.attraction
          : mention.place.attractionId
            ? (this.world.attractionById.get(mention.place.attractionId) ?? null)
            : null;
      if (attraction) {
        wanted.add(attraction.id);
        if (!asked.has(attraction.id))
          custom.push({ requested: attraction.name, requestedBy: RequestedBy.NOTES, attraction, place: null });
        asked.add(attraction.id);
        continue;
      }
      const place = (mention as { place: PlaceRecord }).place;
      // The start is where the trip begins anyway; a named end is a town to stay in, like any other named town.
      if (place.kind === 'airport' || (place.id === start.id && start.id !== end.id)) continue;
      namedTowns.push(place);
      if (!asked.has(place.id))
        custom.push({ requested: place.name, requestedBy: RequestedBy.NOTES, attraction: null, place });
      asked.add(place.id);
    }
    for (const [i, place] of stops.entries())
      custom.push({ requested: request.stops[i]!, requestedBy: RequestedBy.STOP, attraction: null, place });
    const monthOfDay = Array.from({ length: request.days }, (_, i) =>
      request.startDate ? Number(addDays(request.startDate, i).slice(5, 7)) : null,
    );
    const months = [...new Set(monthOfDay.filter((m): m is number => m !== null))];
    const gentle =
      interests.includes('family') || interests.includes('relaxation') || request.traveller.childAges.length > 0;
    const party = partyOf(request.people, request.traveller);
    return {
      request,
      start,
      end,
      interests,
      wanted,
      namedTowns,
      custom,
      stops,
      party,
      monthOfDay,
      months,
      pace: request.traveller.childAges.some((age) => age < YOUNG_CHILD_AGE)
        ? PACES.youngFamily
        : gentle
          ? PACES.gentle
          : PACES.standard,
    };
  }

  private resolve(text: string, field: Parameters<typeof PlannerError.locationNotFound>[1]): PlaceRecord {
    const best = this.world.engine.geocodeNow(text)?.best;
    const place = best ? this.world.placeById.get(best.id) : undefined;
    if (!place)
      throw PlannerError.locationNotFound(
        text,
        field,
        this.world.engine.nearMisses(text).map((p) => p.label ?? p.name),
      );
    return place;
  }

  /** A custom place by name: an attraction (exact name or alias, else the geocoder's sight), or a town. */
  private findPlace(name: string): { attraction: AttractionRecord | null; place: PlaceRecord | null } {
    const exact = this.world.mentions.exact(name);
    if (exact?.kind === 'attraction') return { attraction: exact.attraction, place: null };
    const geocoded = exact ? null : this.world.engine.geocodeNow(name)?.best;
    const place =
      exact?.kind === 'place' ? exact.place : geocoded ? (this.world.placeById.get(geocoded.id) ?? null) : null;
    if (place?.attractionId)
      return { attraction: this.world.attractionById.get(place.attractionId) ?? null, place: null };
    return { attraction: null, place: place ?? null };
  }

  /** A leg's line for the map: a train along its track, a road leg along the built-in road graph. */
  private legLine(leg: LegDraft): number[][] | null {
    if (leg.track) return leg.track.map(([lng, lat]) => [lng, lat]);
    if (leg.km === 0) return null;
    const line = this.world.travel.line(leg.fromPoint, leg.toPoint);
    // Two places on the same stretch of road: the line between them.
    if (line.length < 2)
      return [
        [leg.fromPoint.lng, leg.fromPoint.lat],
        [leg.toPoint.lng, leg.toPoint.lat],
      ];
    return line.map(([lng, lat]) => [lng, lat]);
  }

  private presentDay(d: DayDraft, ctx: PlanContext, lines: readonly BudgetLineFacts[]): DayFacts {
    const stops = d.stops.map((s) => ({
      attractionId: s.attraction.id,
      name: s.attraction.name,
      category: s.attraction.category,
      lat: s.attraction.lat,
      lng: s.attraction.lng,
      start: hhmm(s.start),
      visitMinutes: s.visitMinutes,
      ...this.tickets(s.attraction, ctx),
      notes: s.notes,
    }));
    const legs = d.legs.map((l) => ({
      from: l.from,
      to: l.to,
      mode: l.mode,
      depart: hhmm(l.depart),
      distanceKm: l.km,
      minutes: l.minutes,
      via: [...l.via],
      note: l.note,
      geometry: this.legLine(l),
    }));
    const date = ctx.request.startDate ? addDays(ctx.request.startDate, d.day - 1) : null;
    return {
      day: d.day,
      date,
      kind: d.kind,
      from: placeOf(d.from),
      overnight: d.night !== null,
      title: this.title(d, ctx),
      base: placeOf(d.base),
      stops,
      legs,
      activities: d.activities.map((a) => ({
        kind: a.kind,
        at: a.at,
        costLkr: this.pricer.activity(a.kind, ctx.request.people).amount,
      })),
      startTime: hhmm(d.startTime),
      endTime: hhmm(d.endTime),
      activeMinutes: d.activeMinutes,
      limitMinutes: d.limitMinutes,
      costLkr: lines.filter((l) => l.day === d.day).reduce((s, l) => s + l.amountLkr, 0),
      warnings: this.layout.warnings(d, ctx),
    };
  }

  /** A stop's entry tickets for the whole party: the known part, and whether anyone's price is unknown. */
  private tickets(a: AttractionRecord, ctx: PlanContext): { ticketsLkr: number; ticketPriceKnown: boolean } {
    const t = this.pricer.fees.tickets(a, ctx.party);
    return { ticketsLkr: t.knownLkr, ticketPriceKnown: t.unknownFor === 0 };
  }

  private title(d: DayDraft, ctx: PlanContext): DayTitle {
    if (d.kind === 'transfer')
      return { code: 'TRANSFER', from: d.from.name, to: d.base.name, byTrain: d.legs[0]?.mode === TravelMode.TRAIN };
    if (d.stops.length === 0) return { code: 'SLOW_DAY', base: d.base.name };
    if (
      d.stops[0]!.attraction.category === 'beach' &&
      ctx.interests.some((i) => i === 'beaches' || i === 'relaxation' || i === 'family')
    )
      return { code: 'BEACH_TIME', beach: d.stops[0]!.attraction.name };
    return { code: 'AROUND', base: d.base.name };
  }

  /** The places of the plan, best first, each with why it is there. */
  private recommend(ctx: PlanContext, days: readonly DayDraft[]): PlaceFacts[] {
    const seen = new Set<string>();
    const visits: { a: AttractionRecord; day: DayDraft; score: number }[] = [];
    for (const day of days) {
      for (const s of day.stops) {
        if (seen.has(s.attraction.id)) continue;
        seen.add(s.attraction.id);
        visits.push({ a: s.attraction, day, score: attractionScore(this.world, ctx, s.attraction) });
      }
    }
    visits.sort((x, y) => y.score - x.score || x.day.day - y.day.day || x.a.id.localeCompare(y.a.id));
    return visits.map(({ a, day }) => ({
      attractionId: a.id,
      name: a.name,
      category: a.category,
      lat: a.lat,
      lng: a.lng,
      rating: a.rating,
      day: day.day,
      reasons: this.reasons(a, day, ctx),
    }));
  }

  private reasons(a: AttractionRecord, day: DayDraft, ctx: PlanContext): PlaceReason[] {
    const reasons: PlaceReason[] = [];
    if (ctx.wanted.has(a.id)) reasons.push({ code: 'ON_YOUR_LIST' });
    const loves = this.world.interestsOf(a).filter((i) => ctx.interests.includes(i));
    if (loves.length > 0) reasons.push({ code: 'LOVES', interests: loves });
    reasons.push({ code: 'RATED', rating: a.rating });
    const month = ctx.monthOfDay[day.day - 1];
    if (month && a.bestMonths.includes(month)) reasons.push({ code: 'GOOD_MONTH', month });
    reasons.push(
      day.kind === 'transfer'
        ? { code: 'ON_THE_WAY', from: day.from.name, to: day.base.name, day: day.day }
        : { code: 'NEAR_BASE', base: day.base.name, day: day.day },
    );
    return reasons;
  }

  private customOutcomes(
    ctx: PlanContext,
    days: readonly DayDraft[],
    stays: readonly Stay[],
    removed: ReadonlySet<string>,
  ): CustomPlaceFacts[] {
    const visitDay = new Map<string, number>();
    for (const d of days) for (const s of d.stops) visitDay.set(s.attraction.id, d.day);
    return ctx.custom.map((c) =>
      c.attraction && removed.has(c.attraction.id) && !visitDay.has(c.attraction.id)
        ? {
            requestedBy: c.requestedBy,
            requested: c.requested,
            matched: c.attraction.name,
            included: false,
            day: null,
            outcome: { code: 'REMOVED' },
          }
        : { requestedBy: c.requestedBy, ...this.customOutcome(c, ctx, days, stays, visitDay) },
    );
  }

  private customOutcome(
    c: CustomPlace,
    ctx: PlanContext,
    days: readonly DayDraft[],
    stays: readonly Stay[],
    visitDay: ReadonlyMap<string, number>,
  ): Omit<CustomPlaceFacts, 'requestedBy'> {
    if (!c.attraction && !c.place)
      return { requested: c.requested, matched: null, included: false, day: null, outcome: { code: 'NOT_FOUND' } };
    if (c.attraction) {
      const day = visitDay.get(c.attraction.id);
      if (day)
        return {
          requested: c.requested,
          matched: c.attraction.name,
          included: true,
          day,
          outcome: { code: 'VISITED', day },
        };
      return {
        requested: c.requested,
        matched: c.attraction.name,
        included: false,
        day: null,
        outcome: this.whyNot(c.attraction, ctx, stays, days, visitDay),
      };
    }
    const place = c.place!;
    const stay = stays.find((s) => haversineKm(s.base.place.lat, s.base.place.lng, place.lat, place.lng) < 20);
    const passDay = days.find((d) => d.base.id === place.id || d.from.id === place.id);
    if (stay || passDay) {
      const day = days.find((d) => d.base.id === (stay?.base.place.id ?? place.id))?.day ?? passDay?.day ?? null;
      return {
        requested: c.requested,
        matched: place.name,
        included: true,
        day,
        outcome: stay ? { code: 'STAYING', base: stay.base.name, nights: stay.nights } : { code: 'ON_ROUTE' },
      };
    }
    return {
      requested: c.requested,
      matched: place.name,
      included: false,
      day: null,
      outcome: { code: 'OFF_ROUTE', place: place.name, days: ctx.request.days },
    };
  }

  private whyNot(
    a: AttractionRecord,
    ctx: PlanContext,
    stays: readonly Stay[],
    days: readonly DayDraft[],
    visitDay: ReadonlyMap<string, number>,
  ): CustomOutcome {
    const { seasons } = this.world.data;
    const closed = seasons.closures.find(
      (c) => c.attractionId === a.id && ctx.months.some((m) => c.closedMonths.includes(m)),
    );
    if (closed) {
      const months = ctx.months.filter((m) => closed.closedMonths.includes(m));
      const open = (closed.instead?.attractionIds ?? [])
        .map((id) => this.world.attractionById.get(id)!)
        .filter((x) => !isClosed(this.world.data, x.id, months));
      const seasonal = seasons.seasonal.find(
        (x) => x.id === closed.instead?.seasonal && months.some((m) => x.months.includes(m)),
      );
      const inSeason = [
        ...open
          .map((x) => ({ name: x.name, day: visitDay.get(x.id) ?? null, months: null }))
          .sort((x, y) => (x.day === null ? 1 : 0) - (y.day === null ? 1 : 0)),
        ...(seasonal ? [{ name: seasonal.what, day: null, months: seasonal.months }] : []),
      ];
      return { code: 'CLOSED_IN_MONTHS', months, note: closed.note, inSeason };
    }
    const closedDays = this.closedWhenNear(a, ctx, days);
    if (closedDays) return closedDays;
    // The nearest place of the plan by road, where the traveller starts, ends or sleeps.
    let nearest = ctx.start;
    let minutes = Infinity;
    for (const p of [ctx.start, ctx.end, ...stays.map((s) => s.base.place)]) {
      const drive = this.world.travel.drive(placePoint(p), attractionPoint(a));
      if (drive && drive.minutes < minutes) {
        minutes = drive.minutes;
        nearest = p;
      }
    }
    if (minutes === Infinity) return { code: 'UNREACHABLE', days: ctx.request.days };
    // The days more it would take: a day there, and the drive to a base a day out from it and back, in days of driving.
    const base = this.stays.dayOutBase(a, ctx);
    const detour = base ? this.world.travel.drive(placePoint(nearest), base.point)?.minutes : undefined;
    const moreDays = detour === undefined ? null : 1 + Math.ceil((2 * detour) / ctx.pace.maxDriveMinutes);
    return { code: 'TOO_FAR', minutes, from: nearest.name, days: ctx.request.days, moreDays };
  }

  /** A day over the party's hours on the road: a town between would have broken it had a night been left, or none lies between. */
  private roadOverLimit(ctx: PlanContext, d: DayDraft, minutes: number): PlanNotice {
    const between = d.from.id !== d.base.id && this.stays.breakBetween(placePoint(d.from), placePoint(d.base)) !== null;
    return {
      code: 'ROAD_OVER_LIMIT',
      day: d.day,
      minutes,
      limit: ctx.pace.maxRoadMinutes,
      youngChildren: ctx.pace.minNights > 1,
      reason: between ? 'NO_NIGHT_LEFT' : 'NO_TOWN_BETWEEN',
    };
  }

  /**
   * A sight closed on every day the plan comes near it (a museum on a Monday, a bungalow open only at weekends and on
   * poya days): those days, and when it opens. Near: a day out reaches it (the reach a base a day out from a place
   * asked for is chosen by), or a day's journey passes it (at most a fifth longer). Null when it opens on one of them, or no day comes near.
   */
  private closedWhenNear(a: AttractionRecord, ctx: PlanContext, days: readonly DayDraft[]): CustomOutcome | null {
    const there = attractionPoint(a);
    const drive = (p: PlaceRecord) => this.world.travel.drive(placePoint(p), there);
    const dayOut = (p: PlaceRecord) => {
      const m = drive(p)?.minutes ?? Infinity;
      return (
        m <= DAY_OUT_MAX_MINUTES || 2 * m + this.world.hours.visitMinutes(a) <= ctx.pace.limitMinutes - DAY_OUT_SLACK
      );
    };
    const passes = (d: DayDraft) =>
      (drive(d.from)?.km ?? Infinity) + (drive(d.base)?.km ?? Infinity) <=
      MAX_DETOUR * (this.world.travel.drive(placePoint(d.from), placePoint(d.base))?.km ?? 0);
    const dates = days
      .filter((d) => (d.kind === 'explore' ? dayOut(d.base) : passes(d)))
      .map((d) => dayDate(ctx, d.day));
    if (dates.length === 0 || dates.some((date) => date === null || this.world.hours.openOn(a, date))) return null;
    const h = this.world.hours.of(a);
    return {
      code: 'CLOSED_ON_DAYS',
      dates: dates as string[],
      opensOn: h.weekendsAndPoyaOnly ? [6, 0] : [...h.days],
      poya: h.weekendsAndPoyaOnly ? 'only' : h.closedOnPoya ? 'closed' : null,
    };
  }

  private summary(ctx: PlanContext, stays: readonly Stay[], days: readonly DayDraft[]): SummaryFacts {
    return {
      family: ctx.interests.includes('family'),
      loves: ctx.interests.filter((i) => i !== 'family'),
      nights: stays.map((s) => ({ base: s.base.name, nights: s.nights })),
      trains: days.flatMap((d) =>
        d.legs.filter((l) => l.mode === TravelMode.TRAIN).map((l) => ({ from: l.from, to: l.to })),
      ),
      beachDays: days.filter((d) => d.stops.some((s) => s.attraction.category === 'beach')).length,
    };
  }
}

/** A level over the budget by at most this share is still chosen for a plan whose traveller named none (and said so). */
const OVER_BUDGET_TOLERANCE = 1.05;
/** A day's journey that ends after this (21:00, in minutes after midnight) is named in a notice with its length. */
const LATE_ARRIVAL = 21 * 60;

/**
 * About how many of the trip's days the budget covers at a level's prices: the days' own lines (stays, meals, travel,
 * tickets) added from the first, with the trip-wide lines (a buffer) in proportion. Null when not even one day fits.
 */
function daysWithin(lines: readonly BudgetLineFacts[], budgetLkr: number, days: number): number | null {
  const total = lines.reduce((sum, l) => sum + l.amountLkr, 0);
  const perDay = total / days;
  const fits = Math.floor(budgetLkr / perDay);
  return fits >= 1 ? Math.min(fits, days - 1) : null;
}
