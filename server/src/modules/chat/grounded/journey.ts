import type { BuiltInGeoProvider, GeoData, RouteStop } from '../../geo/geo.module.js';
import { duration, listed } from './format.js';
import { RailTimes } from './rail-times.js';

/** The geo engine's road between two places: its length, its driving time, its numbered roads, and all that said. */
export type RoadFacts = { readonly km: number; readonly minutes: number; readonly roads: readonly string[]; readonly text: string };

/** Journeys between two places, always asked of the geo engine (its road graph and rail times), never guessed. */
export class Journeys {
  private readonly rail: RailTimes;

  constructor(
    private readonly engine: BuiltInGeoProvider,
    data: GeoData,
  ) {
    this.rail = new RailTimes(data);
  }

  road(from: RouteStop, to: RouteStop): RoadFacts | null {
    if (from.id === to.id) return null;
    const road = this.engine.routeNow(from, to, [], false);
    if (!road) return null;
    // Numbered roads only (A9, E01); unnumbered local links say nothing to a traveller.
    const roads = [...new Set(road.legs.flatMap((leg) => leg.roads))].filter((r) => /^[AEB]\d/.test(r)).slice(0, 4);
    const km = road.distanceKm < 10 ? Math.round(road.distanceKm * 10) / 10 : Math.round(road.distanceKm);
    const text = `By road, ${from.name} to ${to.name} is about ${km} km — roughly ${duration(road.durationMinutes)} of driving${roads.length ? ` (${roads.join(', ')})` : ''}, more with stops and traffic (TripMate's geo engine).`;
    return { km: road.distanceKm, minutes: road.durationMinutes, roads, text };
  }

  /** The train between the stations serving two places, with its line and typical time; null when either has none. */
  train(from: RouteStop, to: RouteStop): string | null {
    const a = this.rail.stationNear(from);
    const b = this.rail.stationNear(to);
    const train = a && b && a.id !== b.id ? this.rail.between(a.id, b.id) : null;
    if (!a || !b || !train) return null;
    const stations = a.name === from.name && b.name === to.name ? '' : ` (from ${a.name} station to ${b.name})`;
    return `By train it takes about ${duration(train.minutes)} on the ${listed([...new Set(train.lines)])}${stations}; reserve seats early in the high season.`;
  }

  /** The station a place is served by, if one is within 10 km. */
  station(place: RouteStop): string | null {
    return this.rail.stationNear(place)?.name ?? null;
  }
}
