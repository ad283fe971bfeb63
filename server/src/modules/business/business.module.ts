import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeFeed } from '../../db/change-feed.js';
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
    if (!changes) return;
    this.pages.setEnabled(changes.live);
    changes.on('live', (live) => this.pages.setEnabled(live));
    changes.on('change', (channel) => {
      if (channel === BUSINESS_CHANGED) this.pages.invalidate();
    });
  }

  service(em: EntityManager): BusinessService {
    return new BusinessService(em, this.pages, this.limits);
  }
}
