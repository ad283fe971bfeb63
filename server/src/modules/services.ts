import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeFeed } from '../db/change-feed.js';
import { paths } from '../config/paths.js';
import { BUSINESS_CHANGED, BusinessModule } from './business/business.module.js';
import type { BusinessService } from './business/business.service.js';
import { ContentService } from './content/content.service.js';

/** Channels the change feed listens on, one per module that caches. */
export const changeChannels = [BUSINESS_CHANGED] as const;

/**
 * Root query fields whose whole answer is the same for every anonymous caller, with the channel their data changes
 * on. Their answers may be served from the public response cache; list nothing that depends on who asks.
 * The content fields (destinations, destination, testimonials) are left out: they are answered from memory, so
 * the cache would save little, and content changes only with a restart.
 */
export const publicQueryFields: Readonly<Record<string, string>> = {
  businesses: BUSINESS_CHANGED,
  business: BUSINESS_CHANGED,
};

/** Process-wide state of every module; built once when the app starts. */
export type Modules = { readonly business: BusinessModule; readonly content: ContentService };

/** Reads and checks content/*.json here, so bad content stops the server at boot. */
export function createModules(changes?: ChangeFeed, contentDir = paths.content): Modules {
  return { business: new BusinessModule(changes), content: ContentService.load(contentDir) };
}

/** One request's services, sharing one EntityManager fork that is made only if a service needs the database. */
export type RequestServices = { readonly business: BusinessService; readonly content: ContentService };

export function requestServices(modules: Modules, em: () => EntityManager): RequestServices {
  let business: BusinessService | undefined;
  return {
    content: modules.content,
    get business() {
      return (business ??= modules.business.service(em()));
    },
  };
}
