import type { PlanResult_ResultFragment, TravelMode } from '../../../gql/graphql';
import type { Bounds, DayShape, LegShape, MapPoint, MapStop, PlanShapes } from './types';

export type { Bounds, DayShape, LegShape, PlanShapes } from './types';

/**
 * What the map draws of a plan, worked out once and drawn the same way by Leaflet (offline) and Google Maps: the
 * bases numbered in the order they are slept in, each day's stops and legs, and the box to fit for the whole plan or
 * for one day. Pure, so it is tested without a map.
 */

type Plan = Pick<PlanResult_ResultFragment['plan'], 'start' | 'end' | 'bases' | 'dayPlans'>;

/** The look of each way of travel: one definition for both maps and the legend. `dash` is in line widths. */
export const MODE_STYLES: Record<
  TravelMode,
  { readonly colour: string; readonly weight: number; readonly dash: readonly number[] | null }
> = {
  CAR: { colour: '#1d4ed8', weight: 4, dash: null },
  TRAIN: { colour: '#262626', weight: 5, dash: null },
  BUS: { colour: '#b45309', weight: 4, dash: [2, 1.5] },
  TUKTUK: { colour: '#be185d', weight: 3, dash: [0.5, 1.5] },
};

const MODE_ORDER: readonly TravelMode[] = ['CAR', 'TRAIN', 'BUS', 'TUKTUK'];

const stopLetter = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : String(i + 1));

function boundsOf(points: Iterable<MapPoint>): Bounds | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return Number.isFinite(south) ? { south, west, north, east } : null;
}

function* pointsOf(stops: readonly MapStop[], legs: readonly LegShape[]): Generator<MapPoint> {
  yield* stops;
  for (const leg of legs) for (const [lng, lat] of leg.line) yield { lat, lng };
}

type PlanDay = Plan['dayPlans'][number];
type PlanLeg = PlanDay['legs'][number];

/**
 * What was already worked out, by the plan's own objects: an edit's answer keeps what it did not change as the same
 * objects (lib/keep-unchanged.ts), and their shapes stay the same objects too, so a leg's line is not decoded again
 * and the map redraws only what changed. A leg drawn straight (no line of its own) is kept with the two points it
 * was drawn between.
 */
const legCache = new WeakMap<PlanLeg, { shape: LegShape; from?: MapPoint; to?: MapPoint }>();
const stopsCache = new WeakMap<PlanDay['stops'], readonly MapStop[]>();
const dayCache = new WeakMap<readonly MapStop[], { day: number; legs: readonly LegShape[]; shape: DayShape }[]>();

const samePoint = (a: MapPoint | undefined, b: MapPoint | undefined) => a?.lat === b?.lat && a?.lng === b?.lng;

function legShape(leg: PlanLeg, known: ReadonlyMap<string, MapPoint>): LegShape | null {
  const from = known.get(leg.from);
  const to = known.get(leg.to);
  const own = leg.geometry && leg.geometry.length >= 2;
  const cached = legCache.get(leg);
  if (cached && (own || (samePoint(cached.from, from) && samePoint(cached.to, to)))) return cached.shape;
  const line = own
    ? leg.geometry!.map(([lng, lat]) => [lng!, lat!] as const)
    : from && to
      ? [[from.lng, from.lat] as const, [to.lng, to.lat] as const]
      : null;
  if (!line) return null;
  const shape = { mode: leg.mode, label: `${leg.from} to ${leg.to}`, line };
  legCache.set(leg, own ? { shape } : { shape, from, to });
  return shape;
}

function dayShape(day: PlanDay, known: ReadonlyMap<string, MapPoint>): DayShape {
  let stops = stopsCache.get(day.stops);
  if (!stops) {
    stops = day.stops.map((stop, i) => ({ label: stopLetter(i), name: stop.name, lat: stop.lat, lng: stop.lng }));
    stopsCache.set(day.stops, stops);
  }
  const legs = day.legs.map((leg) => legShape(leg, known)).filter((leg): leg is LegShape => leg !== null);
  const earlier = dayCache.get(stops) ?? [];
  const same = earlier.find(
    (e) => e.day === day.day && e.legs.length === legs.length && e.legs.every((leg, i) => leg === legs[i]),
  );
  if (same) return same.shape;
  const shape = { day: day.day, stops, legs, bounds: boundsOf(pointsOf(stops, legs)) };
  // A few shapes per stops list at most (the days an undo goes back to); the oldest goes first.
  dayCache.set(stops, [...earlier.slice(-3), { day: day.day, legs, shape }]);
  return shape;
}

export function planShapes(plan: Plan): PlanShapes {
  // Where each named place is, for legs of plans saved before legs carried their line: drawn straight between them.
  const known = new Map<string, MapPoint>();
  const remember = (name: string, at: MapPoint) => known.set(name, { lat: at.lat, lng: at.lng });
  remember(plan.start.name, plan.start);
  remember(plan.end.name, plan.end);
  for (const day of plan.dayPlans) {
    remember(day.base.name, day.base);
    for (const stop of day.stops) remember(stop.name, stop);
  }

  const bases = plan.bases.map((base, i) => ({
    label: String(i + 1),
    name: base.place.name,
    lat: base.place.lat,
    lng: base.place.lng,
  }));
  const days = plan.dayPlans.map((day) => dayShape(day, known));
  const modes = new Set(days.flatMap((day) => day.legs.map((leg) => leg.mode)));
  // The whole plan's box from the days' boxes, each worked out once.
  const everything = function* () {
    yield* bases;
    for (const { bounds } of days) {
      if (!bounds) continue;
      yield { lat: bounds.south, lng: bounds.west };
      yield { lat: bounds.north, lng: bounds.east };
    }
  };
  return { bases, days, modes: MODE_ORDER.filter((mode) => modes.has(mode)), bounds: boundsOf(everything()) };
}

/** The box the map shows: the picked day's, or the whole plan's when no day is picked (or the day has nothing). */
export function focusOf(shapes: PlanShapes, day: number | null): Bounds | null {
  const picked = day === null ? null : shapes.days.find((d) => d.day === day);
  return picked?.bounds ?? shapes.bounds;
}
