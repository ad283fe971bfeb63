import type { AttractionRecord, GeoData, PlaceRecord } from './geo.data.js';
import { haversineKm, KM_PER_DEG_LAT, KM_PER_DEG_LNG, pointSegmentKm, SpatialGrid, type LngLat } from './geo.math.js';
import { fastestOrder } from './fastest-order.js';
import { placeOfAddress } from './address.js';
import { Districts } from './districts.js';
import { Geocoder, type GeocodeMatch } from './geocoder.js';
import { Land } from './land.js';
import {
  attractionPriority,
  type AttractionAnswer,
  type GeoPlace,
  type GeocodeAnswer,
  type GeoProvider,
  type RouteAnswer,
  type RouteLeg,
  type RouteStop,
} from './geo.provider.js';
import { RoadGraph, type PathAnswer } from './road-graph.js';

export const MAX_WAYPOINTS = 8;

const toPlace = ({ place: p, label }: GeocodeMatch): GeoPlace => ({
  id: p.id,
  name: p.name,
  label,
  kind: p.kind,
  lat: p.lat,
  lng: p.lng,
  district: p.district,
  province: p.province,
});
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The offline engine: the committed gazetteer, road graph and attractions, indexed once at boot. */
export class BuiltInGeoProvider implements GeoProvider {
  readonly name = 'builtin' as const;
  readonly graph: RoadGraph;
  /** Sri Lanka's land and islets, for "is this point on the island". */
  readonly land: Land;
  /** The 25 districts' boundaries, for "which district is this point in". */
  readonly districts: Districts;
  private readonly geocoder: Geocoder;
  private readonly placeGrid = new SpatialGrid(0.1);
  private readonly attractionGrid = new SpatialGrid(0.1);
  private readonly attractions: readonly AttractionRecord[];
  private readonly priorities: Float64Array;
  private readonly nearest: Float64Array;
  private readonly stamp: Uint32Array;
  private stampNow = 0;

  constructor(readonly data: GeoData) {
    this.graph = new RoadGraph(data.edges, data.places);
    this.geocoder = new Geocoder(data.places, data.placeNames);
    this.land = new Land(data.land);
    this.districts = new Districts(data.districts);
    data.places.forEach((p, i) => this.placeGrid.insert(i, p.lng, p.lat));
    this.attractions = data.attractions;
    this.attractions.forEach((a, i) => this.attractionGrid.insert(i, a.lng, a.lat));
    this.priorities = Float64Array.from(this.attractions, (a) => attractionPriority(a.rating, a.ratingCount));
    this.nearest = new Float64Array(this.attractions.length);
    this.stamp = new Uint32Array(this.attractions.length);
  }

  geocode(text: string): Promise<GeocodeAnswer | null> {
    return Promise.resolve(this.geocodeNow(text));
  }

  geocodeNow(text: string): GeocodeAnswer | null {
    const matches = this.geocoder.search(text, 5);
    if (matches.length === 0) return null;
    return { best: toPlace(matches[0]!), alternatives: matches.slice(1).map(toPlace) };
  }

  /** Places for a text as it is being typed (its last word perhaps unfinished), best first. */
  suggestNow(text: string, limit: number): GeoPlace[] {
    return this.geocoder.suggest(text, limit).map(toPlace);
  }

  /** The place a name is exactly (a name or alias, or a Sinhala or Tamil name), or null: no near misses. */
  placeNamed(name: string): PlaceRecord | null {
    return this.geocoder.exactly(name)[0]?.place ?? null;
  }

  /** For a text that found no place: places with a name like it, for "did you mean" (at most `limit`). */
  nearMisses(text: string, limit = 3): GeoPlace[] {
    return this.geocoder.nearMisses(text, limit).map(toPlace);
  }

  /** The place a free-form address is in (placeOfAddress), or null when no part of it is a place TripMate knows. */
  placeOfAddress(address: string): GeoPlace | null {
    const match = placeOfAddress(address, this.geocoder, this.data.places);
    return match ? toPlace(match) : null;
  }

