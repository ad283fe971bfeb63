import { isDomainError } from '../../lib/errors/domain-error.js';
import { parseInput } from '../../lib/errors/validation.js';
import { requestScope } from '../../lib/request-scope.js';
import { GeoError, GeoErrorCode } from './geo.errors.js';
import type { BuiltInGeoProvider } from './builtin.provider.js';
import type { GeoLocator, PinFacts } from './locator.js';
import type { LngLat } from './geo.math.js';
import type { AttractionAnswer, GeocodeAnswer, GeoPlace, GeoProvider, RouteAnswer } from './geo.provider.js';
import { MapKind } from './map-kind.js';
import {
  addressPinSchema,
  attractionsAlongRouteSchema,
  geocodeSchema,
  geocodeSuggestionsSchema,
  pinAtSchema,
  MAX_ATTRACTIONS,
  MAX_RADIUS_KM,
  routeSchema,
  DEFAULT_SUGGESTIONS,
  type LocationInputData,
} from './geo.schema.js';

export type MapSettings = { readonly browserKey?: string };

export const GEO_LAYERS_PATH = '/api/geo/layers';

/** The built-in gazetteer's answers for a name as it is typed, and for one that found nothing, whichever provider geocodes. */
export type PlaceSuggester = Pick<BuiltInGeoProvider, 'suggestNow' | 'nearMisses'>;

/** The rules of the geo queries, for the GraphQL resolver and the REST adapter. */
export class GeoService {
  constructor(
    private readonly provider: GeoProvider,
    private readonly locator: GeoLocator,
    private readonly suggester: PlaceSuggester,
    private readonly map: MapSettings = {},
  ) {}

  /** Google's map when a browser key is configured, otherwise Leaflet over the project's own layers. */
  mapConfig(): { kind: MapKind; browserKey: string | null; layersUrl: string } {
    return this.map.browserKey
      ? { kind: MapKind.GOOGLE, browserKey: this.map.browserKey, layersUrl: GEO_LAYERS_PATH }
      : { kind: MapKind.LEAFLET, browserKey: null, layersUrl: GEO_LAYERS_PATH };
  }

  get providerName(): GeoProvider['name'] {
    return this.provider.name;
  }

  async geocode(input: unknown): Promise<GeocodeAnswer> {
    const { query } = parseInput(geocodeSchema, input);
    const answer = await this.call(() => this.provider.geocode(query));
    if (!answer) throw this.notFound(query, 'query');
    return answer;
  }

  /** Places for a name as the traveller types it, best first (the built-in gazetteer, in any of its scripts). */
  suggestions(input: unknown): GeoPlace[] {
    const { query, first } = parseInput(geocodeSuggestionsSchema, input);
    return this.suggester.suggestNow(query, first ?? DEFAULT_SUGGESTIONS);
  }

  /** "Could not find location: X", with the places X may have meant. */
  private notFound(text: string, field: string): GeoError {
    return new GeoError(
      GeoErrorCode.LOCATION_NOT_FOUND,
      text,
      field,
      this.suggester.nearMisses(text).map((p) => p.label ?? p.name),
    );
  }

  /** Where an address puts a map pin (as the directory places a listing), or null when it cannot be placed. */
  async addressPin(input: unknown): Promise<PinFacts | null> {
    const { address } = parseInput(addressPinSchema, input);
    const point = await this.locator.locateAddress(address);
    return point ? this.locator.pinAt(point) : null;
  }

  /** What a map pin at a point stands on: land or sea, and its district. */
  pinAt(input: unknown): PinFacts {
    const { point } = parseInput(pinAtSchema, input);
    return this.locator.pinAt(point);
  }

  private async resolve(location: LocationInputData, field: string): Promise<GeoPlace> {
    if (location.point) return this.provider.placeAt(location.point.lat, location.point.lng);
    const text = location.text!;
    const answer = await this.call(() => this.provider.geocode(text));
    if (!answer) throw this.notFound(text, field);
    return answer.best;
  }

  /** A driving route; every stop is geocoded first, so an unknown one is named in the error. */
  async route(input: unknown): Promise<RouteAnswer> {
    const data = parseInput(routeSchema, input);
    const from = await this.resolve(data.from, 'from');
    const to = await this.resolve(data.to, 'to');
    const waypoints: GeoPlace[] = [];
    for (const [i, w] of (data.waypoints ?? []).entries()) waypoints.push(await this.resolve(w, `waypoints.${i}`));
    const route = await this.call(() => this.provider.route(from, to, waypoints, data.optimize ?? false));
    if (!route) throw new GeoError(GeoErrorCode.NO_ROUTE);
    return route;
  }

  async attractionsAlongRoute(input: unknown): Promise<AttractionAnswer[]> {
    const data = parseInput(attractionsAlongRouteSchema, input);
    const path: LngLat[] = data.path.map((p) => [p.lng, p.lat]);
    try {
      return await this.provider.attractionsAlongRoute(
        path,
        data.radiusKm ?? MAX_RADIUS_KM,
        data.limit ?? MAX_ATTRACTIONS,
      );
    } catch (error) {
      if (isDomainError(error) && error.category !== 'INTERNAL_SERVER_ERROR') throw error;
      requestScope.getStore()?.logger.warn({ err: error, provider: this.provider.name }, 'attraction search failed');
      throw new GeoError(GeoErrorCode.ATTRACTIONS_FAILED);
    }
  }

  /** Upstream failures (timeouts, bad answers) become one error a person can act on; domain errors pass through. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isDomainError(error)) throw error;
      requestScope.getStore()?.logger.warn({ err: error, provider: this.provider.name }, 'maps provider call failed');
      throw new GeoError(GeoErrorCode.PROVIDER_UNAVAILABLE);
    }
  }
}
