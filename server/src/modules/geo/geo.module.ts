import { createHash } from 'node:crypto';
import { BuiltInGeoProvider } from './builtin.provider.js';
import { loadGeoData, type GeoData } from './geo.data.js';
import type { GeoProvider } from './geo.provider.js';
import { GeoService, type MapSettings } from './geo.service.js';
import { GoogleGeoProvider } from './google.provider.js';
import { GeoLocator } from './locator.js';

// The geo module's public file: what other modules may use of the geo engine and its data.
export type { BuiltInGeoProvider } from './builtin.provider.js';
export { fastestOrder } from './fastest-order.js';
export type { AttractionRecord, GeoData, PlaceNames, PlaceRecord } from './geo.data.js';
export { haversineKm, MinHeap, type LngLat } from './geo.math.js';
export type { GeoProvider, RouteStop } from './geo.provider.js';
export { editDistance, isSinhalaOrTamil, normalise, normaliseNative } from './geocoder.js';
export { GeoLocator, type LatLng, type PinFacts } from './locator.js';
export { LocalNames, type LocalScript } from './local-names.js';
export { GeoPoint, PointInput } from './geo.types.js';
export { SRI_LANKA_BOUNDS, pointSchema } from './geo.schema.js';
export { DISTRICT_NAMES } from './district-names.js';
export { GOOGLE_MAPS_BASE, GoogleGeoProvider } from './google.provider.js';
export type { PathAnswer } from './road-graph.js';

/** Geo answers never change while the process runs; this channel never fires, so cached answers live their full time. */
export const GEO_STATIC = 'geo_static';

export type GeoSettings = MapSettings & { readonly apiKey?: string };

/** The built-in engine and the data it answers from. */
export type BuiltInGeo = { readonly data: GeoData; readonly engine: BuiltInGeoProvider };

/** Reads and checks the geo data and builds the built-in engine on it: once per process, by the composition root. */
export function loadBuiltInGeo(): BuiltInGeo {
  const data = loadGeoData();
  return { data, engine: new BuiltInGeoProvider(data) };
}

/** The base layers the browser draws, as one GeoJSON document: outline, roads, railway lines and towns. */
export function baseLayers(data: GeoData) {
  const feature = <P>(geometry: unknown, properties: P) => ({ type: 'Feature' as const, geometry, properties });
  return {
    outline: data.outline,
    roads: {
      type: 'FeatureCollection' as const,
      features: data.edges.map((e) =>
        feature({ type: 'LineString', coordinates: e.geometry }, { road: e.road, class: e.class }),
      ),
    },
    rail: {
      type: 'FeatureCollection' as const,
      features: data.rail.map((l) =>
        feature({ type: 'LineString', coordinates: l.geometry }, { id: l.id, name: l.name }),
      ),
    },
    towns: {
      type: 'FeatureCollection' as const,
      features: data.places
        .filter((p) => p.kind === 'town')
        .map((p) =>
          feature(
            { type: 'Point', coordinates: [p.lng, p.lat] },
            { id: p.id, name: p.name, districtCapital: p.districtCapital },
          ),
        ),
    },
  };
}

export class GeoModule {
  readonly provider: GeoProvider;
  /** Map pins: addresses to points, land or sea, districts (what the business directory's pins use). */
  readonly locator: GeoLocator;
  readonly layersJson: string;
  readonly layersEtag: string;

  constructor(
    readonly builtIn: BuiltInGeo,
    private readonly settings: GeoSettings = {},
  ) {
    const { data, engine } = builtIn;
    this.provider = settings.apiKey ? new GoogleGeoProvider(settings.apiKey, engine) : engine;
    this.locator = new GeoLocator(this.provider, engine);
    this.layersJson = JSON.stringify(baseLayers(data));
    this.layersEtag = `"${createHash('sha1').update(this.layersJson).digest('base64url')}"`;
  }

  service(): GeoService {
    return new GeoService(this.provider, this.locator, this.builtIn.engine, this.settings);
  }
}