  placeAt(lat: number, lng: number): GeoPlace {
    let best: PlaceRecord | undefined;
    let bestKm = Infinity;
    for (let r = 0.1; !best && r < 4; r *= 2) {
      this.placeGrid.visitBox(lng - r, lat - r, lng + r, lat + r, (i) => {
        const p = this.data.places[i]!;
        const d = haversineKm(lat, lng, p.lat, p.lng);
        if (d < bestKm) {
          bestKm = d;
          best = p;
        }
      });
    }
    const name = best && bestKm < 1 ? best.name : best ? `Near ${best.name}` : `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
    return { id: `point:${lat.toFixed(5)},${lng.toFixed(5)}`, name, kind: 'point', lat, lng };
  }

  route(
    from: RouteStop,
    to: RouteStop,
    waypoints: readonly RouteStop[],
    optimize: boolean,
  ): Promise<RouteAnswer | null> {
    return Promise.resolve(this.routeNow(from, to, waypoints, optimize));
  }

  private path(a: RouteStop, b: RouteStop): PathAnswer | null {
    return this.graph.route({ lng: a.lng, lat: a.lat, id: a.id }, { lng: b.lng, lat: b.lat, id: b.id });
  }

  routeNow(from: RouteStop, to: RouteStop, waypoints: readonly RouteStop[], optimize: boolean): RouteAnswer | null {
    const order = optimize && waypoints.length > 1 ? this.bestOrder(from, to, waypoints) : waypoints.map((_, i) => i);
    if (!order) return null;
    const stops = [from, ...order.map((i) => waypoints[i]!), to];
    const legs: RouteLeg[] = [];
    const geometry: LngLat[] = [];
    let km = 0;
    let minutes = 0;
    for (let i = 0; i + 1 < stops.length; i++) {
      const a = stops[i]!;
      const b = stops[i + 1]!;
      const path = this.path(a, b);
      if (!path) return null;
      this.graph.geometry([a.lng, a.lat], path, [b.lng, b.lat], geometry);
      legs.push({
        from: a,
        to: b,
        distanceKm: round(path.km, 1),
        durationMinutes: Math.round(path.minutes),
        roads: this.graph.roads(path),
      });
      km += path.km;
      minutes += path.minutes;
    }
    return { distanceKm: round(km, 1), durationMinutes: Math.round(minutes), geometry, legs, waypointOrder: order };
  }

  /** The visiting order of the waypoints with the least total time (exact, at most 8 stops). */
  private bestOrder(from: RouteStop, to: RouteStop, waypoints: readonly RouteStop[]): number[] | null {
    const all = [...waypoints, from, to];
    return fastestOrder(waypoints.length, (i, j) => this.path(all[i]!, all[j]!)?.minutes ?? Infinity);
  }

  attractionsAlongRoute(path: readonly LngLat[], radiusKm: number, limit: number): Promise<AttractionAnswer[]> {
    return Promise.resolve(this.attractionsAlongRouteNow(path, radiusKm, limit));
  }

  /**
   * Every attraction within radiusKm of any segment of the line (each segment visits only the grid cells its padded
   * box touches), best priority first, each attraction once.
   */
  attractionsAlongRouteNow(path: readonly LngLat[], radiusKm: number, limit: number): AttractionAnswer[] {
    const stamp = ++this.stampNow;
    const found: number[] = [];
    const padLng = radiusKm / KM_PER_DEG_LNG;
    const padLat = radiusKm / KM_PER_DEG_LAT;
    const segments = path.length === 1 ? [[path[0]!, path[0]!]] : path.slice(1).map((b, i) => [path[i]!, b] as const);
    for (const [a, b] of segments) {
      const minLng = Math.min(a[0], b[0]) - padLng;
      const maxLng = Math.max(a[0], b[0]) + padLng;
      const minLat = Math.min(a[1], b[1]) - padLat;
      const maxLat = Math.max(a[1], b[1]) + padLat;
      this.attractionGrid.visitBox(minLng, minLat, maxLng, maxLat, (i) => {
        const at = this.attractions[i]!;
        const d = pointSegmentKm(at.lng, at.lat, a[0], a[1], b[0], b[1]);
        if (d > radiusKm) return;
        if (this.stamp[i] !== stamp) {
          this.stamp[i] = stamp;
          this.nearest[i] = d;
          found.push(i);
        } else if (d < this.nearest[i]!) this.nearest[i] = d;
      });
    }
    found.sort((x, y) => this.priorities[y]! - this.priorities[x]! || this.nearest[x]! - this.nearest[y]!);
    return found.slice(0, limit).map((i) => {
      const a = this.attractions[i]!;
      return {
        id: a.id,
        name: a.name,
        category: a.category,
        lat: a.lat,
        lng: a.lng,
        rating: a.rating,
        ratingCount: a.ratingCount,
        priority: round(this.priorities[i]!, 3),
        distanceFromRouteKm: round(this.nearest[i]!, 1),
        nearestTown: a.nearestTown,
        visitHours: a.visitHours,
        bestMonths: a.bestMonths,
        entryFee: a.entryFee,
      };
    });
  }
}
