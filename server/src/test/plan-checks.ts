import { expect } from 'vitest';
import { isDomainError } from '../lib/errors/domain-error.js';
import { haversineKm, type AttractionRecord } from '../modules/geo/geo.module.js';
import type { DayFacts, PlanFacts } from '../modules/planner/engine/facts.js';
import type { Point } from '../modules/planner/engine/travel.js';
import { SUNRISE_APPROACH_MAX } from '../modules/planner/engine/context.js';
import { isCool } from '../modules/planner/engine/hours.js';
import { SLOWER } from '../modules/planner/engine/travel.js';
import { attractionPoint, placePoint } from '../modules/planner/engine/world.js';
import { Comfort } from '../modules/planner/plan.types.js';
import { planTripSchema, type PlanRequest } from '../modules/planner/planner.schema.js';
import { builtInPlanner } from './geo.js';

/**
 * The properties of issue 16 that every plan must have, measured from the outside: the plan's facts against the
 * built-in road graph's distances (brute force where the engine is clever), the curated data and the calendar.
 */
export const engine = builtInPlanner();
export const { world } = engine;

export const request = (input: Record<string, unknown>): PlanRequest =>
  planTripSchema.parse({ people: 2, budget: 900_000, ...input });
export const planFacts = (input: Record<string, unknown>): PlanFacts => engine.plan(request(input));

/** A plan for a generated request, or null when the planner refuses it with one of its own errors (too few days). */
export function planOrRefused(input: Record<string, unknown>): PlanFacts | null {
  try {
    return engine.plan(request(input));
  } catch (error) {
    expect(isDomainError(error), String(error)).toBe(true);
    return null;
  }
}

const km = (a: Point, b: Point) => world.travel.drive(a, b)?.km ?? Infinity;
const pathKm = (points: readonly Point[]) => points.slice(1).reduce((s, p, i) => s + km(points[i]!, p), 0);

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++)
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i]!, ...rest];
}

/** The shortest road distance from `from` through every point of `middle` in some order to `to`, by trying every order. */
export function bestPathKm(from: Point, middle: readonly Point[], to: Point): number {
  let best = Infinity;
  for (const order of permutations(middle)) best = Math.min(best, pathKm([from, ...order, to]));
  return best;
}

/**
 * The road distance between the bases in the plan's order, and in the best order (every order tried), from the start
 * to the end; a last night at the end of the trip (its base within 15 km of the end) stays last.
 */
export function baseOrder(p: PlanFacts): { km: number; bestKm: number } {
  const start = placePoint(world.placeById.get(p.start.id)!);
  const end = placePoint(world.placeById.get(p.end.id)!);
  const places = p.bases.map((b) => world.placeById.get(b.place.id)!);
  const bases = places.map(placePoint);
  const lastAtEnd = places.length > 0 && haversineKm(places.at(-1)!.lat, places.at(-1)!.lng, end.lat, end.lng) <= 15;
  const bestKm = lastAtEnd
    ? bestPathKm(start, bases.slice(0, -1), bases.at(-1)!) + km(bases.at(-1)!, end)
    : bestPathKm(start, bases, end);
  return { km: pathKm([start, ...bases, end]), bestKm };
}

export const attraction = (id: string): AttractionRecord => world.attractionById.get(id)!;
const dayPoints = (d: DayFacts) => ({
  from: placePoint(world.placeById.get(d.from.id)!),
  to: placePoint(world.placeById.get(d.base.id)!),
});

