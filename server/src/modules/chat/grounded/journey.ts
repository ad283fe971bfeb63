import { LocalNames, type BuiltInGeoProvider, type GeoData, type RouteStop } from '../../geo/geo.module.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';
import { RailTimes } from './rail-times.js';

/** The geo engine's road between two places: its length, its driving time, its numbered roads, and all that said. */
export type RoadFacts = {
  readonly km: number;
  readonly minutes: number;
  readonly roads: readonly string[];
  readonly text: string;
};

/** Journeys between two places, always asked of the geo engine (its road graph and rail times), never guessed. */
export class Journeys {
  private readonly rail: RailTimes;
  private readonly names: LocalNames;

  constructor(
    private readonly engine: BuiltInGeoProvider,
    data: GeoData,
  ) {
    this.rail = new RailTimes(data);
    this.names = new LocalNames(data);
  }

  /**
   * A place as the reader reads it: in Sinhala or Tamil script where a source names it (or the town whose name a station
   * bears), else as the data spells it.
   */
  said(place: { readonly id: string; readonly name: string }, say: ChatMessages): string {
    return say.language === 'en'
      ? place.name
      : (this.names.of(place.id, say.language) ?? this.names.ofName(place.name, say.language) ?? place.name);
  }

  /** `say`: the language of the text (English by default, as the model's tools state facts). */
  road(from: RouteStop, to: RouteStop, say: ChatMessages = sayIn('en')): RoadFacts | null {
    if (from.id === to.id) return null;
    const road = this.engine.routeNow(from, to, [], false);
    if (!road) return null;
    // Numbered roads only (A9, E01); unnumbered local links say nothing to a traveller.
    const roads = [...new Set(road.legs.flatMap((leg) => leg.roads))].filter((r) => /^[AEB]\d/.test(r)).slice(0, 4);
    const km = road.distanceKm < 10 ? Math.round(road.distanceKm * 10) / 10 : Math.round(road.distanceKm);
    const text = say.journey.road({
      from: this.said(from, say),
      to: this.said(to, say),
      km: String(km),
      minutes: road.durationMinutes,
      roads,
    });
    return { km: road.distanceKm, minutes: road.durationMinutes, roads, text };
  }

  /** The train between the stations serving two places, with its line and typical time; null when either has none. */
  train(from: RouteStop, to: RouteStop, say: ChatMessages = sayIn('en')): string | null {
    const a = this.rail.stationNear(from);
    const b = this.rail.stationNear(to);
    const train = a && b && a.id !== b.id ? this.rail.between(a.id, b.id) : null;
    if (!a || !b || !train) return null;
    const stations =
      a.name === from.name && b.name === to.name ? null : { from: this.said(a, say), to: this.said(b, say) };
    return say.journey.train({ minutes: train.minutes, lines: [...new Set(train.lines)], stations });
  }

  /** The station a place is served by, if one is within 10 km. */
  station(place: RouteStop): string | null {
    return this.rail.stationNear(place)?.name ?? null;
  }
}
