import type { MapPoint } from '../../../components/map/map-view';
import type { TravelMode } from '../../../gql/graphql';

export { MAP_BOUNDS, MAP_CENTRE, MAP_ZOOM, type MapPoint } from '../../../components/map/map-view';

/** What the journey map draws; shared by the Leaflet and Google maps. */
export type MapStop = MapPoint & { readonly label: string; readonly name: string };

/** What the map draws of a plan (plan-shapes.ts works it out). */
export type Bounds = { readonly south: number; readonly west: number; readonly north: number; readonly east: number };

/** A leg's line as [longitude, latitude] pairs, with its way of travel. */
export type LegShape = {
  readonly mode: TravelMode;
  readonly label: string;
  readonly line: readonly (readonly [number, number])[];
};

export type DayShape = {
  readonly day: number;
  /** The day's stops, lettered A, B, … in visiting order. */
  readonly stops: readonly MapStop[];
  readonly legs: readonly LegShape[];
  /** Null for a day with nothing to draw. */
  readonly bounds: Bounds | null;
};

export type PlanShapes = {
  /** Where the traveller sleeps, numbered 1, 2, … in order. */
  readonly bases: readonly MapStop[];
  readonly days: readonly DayShape[];
  /** The ways of travel the plan uses, in the legend's order. */
  readonly modes: readonly TravelMode[];
  readonly bounds: Bounds | null;
};

export type JourneyMapProps = {
  /** The route line as [longitude, latitude] pairs. */
  readonly route: readonly (readonly number[])[] | null;
  readonly stops: readonly MapStop[];
  readonly attractions: readonly MapStop[];
  /** A plan to draw instead of a route: its bases, days, stops and legs. */
  readonly plan?: PlanShapes | null;
  /** The plan's day being read: highlighted, and the map fitted to it. Null for the whole plan. */
  readonly day?: number | null;
  /** Called once the map can draw a route. */
  readonly onReady: () => void;
};

export const MAP_HEIGHT = 500;