/** A day on the road only (no train or bus journey first), with its stops' road distance and the best order's. */
export function dayPath(d: DayFacts): { km: number; bestKm: number; directKm: number } | null {
  if (d.stops.length < 1 || d.legs.length !== d.stops.length + 1) return null;
  const { from, to } = dayPoints(d);
  const stops = d.stops.map((s) => ({
    point: attractionPoint(attraction(s.attractionId)),
    notes: s.notes.map((n) => n.code),
  }));
  // Whale boats and sunrise sights come first, sunset sights last: the best order keeps them there.
  const first = stops.filter((s) => s.notes.includes('SUNRISE') || s.notes.includes('WHALES'));
  // A climb or a visit in the sun (hours.json `exposure`) that leads the day is there for the cool of the morning.
  for (
    let i = first.length;
    i < stops.length &&
    world.hours.of(attraction(d.stops[i]!.attractionId)).exposure &&
    !world.data.sun.has(d.stops[i]!.attractionId);
    i++
  )
    first.push(stops[i]!);
  const last = stops.filter((s) => s.notes.includes('SUNSET'));
  const middle = stops.filter((s) => !first.includes(s) && !last.includes(s)).map((s) => s.point);
  const head = first.map((s) => s.point);
  const tail = last.map((s) => s.point);
  const bestKm =
    head.length + tail.length === 0
      ? bestPathKm(from, middle, to)
      : pathKm([from, ...head]) +
        bestPathKm(head.at(-1) ?? from, middle, tail[0] ?? to) +
        (tail[0] ? km(tail[0], to) : 0);
  return { km: pathKm([from, ...stops.map((s) => s.point), to]), bestKm, directKm: km(from, to) };
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The invariants of every plan (issue 16, item 5). */
export function checkInvariants(p: PlanFacts, input: Record<string, unknown>): void {
  const label = JSON.stringify(input);
  // The number of days asked for, and a night for each but the last.
  expect(p.dayPlans, label).toHaveLength(input.days as number);
  expect(
    p.bases.reduce((s, b) => s + b.nights, 0),
    label,
  ).toBe((input.days as number) - 1);
  for (const d of p.dayPlans) {
    // Every day within its hours: active time within the day's limit, legs and visits in time order without overlap.
    expect(d.activeMinutes, `${label} day ${d.day}`).toBeLessThanOrEqual(d.limitMinutes);
    const events = [
      ...d.legs.map((l) => ({ at: minutesOf(l.depart), end: minutesOf(l.depart) + l.minutes })),
      ...d.stops.map((s) => ({ at: minutesOf(s.start), end: minutesOf(s.start) + s.visitMinutes })),
    ].sort((a, b) => a.at - b.at);
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.at, `${label} day ${d.day}`).toBeGreaterThanOrEqual(events[i - 1]!.end);
    expect(d.costLkr, `${label} day ${d.day}`).toBe(
      p.budget.lines.filter((l) => l.day === d.day).reduce((s, l) => s + l.amountLkr, 0),
    );
  }
  // A budget that adds up: lines to categories to the total, the total to the chosen comfort level.
  expect(p.budget.totalLkr, label).toBe(p.budget.lines.reduce((s, l) => s + l.amountLkr, 0));
  for (const t of p.budget.totals)
    expect(t.amountLkr, label).toBe(
      p.budget.lines.filter((l) => l.category === t.category).reduce((s, l) => s + l.amountLkr, 0),
    );
  expect(p.budget.options.find((o) => o.comfort === p.budget.comfort)?.totalLkr, label).toBe(p.budget.totalLkr);
  expect(p.budget.withinBudget, label).toBe(p.budget.totalLkr <= p.budget.requestedLkr);
  // No base twice, except the two ends of a loop (a trip from and back to the airport sleeps near it first and last).
  const ids = p.bases.map((b) => b.place.id);
  const inner = ids.length > 1 && ids[0] === ids.at(-1) && p.start.id === p.end.id ? ids.slice(1) : ids;
  expect(new Set(inner).size, `${label}: ${ids.join(', ')}`).toBe(inner.length);
  // No attraction twice.
  const visits = p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId));
  expect(new Set(visits).size, label).toBe(visits.length);
  // Every requested place placed, on a day that visits it, or explained.
  const custom = (input.customPlaces as string[] | undefined) ?? [];
  expect(
    p.customPlaces.map((c) => c.requested),
    label,
  ).toEqual([...new Set(custom.map((c) => c.trim()).filter(Boolean))]);
  for (const c of p.customPlaces) {
    if (c.included) expect(c.day, `${label}: ${c.requested}`).not.toBeNull();
    else
      expect(
        p.notices.some((n) => n.code === 'CUSTOM_PLACE_LEFT_OUT' && n.requested === c.requested),
        `${label}: ${c.requested}`,
      ).toBe(true);
    if (c.outcome.code === 'VISITED')
      expect(
        p.dayPlans[c.outcome.day - 1]!.stops.some((s) => s.name === c.matched),
        `${label}: ${c.requested}`,
      ).toBe(true);
  }
  // No day left empty while a place asked for is refused, when that day would have fitted it (issue 16).
  expect(emptyDaysBesideRefusal(p), `${label}: empty days beside a refusal`).toEqual([]);
}

/** Sights timed to the sun are there at sunrise or sunset: the visit spans the moment. */
export function checkSunTimes(p: PlanFacts, label: string): number {
  let timed = 0;
  for (const d of p.dayPlans) {
    for (const s of d.stops) {
      const sun = s.notes.find((n) => n.code === 'SUNRISE' || n.code === 'SUNSET');
      const data = world.data.sun.get(s.attractionId);
      expect(Boolean(sun), `${label} day ${d.day} ${s.name}`).toBe(Boolean(data));
      if (!sun || (sun.code !== 'SUNRISE' && sun.code !== 'SUNSET')) continue;
      timed++;
      const start = minutesOf(s.start);
      expect(start, `${label} day ${d.day} ${s.name}`).toBeLessThanOrEqual(sun.at);
      expect(start + s.visitMinutes, `${label} day ${d.day} ${s.name}`).toBeGreaterThanOrEqual(sun.at);
    }
  }
  return timed;
}

/**
 * The must-sees of every base with a full day there (two nights or more), when the interests match and the sight is
 * open, are in the plan. (A single night on the way is best effort: the day may be the drive.)
 */
