import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeFeed } from '../db/change-feed.js';
import { BUSINESS_CHANGED, BusinessModule } from './business/business.module.js';
import type { BusinessService } from './business/business.service.js';
import { GEO_STATIC, GeoModule, type GeoSettings } from './geo/geo.module.js';
import type { GeoService } from './geo/geo.service.js';

/** Channels the change feed listens on, one per module that caches. */
export const changeChannels = [BUSINESS_CHANGED] as const;

/**
 * Root query fields whose whole answer is the same for every anonymous caller, with the channel their data changes
 * on. Their answers may be served from the public response cache; list nothing that depends on who asks.
 */
export const publicQueryFields: Readonly<Record<string, string>> = {
  businesses: BUSINESS_CHANGED,
  business: BUSINESS_CHANGED,
  // Geo answers come from data fixed for the life of the process (or from Google, the same for every caller).
  geocode: GEO_STATIC,
  route: GEO_STATIC,
  attractionsAlongRoute: GEO_STATIC,
  mapConfig: GEO_STATIC,
};

/** Process-wide state of every module; built once when the app starts. */
export type Modules = { readonly business: BusinessModule; readonly geo: GeoModule };

export function createModules(changes?: ChangeFeed, geo: GeoSettings = {}): Modules {
  return { business: new BusinessModule(changes), geo: new GeoModule(geo) };
}

/** One request's services, sharing one EntityManager fork that is made only if a service needs the database. */
export type RequestServices = { readonly business: BusinessService; readonly geo: GeoService };

export function requestServices(modules: Modules, em: () => EntityManager): RequestServices {
  let business: BusinessService | undefined;
  let geo: GeoService | undefined;
  return {
    get geo() {
      return (geo ??= modules.geo.service());
    },
    get business() {
      return (business ??= modules.business.service(em()));
    },
  };
}
