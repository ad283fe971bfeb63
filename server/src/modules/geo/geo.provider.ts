import type { LngLat } from './geo.math.js';

/** A place as every provider answers it. */
export type GeoPlace = {
  readonly id: string;
  readonly name: string;
  /** The name, with the district where several places share it ("Wattegama, Monaragala"); the name when absent. */
  readonly label?: string;
  readonly kind: string;
  readonly lat: number;
  readonly lng: number;
  /** The district and province, where the built-in gazetteer knows them. */
  readonly district?: string;
  readonly province?: string;
};

export type GeocodeAnswer = {
  readonly best: GeoPlace;
  readonly alternatives: readonly GeoPlace[];
};

export type RouteLeg = {
  readonly from: GeoPlace;
  readonly to: GeoPlace;
  readonly distanceKm: number;
  readonly durationMinutes: number;
  /** Road numbers in driving order, without repeats in a row (A1, E01 …). */
  readonly roads: readonly string[];
};

export type RouteAnswer = {
  readonly distanceKm: number;
  readonly durationMinutes: number;
  /** The whole route as one line. */
  readonly geometry: readonly LngLat[];
  readonly legs: readonly RouteLeg[];
  /** The order the waypoints are visited in, as indexes into the waypoints given. */
  readonly waypointOrder: readonly number[];
};

export type AttractionAnswer = {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly lat: number;
  readonly lng: number;
  readonly rating: number | null;
  readonly ratingCount: number;
  /** Spec §3: rating (3 when unknown) plus rating count / 1000. */
  readonly priority: number;
  readonly distanceFromRouteKm: number;
  readonly nearestTown: string | null;
  readonly visitHours: number | null;
  readonly bestMonths: readonly number[];
  readonly entryFee: {
    readonly amount: number;
    readonly currency: string;
    readonly year: number;
    readonly note: string;
  } | null;
};

export type RouteStop = GeoPlace;

/**
 * A maps service: the geo queries (GeoService) answer through it, and the trip planner measures its plans' roads with
 * `route` (the planner itself plans on the built-in engine's road graph; see planner/README.md). The built-in engine
 * answers offline; the Google provider answers the same shapes from Google's web services.
 */
export interface GeoProvider {
  readonly name: 'builtin' | 'google';
  /** The best place for free text and a few alternatives, or null when nothing matches. */
  geocode(text: string): Promise<GeocodeAnswer | null>;
  /** The nearest known place to a point, to name coordinates given by a client. */
  placeAt(lat: number, lng: number): GeoPlace;
  /** A driving route through the stops in order (or with the middle ones reordered), or null when there is none. */
  route(
    from: RouteStop,
    to: RouteStop,
    waypoints: readonly RouteStop[],
    optimize: boolean,
  ): Promise<RouteAnswer | null>;
  /** Attractions within radiusKm of the line, best first. */
  attractionsAlongRoute(path: readonly LngLat[], radiusKm: number, limit: number): Promise<AttractionAnswer[]>;
}

export const attractionPriority = (rating: number | null | undefined, ratingCount: number | null | undefined): number =>
  (rating ?? 3) + (ratingCount ?? 0) / 1000;
