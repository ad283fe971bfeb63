import { z } from 'zod';
import { KM_PER_DEG_LAT, KM_PER_DEG_LNG, pointSegmentKm, type LngLat } from './geo.math.js';
import {
  attractionPriority,
  type AttractionAnswer,
  type GeocodeAnswer,
  type GeoPlace,
  type GeoProvider,
  type RouteAnswer,
  type RouteLeg,
  type RouteStop,
} from './geo.provider.js';

export const GOOGLE_MAPS_BASE = 'https://maps.googleapis.com/maps/api';
const TIMEOUT_MS = 5000;
const MAX_CONCURRENT = 4;
/** Spec §9: about 15 sample points along the route, a nearby search of 20 km around each. */
const SAMPLE_POINTS = 15;

/** At most `limit` calls in flight; the rest wait their turn. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const latLng = z.object({ lat: z.number(), lng: z.number() });
const statusOk = (status: string) => status === 'OK' || status === 'ZERO_RESULTS';

const geocodeResponse = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      place_id: z.string(),
      formatted_address: z.string(),
      types: z.array(z.string()).default([]),
      geometry: z.object({ location: latLng }),
    }),
  ),
});

const directionsResponse = z.object({
  status: z.string(),
  routes: z.array(
    z.object({
      overview_polyline: z.object({ points: z.string() }),
      waypoint_order: z.array(z.number()).default([]),
      legs: z.array(
        z.object({
          distance: z.object({ value: z.number() }),
          duration: z.object({ value: z.number() }),
          steps: z.array(z.object({ html_instructions: z.string().default('') })).default([]),
        }),
      ),
    }),
  ),
});

const nearbyResponse = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      place_id: z.string(),
      name: z.string(),
      rating: z.number().optional(),
      user_ratings_total: z.number().optional(),
      types: z.array(z.string()).default([]),
      geometry: z.object({ location: latLng }),
    }),
  ),
});

/** Google's encoded polyline format to [lng, lat] pairs. */
export function decodePolyline(encoded: string): LngLat[] {
  const points: LngLat[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  while (index < encoded.length) {
    for (const which of [0, 1]) {
      let result = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = encoded.charCodeAt(index++) - 63;
        result |= (byte & 0x1f) << shift;
        shift += 5;
      } while (byte >= 0x20);
      const delta = result & 1 ? ~(result >> 1) : result >> 1;
      if (which === 0) lat += delta;
      else lng += delta;
    }
    points.push([lng / 1e5, lat / 1e5]);
  }
  return points;
}

