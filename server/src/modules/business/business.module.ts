import type { EntityManager } from '@mikro-orm/postgresql';
import { followChanges, type ChangeFeed } from '../../db/change-feed.js';
import { InvalidatedCache } from '../../lib/invalidated-cache.js';
import { BusinessService, type BusinessLimits, type BusinessPage } from './business.service.js';

/** The channel the `business_changed_notify` trigger signals on after any write to the table. */
export const BUSINESS_CHANGED = 'business_changed';

/**
 * What the business directory keeps for the life of the process: the page cache, on only while the change feed is
 * live, so a write made through any instance (or by hand in psql) empties it everywhere.
 */
export class BusinessModule {
  private readonly pages = new InvalidatedCache<BusinessPage>(1000, 5 * 60_000);

  constructor(
    private readonly limits: BusinessLimits,
    changes?: ChangeFeed,
  ) {
    followChanges(this.pages, changes, BUSINESS_CHANGED);
  }

  /** The request's service; `em` makes the request's EntityManager fork, called only when a query needs it. */
  service(em: () => EntityManager): BusinessService {
    return new BusinessService(em, this.pages, this.limits);
  }
}
