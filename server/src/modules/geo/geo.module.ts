import { createHash } from 'node:crypto';
import { BuiltInGeoProvider } from './builtin.provider.js';
import { loadGeoData, type GeoData } from './geo.data.js';
import type { GeoProvider } from './geo.provider.js';
import { GeoService, type MapSettings } from './geo.service.js';
import { GoogleGeoProvider } from './google.provider.js';

/** Geo answers never change while the process runs; this channel never fires, so cached answers live their full time. */
export const GEO_STATIC = 'geo_static';

export type GeoSettings = MapSettings & { readonly apiKey?: string };

let shared: { data: GeoData; engine: BuiltInGeoProvider } | undefined;

/** The data and the built-in engine, built once per process (every app server in a test run shares them). */
export function builtInGeo(): { data: GeoData; engine: BuiltInGeoProvider } {
  if (!shared) {
    const data = loadGeoData();
    shared = { data, engine: new BuiltInGeoProvider(data) };
  }
  return shared;
}

/** The base layers the browser draws, as one GeoJSON document: outline, roads, railway lines and towns. */
export function baseLayers(data: GeoData) {
  const feature = <P>(geometry: unknown, properties: P) => ({ type: 'Feature' as const, geometry, properties });
  return {
    outline: data.outline,
    roads: {
      type: 'FeatureCollection' as const,
      features: data.edges.map((e) => feature({ type: 'LineString', coordinates: e.geometry }, { road: e.road, class: e.class })),
    },
    rail: {
      type: 'FeatureCollection' as const,
      features: data.rail.map((l) => feature({ type: 'LineString', coordinates: l.geometry }, { id: l.id, name: l.name })),
    },
    towns: {
      type: 'FeatureCollection' as const,
      features: data.places
        .filter((p) => p.kind === 'town')
        .map((p) => feature({ type: 'Point', coordinates: [p.lng, p.lat] }, { id: p.id, name: p.name, districtCapital: p.districtCapital })),
    },
  };
}

export class GeoModule {
  readonly provider: GeoProvider;
  readonly layersJson: string;
  readonly layersEtag: string;

  constructor(private readonly settings: GeoSettings = {}) {
    const { data, engine } = builtInGeo();
    this.provider = settings.apiKey ? new GoogleGeoProvider(settings.apiKey, engine) : engine;
    this.layersJson = JSON.stringify(baseLayers(data));
    this.layersEtag = `"${createHash('sha1').update(this.layersJson).digest('base64url')}"`;
  }

  service(): GeoService {
    return new GeoService(this.provider, this.settings);
  }
}