/** Evenly spaced points along a line, by distance. */
export function samplePath(path: readonly LngLat[], count: number): LngLat[] {
  if (path.length <= 1) return [...path];
  const cumulative = [0];
  for (let i = 1; i < path.length; i++) {
    const dx = (path[i]![0] - path[i - 1]![0]) * KM_PER_DEG_LNG;
    const dy = (path[i]![1] - path[i - 1]![1]) * KM_PER_DEG_LAT;
    cumulative.push(cumulative[i - 1]! + Math.hypot(dx, dy));
  }
  const total = cumulative[cumulative.length - 1]!;
  const samples: LngLat[] = [];
  let seg = 1;
  for (let k = 0; k < count; k++) {
    const target = (total * k) / Math.max(1, count - 1);
    while (seg < path.length - 1 && cumulative[seg]! < target) seg++;
    const span = cumulative[seg]! - cumulative[seg - 1]!;
    const t = span === 0 ? 0 : (target - cumulative[seg - 1]!) / span;
    const a = path[seg - 1]!;
    const b = path[seg]!;
    samples.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return samples;
}

const ROAD_NUMBER = /\b([AEB]\d{1,3})\b/g;

/** Google Maps web services (Geocoding, Directions, Places nearby search) behind the same interface as the built-in engine. */
export class GoogleGeoProvider implements GeoProvider {
  readonly name = 'google' as const;
  private readonly gate = new Semaphore(MAX_CONCURRENT);

  constructor(
    private readonly apiKey: string,
    /** Names points given as coordinates without a network call. */
    private readonly namer: Pick<GeoProvider, 'placeAt'>,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  private async get<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
  ): Promise<z.output<S>> {
    const url = new URL(`${GOOGLE_MAPS_BASE}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', this.apiKey);
    return this.gate.run(async () => {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Google ${path} answered HTTP ${response.status}`);
      const body = schema.parse(await response.json()) as z.output<S> & { status: string };
      if (!statusOk(body.status)) throw new Error(`Google ${path} answered ${body.status}`);
      return body;
    });
  }

  async geocode(text: string): Promise<GeocodeAnswer | null> {
    const body = await this.get(
      'geocode/json',
      { address: text, components: 'country:LK', region: 'lk' },
      geocodeResponse,
    );
    const places: GeoPlace[] = body.results.map((r) => ({
      id: `google:${r.place_id}`,
      name: r.formatted_address.replace(/, Sri Lanka$/, ''),
      kind: r.types.includes('airport') ? 'airport' : r.types.includes('locality') ? 'town' : 'sight',
      lat: r.geometry.location.lat,
      lng: r.geometry.location.lng,
    }));
    if (places.length === 0) return null;
    return { best: places[0]!, alternatives: places.slice(1, 5) };
  }

  placeAt(lat: number, lng: number): GeoPlace {
    return this.namer.placeAt(lat, lng);
  }

  async route(
    from: RouteStop,
    to: RouteStop,
    waypoints: readonly RouteStop[],
    optimize: boolean,
  ): Promise<RouteAnswer | null> {
    const at = (s: RouteStop) => `${s.lat},${s.lng}`;
    const params: Record<string, string> = { origin: at(from), destination: at(to), mode: 'driving', region: 'lk' };
    if (waypoints.length > 0) params.waypoints = `${optimize ? 'optimize:true|' : ''}${waypoints.map(at).join('|')}`;
    const body = await this.get('directions/json', params, directionsResponse);
    const route = body.routes[0];
    if (!route) return null;
    const order =
      waypoints.length > 0 && route.waypoint_order.length === waypoints.length
        ? route.waypoint_order
        : waypoints.map((_, i) => i);
    const stops = [from, ...order.map((i) => waypoints[i]!), to];
    const legs: RouteLeg[] = route.legs.map((leg, i) => {
      const roads: string[] = [];
      for (const step of leg.steps) {
        for (const match of step.html_instructions.replace(/<[^>]+>/g, ' ').matchAll(ROAD_NUMBER)) {
          if (roads[roads.length - 1] !== match[1]) roads.push(match[1]!);
        }
      }
      return {
        from: stops[i]!,
        to: stops[i + 1]!,
        distanceKm: Math.round(leg.distance.value / 100) / 10,
        durationMinutes: Math.round(leg.duration.value / 60),
        roads,
      };
    });
    const distanceKm = Math.round(route.legs.reduce((s, l) => s + l.distance.value, 0) / 100) / 10;
    const durationMinutes = Math.round(route.legs.reduce((s, l) => s + l.duration.value, 0) / 60);
    return {
      distanceKm,
      durationMinutes,
      geometry: decodePolyline(route.overview_polyline.points),
      legs,
      waypointOrder: [...order],
    };
  }

  /** Spec §9: nearby searches at about 15 points, kept when within the radius of the route, de-duplicated, by priority. */
  async attractionsAlongRoute(path: readonly LngLat[], radiusKm: number, limit: number): Promise<AttractionAnswer[]> {
    const samples = samplePath(path, path.length === 1 ? 1 : SAMPLE_POINTS);
    const pages = await Promise.all(
      samples.map(([lng, lat]) =>
        this.get(
          'place/nearbysearch/json',
          { location: `${lat},${lng}`, radius: String(Math.round(radiusKm * 1000)), type: 'tourist_attraction' },
          nearbyResponse,
        ),
      ),
    );
    const byId = new Map<string, AttractionAnswer>();
    for (const page of pages) {
      for (const r of page.results) {
        if (byId.has(r.place_id)) continue;
        const { lat, lng } = r.geometry.location;
        let distance = Infinity;
        for (let i = 0; i < path.length; i++) {
          const a = path[i]!;
          const b = path[Math.min(i + 1, path.length - 1)]!;
          distance = Math.min(distance, pointSegmentKm(lng, lat, a[0], a[1], b[0], b[1]));
        }
        if (distance > radiusKm) continue;
        byId.set(r.place_id, {
          id: `google:${r.place_id}`,
          name: r.name,
          category:
            r.types.find((t) => t !== 'tourist_attraction' && t !== 'point_of_interest' && t !== 'establishment') ??
            'tourist_attraction',
          lat,
          lng,
          rating: r.rating ?? null,
          ratingCount: r.user_ratings_total ?? 0,
          priority: Math.round(attractionPriority(r.rating, r.user_ratings_total) * 1000) / 1000,
          distanceFromRouteKm: Math.round(distance * 10) / 10,
          nearestTown: null,
          visitHours: null,
          bestMonths: [],
          entryFee: null,
        });
      }
    }
    return [...byId.values()].sort((a, b) => b.priority - a.priority).slice(0, limit);
  }
}