export function missingMustSees(p: PlanFacts): string[] {
  const visited = new Set(p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId)));
  const interests = p.interests.map((i) => i.toLowerCase());
  const monthOf = (day: number) =>
    new Date(Date.parse(`${p.startDate!}T00:00:00Z`) + (day - 1) * 86_400_000).getUTCMonth() + 1;
  const missing: string[] = [];
  for (const b of p.bases) {
    if (b.nights < 2) continue;
    const base = world.bases.find((x) => x.placeId === b.place.id)!;
    // The months of the days spent there (closed then: rightly left out).
    const days = p.dayPlans.filter((d) => d.base.id === b.place.id || d.from.id === b.place.id).map((d) => d.day);
    const months = p.startDate ? days.map(monthOf) : [];
    for (const m of base.mustSee ?? []) {
      if (interests.length > 0 && !m.interests.some((i) => interests.includes(i))) continue;
      const closure = world.data.seasons.closures.find((c) => c.attractionId === m.attractionId);
      if (closure && months.length > 0 && months.every((x) => closure.closedMonths.includes(x))) continue;
      if (!visited.has(m.attractionId)) missing.push(`${m.attractionId} (${b.place.name})`);
    }
  }
  return missing;
}

/**
 * Issue 16: "no day is left empty while a requested place is refused". The days with no sight and no activity, and
 * less than half their hours on the road, on which a place asked for but refused for its distance would have fitted:
 * there and back (or on the way from the day's start to its night), the visit, and an hour to spare within the day's
 * hours, with at most five hours on the road (by bus, a third slower); a sunrise sight, a short drive before dawn.
 * Answers "day N: place" for each.
 */
export function emptyDaysBesideRefusal(p: PlanFacts): string[] {
  const factor = p.budget.comfort === Comfort.BUDGET ? SLOWER.BUS : 1;
  const out: string[] = [];
  for (const c of p.customPlaces) {
    if (c.outcome.code !== 'TOO_FAR' && c.outcome.code !== 'UNREACHABLE') continue;
    const a = world.geo.attractions.find((x) => x.name === c.matched);
    if (!a) continue;
    for (const d of p.dayPlans) {
      if (d.stops.length > 0 || d.activities.length > 0 || d.activeMinutes >= d.limitMinutes / 2) continue;
      const { from, to } = dayPoints(d);
      const there = world.travel.drive(from, attractionPoint(a));
      const back = world.travel.drive(attractionPoint(a), to);
      if (!there || !back) continue;
      const road = (there.minutes + back.minutes) * factor;
      // A sunrise sight is for where the traveller slept: a short drive before dawn.
      if (world.data.sun.get(a.id)?.event === 'sunrise' && there.minutes * factor > SUNRISE_APPROACH_MAX) continue;
      if (road <= 300 && road + a.visitHours * 60 <= d.limitMinutes - 60) out.push(`day ${d.day}: ${c.requested}`);
    }
  }
  return out;
}

/**
 * What breaks a day's hours (issue 28), as a traveller would see it: a visit outside its sight's hours or on a day it
 * is closed, a climb or a walk in the sun in the midday heat, a sight timed to the sun that misses it, a wait over
 * 90 minutes before a visit (lunch aside), a day with sights ending after 21:00 or longer than its hours.
 */
export function hoursProblems(d: DayFacts): string[] {
  const problems: string[] = [];
  if (d.activeMinutes > d.limitMinutes) problems.push(`active ${d.activeMinutes} over ${d.limitMinutes}`);
  if (d.stops.length > 0 && minutesOf(d.endTime) > 21 * 60) problems.push(`ends ${d.endTime}`);
  for (const s of d.stops) {
    const start = minutesOf(s.start);
    const end = start + s.visitMinutes;
    const sun = s.notes.find((n) => n.code === 'SUNRISE' || n.code === 'SUNSET');
    if (sun && (sun.code === 'SUNRISE' || sun.code === 'SUNSET')) {
      if (start > sun.at || end < sun.at) problems.push(`${s.name} misses the ${sun.code.toLowerCase()}`);
      continue;
    }
    const a = attraction(s.attractionId);
    const h = world.hours.of(a);
    if (start < h.open || start > h.lastEntry || end > h.close) problems.push(`${s.name} ${s.start} outside its hours`);
    if (!world.hours.openOn(a, d.date)) problems.push(`${s.name} closed on ${d.date}`);
    if (!isCool(h.exposure, start, end)) problems.push(`${s.name} ${s.start} in the midday heat`);
  }
  const events = [
    ...d.legs.map((l) => ({ at: minutesOf(l.depart), end: minutesOf(l.depart) + l.minutes, stop: false })),
    ...d.stops.map((s) => ({ at: minutesOf(s.start), end: minutesOf(s.start) + s.visitMinutes, stop: true })),
  ].sort((x, y) => x.at - y.at || (x.stop ? 1 : -1));
  let lunchLeft = true;
  for (let i = 1; i < events.length; i++) {
    let idle = events[i]!.at - events[i - 1]!.end;
    if (lunchLeft && idle >= 60 && events[i]!.at >= 12 * 60 + 30) {
      idle -= 60;
      lunchLeft = false;
    }
    if (events[i]!.stop && idle > 90) problems.push(`waits ${idle} minutes`);
  }
  return problems;
}
