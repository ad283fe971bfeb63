import type { BuiltInGeoProvider } from '../../geo/builtin.provider.js';
import type { AttractionRecord, GeoData, PlaceRecord } from '../../geo/geo.data.js';
import { haversineKm } from '../../geo/geo.math.js';
import {
  Comfort,
  TravelMode,
  type CustomPlaceOutcome,
  type Interest,
  type PlanDay,
  type PlanPlace,
  type RecommendedPlace,
  type TripPlan,
} from '../plan.types.js';
import { interestIds, type InterestId, type PlannerData } from '../planner.data.js';
import { PlannerError } from '../planner.errors.js';
import type { PlanRequest } from '../planner.schema.js';
import { attractionScore, PACES, type CustomPlace, type PlanContext } from './context.js';
import { DayPlanner, type DayDraft, type Transport } from './days.js';
import { readInterests } from './notes.js';
import { comfortWords, lkr, Pricer, totalsOf } from './pricing.js';
import { StayPlanner, type Stay } from './stays.js';
import { monthName, tipsFor } from './tips.js';
import { attractionPoint, categoryInterests, placePoint, PlannerWorld } from './world.js';

const interestEnum: Record<InterestId, Interest> = Object.fromEntries(interestIds.map((i) => [i, i.toUpperCase() as Interest])) as Record<InterestId, Interest>;
const interestWords: Record<InterestId, string> = {
  beaches: 'beaches',
  wildlife: 'wildlife',
  history: 'history and culture',
  hiking: 'hiking',
  tea: 'tea country',
  surfing: 'surfing',
  food: 'food',
  family: 'family time',
  relaxation: 'slow days',
  trains: 'trains',
  photography: 'photography',
};

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const duration = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`);
const placeOf = (p: { id: string; name: string; lat: number; lng: number }): PlanPlace => ({ id: p.id, name: p.name, lat: p.lat, lng: p.lng });
const modeWords: Record<TravelMode, string> = { [TravelMode.CAR]: 'by car', [TravelMode.TRAIN]: 'by train', [TravelMode.BUS]: 'by bus', [TravelMode.TUKTUK]: 'by tuk-tuk' };

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The built-in planner: no network, deterministic (the same request always gives the same plan). It reads what the
 * traveller loves, chooses where they sleep, builds each day within its hours from the geo engine's travel times,
 * prices it from the rates table at the most comfortable level the budget covers, and explains its choices.
 */
export class PlannerEngine {
  readonly world: PlannerWorld;
  private readonly stays: StayPlanner;
  private readonly days: DayPlanner;
  private readonly pricer: Pricer;

  constructor(geo: GeoData, engine: BuiltInGeoProvider, data: PlannerData) {
    this.world = new PlannerWorld(geo, engine, data);
    this.stays = new StayPlanner(this.world);
    this.days = new DayPlanner(this.world);
    this.pricer = new Pricer(data);
  }

  plan(request: PlanRequest): TripPlan {
    const notices: string[] = [];
    const ctx = this.context(request);
    const stays = this.stays.plan(ctx, notices);
    const drafts: Record<Transport, DayDraft[]> = { private: this.days.plan(ctx, stays, 'private'), public: this.days.plan(ctx, stays, 'public') };
    const options = [Comfort.BUDGET, Comfort.MIDRANGE, Comfort.COMFORT].map((comfort) => {
      const days = drafts[comfort === Comfort.BUDGET ? 'public' : 'private'];
      const lines = this.pricer.price(days, comfort, request.people);
      const totalLkr = lines.reduce((s, l) => s + l.amountLkr, 0);
      return { comfort, days, lines, totalLkr, withinBudget: totalLkr <= request.budget };
    });
    const chosen = [...options].reverse().find((o) => o.withinBudget) ?? options[0]!;
    const minimum = options[0]!.totalLkr;
    const budgetSummary = chosen.withinBudget
      ? `${lkr(chosen.totalLkr)} for ${request.people} ${request.people === 1 ? 'person' : 'people'} over ${request.days} ${request.days === 1 ? 'day' : 'days'} at the ${comfortWords[chosen.comfort]}, within your ${lkr(request.budget)}.${chosen.comfort !== Comfort.COMFORT ? ` The next level up would cost ${lkr(options[options.indexOf(chosen) + 1]!.totalLkr)}.` : ''}`
      : `Your budget of ${lkr(request.budget)} does not cover this trip for ${request.people} ${request.people === 1 ? 'person' : 'people'} over ${request.days} ${request.days === 1 ? 'day' : 'days'}. The smallest realistic total is ${lkr(minimum)} (${lkr(Math.ceil(minimum / request.people))} per person) at the ${comfortWords[Comfort.BUDGET]}; the plan is priced at that level.`;

    const dayPlans = chosen.days.map((d) => this.presentDay(d, ctx, chosen.lines));
    const places = this.recommend(ctx, chosen.days);
    const customPlaces = this.customOutcomes(ctx, chosen.days, stays);
    for (const c of customPlaces) if (!c.included) notices.push(`${c.requested}: ${c.reason}`);
    for (const d of chosen.days) {
      const driving = d.legs.filter((l) => l.mode !== TravelMode.TRAIN).reduce((s, l) => s + l.minutes, 0);
      if (driving > ctx.pace.maxDriveMinutes) notices.push(`Day ${d.day} is a long day on the road (${duration(driving)} ${d.legs[0]!.mode === TravelMode.CAR ? 'driving' : 'travelling'}); start early.`);
    }
    const ratesYear = Math.max(...[...this.world.data.rates.values()].map((r) => r.year));
    const plan: TripPlan = {
      start: placeOf(ctx.start),
      end: placeOf(ctx.end),
      days: request.days,
      people: request.people,
      startDate: request.startDate,
      interests: ctx.interests.map((i) => interestEnum[i]),
      summary: '',
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
        summary: budgetSummary,
        ratesYear,
        exchangeRates: this.world.data.exchangeRates.map((r) => ({ currency: r.currency, lkrPerUnit: r.lkrPerUnit, year: r.year })),
      },
      tips: tipsFor(this.world, ctx, stays, chosen.days),
      customPlaces,
      notices,
    };
    plan.summary = this.summary(plan, ctx, stays, chosen.days);
    return plan;
  }

  /** The request resolved against the data: places found (or the spec's error), interests read, pace and months set. */
  private context(request: PlanRequest): PlanContext {
    const start = this.resolve(request.start, 'start');
    const end = this.resolve(request.end, 'end');
    const interests = readInterests(request.notes);
    const wanted = new Set<string>();
    const namedTowns: PlaceRecord[] = [];
    for (const mention of this.world.mentions.find(request.notes)) {
      if (mention.kind === 'attraction') wanted.add(mention.attraction.id);
      else if (mention.place.attractionId) wanted.add(mention.place.attractionId);
      // The start is where the trip begins anyway; a named end is a town to stay in, like any other named town.
      else if (mention.place.id !== start.id || start.id === end.id) namedTowns.push(mention.place);
    }
    const custom: CustomPlace[] = request.customPlaces.map((requested) => {
      const found = this.findPlace(requested);
      if (found.attraction) wanted.add(found.attraction.id);
      else if (found.place && found.place.kind !== 'airport') namedTowns.push(found.place);
      return { requested, ...found };
    });
    const monthOfDay = Array.from({ length: request.days }, (_, i) => (request.startDate ? Number(addDays(request.startDate, i).slice(5, 7)) : null));
    const months = [...new Set(monthOfDay.filter((m): m is number => m !== null))];
    const gentle = interests.includes('family') || interests.includes('relaxation');
    return { request, start, end, interests, wanted, namedTowns, custom, monthOfDay, months, pace: gentle ? PACES.gentle : PACES.standard };
  }

  private resolve(text: string, field: 'start' | 'end'): PlaceRecord {
    const best = this.world.engine.geocodeNow(text)?.best;
    const place = best ? this.world.placeById.get(best.id) : undefined;
    if (!place) throw PlannerError.locationNotFound(text, field);
    return place;
  }

  /** A custom place by name: an attraction (exact name or alias, else the geocoder's sight), or a town. */
  private findPlace(name: string): { attraction: AttractionRecord | null; place: PlaceRecord | null } {
    const exact = this.world.mentions.exact(name);
    if (exact?.kind === 'attraction') return { attraction: exact.attraction, place: null };
    const geocoded = exact ? null : this.world.engine.geocodeNow(name)?.best;
    const place = exact?.kind === 'place' ? exact.place : geocoded ? (this.world.placeById.get(geocoded.id) ?? null) : null;
    if (place?.attractionId) return { attraction: this.world.attractionById.get(place.attractionId) ?? null, place: null };
    return { attraction: null, place: place ?? null };
  }

  private presentDay(d: DayDraft, ctx: PlanContext, lines: readonly { day: number | null; amountLkr: number }[]): PlanDay {
    const stops = d.stops.map((s) => ({
      attractionId: s.attraction.id,
      name: s.attraction.name,
      category: s.attraction.category,
      lat: s.attraction.lat,
      lng: s.attraction.lng,
      start: hhmm(s.start),
      visitMinutes: s.visitMinutes,
      ticketsLkr: this.pricer.feeLkr(s.attraction) * ctx.request.people,
      note: s.note,
    }));
    const legs = d.legs.map((l) => ({ from: l.from, to: l.to, mode: l.mode, depart: hhmm(l.depart), distanceKm: l.km, minutes: l.minutes, via: [...l.via], note: l.note }));
    const date = ctx.request.startDate ? addDays(ctx.request.startDate, d.day - 1) : null;
    return {
      day: d.day,
      date,
      title: this.title(d, ctx),
      narrative: this.narrative(d),
      base: placeOf(d.base),
      stops,
      legs,
      activities: d.activities.map((a) => ({ name: a.name, costLkr: this.pricer.activity(a.kind, ctx.request.people).amount })),
      startTime: hhmm(d.startTime),
      endTime: hhmm(d.endTime),
      activeMinutes: d.activeMinutes,
      limitMinutes: d.limitMinutes,
      costLkr: lines.filter((l) => l.day === d.day).reduce((s, l) => s + l.amountLkr, 0),
    };
  }

  private title(d: DayDraft, ctx: PlanContext): string {
    if (d.kind === 'transfer') return `${d.from.name} to ${d.base.name}${d.legs[0]?.mode === TravelMode.TRAIN ? ' by train' : ''}`;
    if (d.stops.length === 0) return `A slow day in ${d.base.name}`;
    if (d.stops[0]!.attraction.category === 'beach' && ctx.interests.some((i) => i === 'beaches' || i === 'relaxation' || i === 'family')) return `Beach time at ${d.stops[0]!.attraction.name}`;
    return `${d.base.name} and around`;
  }

  private narrative(d: DayDraft): string {
    const parts: string[] = [];
    const first = d.legs[0];
    if (d.kind === 'transfer' && first) {
      const road = first.via.length && first.mode !== TravelMode.TRAIN ? ` on the ${first.via.slice(0, 3).join(', ')}` : first.mode === TravelMode.TRAIN ? ` on the ${first.via.join(' and ')}` : '';
      parts.push(`Leave ${d.from.name} at ${hhmm(first.depart)} ${modeWords[first.mode]}${road}.`);
    } else if (d.stops.length > 0) parts.push(`A day out from ${d.base.name}, starting at ${hhmm(d.startTime)}.`);
    else parts.push(`No driving today: rest, wander ${d.base.name} and enjoy it at your own pace.`);
    if (d.stops.length > 0) parts.push(`Visit ${listWords(d.stops.map((s) => `${s.attraction.name} (${duration(s.visitMinutes)})`))}.`);
    for (const a of d.activities) parts.push(`${a.name}.`);
    if (d.kind === 'transfer' || d.stops.length > 0) parts.push(`${d.night ? `Arrive in ${d.base.name}` : `Reach ${d.base.name}`} by about ${hhmm(d.endTime)}${d.night ? ' for the night' : ''}.`);
    return parts.join(' ');
  }

  /** The places of the plan, best first, each with why it is there. */
  private recommend(ctx: PlanContext, days: readonly DayDraft[]): RecommendedPlace[] {
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
      reason: this.reason(a, day, ctx),
    }));
  }

  private reason(a: AttractionRecord, day: DayDraft, ctx: PlanContext): string {
    const parts: string[] = [];
    if (ctx.wanted.has(a.id)) parts.push('It was on your list.');
    const loves = categoryInterests[a.category].filter((i) => ctx.interests.includes(i));
    if (loves.length > 0) parts.push(`For your love of ${listWords(loves.map((i) => interestWords[i]))}.`);
    parts.push(`Rated ${a.rating.toFixed(1)} out of 5 (TripMate’s indicative rating).`);
    const month = ctx.monthOfDay[day.day - 1];
    if (month && a.bestMonths.includes(month)) parts.push(`${monthName(month)} is a good month for it.`);
    parts.push(day.kind === 'transfer' ? `On the way from ${day.from.name} to ${day.base.name} on day ${day.day}.` : `A short trip from ${day.base.name} on day ${day.day}.`);
    return parts.join(' ');
  }

  private customOutcomes(ctx: PlanContext, days: readonly DayDraft[], stays: readonly Stay[]): CustomPlaceOutcome[] {
    const visitDay = new Map<string, number>();
    for (const d of days) for (const s of d.stops) visitDay.set(s.attraction.id, d.day);
    return ctx.custom.map((c) => {
      if (!c.attraction && !c.place) return { requested: c.requested, matched: null, included: false, day: null, reason: 'TripMate could not find this place in its Sri Lanka data, so the plan does not include it.' };
      if (c.attraction) {
        const day = visitDay.get(c.attraction.id);
        if (day) return { requested: c.requested, matched: c.attraction.name, included: true, day, reason: `Visited on day ${day}.` };
        return { requested: c.requested, matched: c.attraction.name, included: false, day: null, reason: this.whyNot(c.attraction, ctx, stays) };
      }
      const place = c.place!;
      const stay = stays.find((s) => haversineKm(s.base.place.lat, s.base.place.lng, place.lat, place.lng) < 20);
      const passDay = days.find((d) => d.base.id === place.id || d.from.id === place.id);
      if (stay || passDay) {
        const day = days.find((d) => d.base.id === (stay?.base.place.id ?? place.id))?.day ?? passDay?.day ?? null;
        return { requested: c.requested, matched: place.name, included: true, day, reason: stay ? `You stay in ${stay.base.name} for ${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}.` : 'The route passes through it.' };
      }
      return { requested: c.requested, matched: place.name, included: false, day: null, reason: `${place.name} is off this route and a ${ctx.request.days}-day trip has no spare night for it; add days to include it.` };
    });
  }

  private whyNot(a: AttractionRecord, ctx: PlanContext, stays: readonly Stay[]): string {
    const closed = this.world.data.seasons.closures.find((c) => c.attractionId === a.id && ctx.months.some((m) => c.closedMonths.includes(m)));
    if (closed) return `It is usually closed at the time of your trip. ${closed.note}`;
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
    const far = minutes === Infinity ? 'not reachable by road' : `${duration(minutes)} each way from ${nearest.name}`;
    return `It is ${far}, the nearest stop on this route, and no day of this ${ctx.request.days}-day plan has room for that; add a day or choose a place nearer the route.`;
  }

  private summary(plan: TripPlan, ctx: PlanContext, stays: readonly Stay[], days: readonly DayDraft[]): string {
    const who = ctx.interests.includes('family') ? 'family trip' : 'trip';
    const loves = ctx.interests.filter((i) => i !== 'family').map((i) => interestWords[i]);
    const nights = stays.length ? ` Nights: ${listWords(stays.map((s) => `${s.nights} in ${s.base.name}`))}.` : ' A day trip.';
    const trains = days.flatMap((d) => d.legs.filter((l) => l.mode === TravelMode.TRAIN).map((l) => `${l.from} to ${l.to}`));
    const beachDays = days.filter((d) => d.stops.some((s) => s.attraction.category === 'beach')).length;
    const extras = [
      trains.length ? `the train from ${listWords(trains)}` : null,
      beachDays ? `${beachDays} ${beachDays === 1 ? 'day' : 'days'} with beach time` : null,
      `${plan.places.length} ${plan.places.length === 1 ? 'place' : 'places'} to see`,
    ].filter(Boolean) as string[];
    return `A ${ctx.request.days}-day ${who} from ${ctx.start.name} to ${ctx.end.name} for ${ctx.request.people} ${ctx.request.people === 1 ? 'traveller' : 'travellers'}${loves.length ? `, for ${listWords(loves)}` : ''}.${nights} The plan has ${listWords(extras)}. ${plan.budget.summary}`;
  }
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
