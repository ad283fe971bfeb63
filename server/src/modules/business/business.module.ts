import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { followChanges, type ChangeFeed } from '../../db/change-feed.js';
import { InvalidatedCache } from '../../lib/invalidated-cache.js';
import type { GeoLocator } from '../geo/geo.module.js';
import { BusinessService, type BusinessLimits, type BusinessPage } from './business.service.js';
import { BusinessPhotoService, type PhotoLimits } from './photos/business-photo.service.js';
import { FilePhotoStorage, type PhotoStorage } from './photos/photo-storage.js';
import { S3PhotoStorage, type S3PhotoSettings } from './photos/s3-photo-storage.js';
import { BusinessReportService, type ReportSettings } from './reports/business-report.service.js';

// What the transports (REST routes, the GraphQL context) use of photos/ and reports/, which are this module's insides.
export {
  ADDRESS_NOT_ON_MAP,
  BUSINESS_CLAIMED,
  BUSINESS_REGISTERED,
  BUSINESS_UPDATED,
  MANAGEMENT_CODE_REISSUED,
} from './business.service.js';
export { presentBusiness } from './business.presenter.js';
export { MAX_PHOTO_BYTES } from './photos/photo-limits.js';
export { PHOTO_ADDED, PHOTO_REMOVED, type BusinessPhotoService } from './photos/business-photo.service.js';
export { PhotoError, PhotoErrorCode, type PhotoErrorParams } from './photos/photo.errors.js';
export {
  BUSINESS_REPORTED,
  REPORTS_REVIEWED,
  REVIEW_REQUESTED,
  type BusinessReportService,
} from './reports/business-report.service.js';
export { isPhotoFileName, type PhotoStorage, type StoredPhotoFile } from './photos/photo-storage.js';
export { PHOTO_PATH } from './photos/photo.presenter.js';
export type { S3PhotoSettings } from './photos/s3-photo-storage.js';

/** The channel the `business_changed_notify` trigger signals on after any write to the table. */
export const BUSINESS_CHANGED = 'business_changed';

/**
 * Where listing photos are kept: an S3-compatible bucket when one is configured, else files in `folder`
 * (`$DATA_DIR/photos`). Built by the composition root only.
 */
export function createPhotoStorage(options: { folder: string; s3?: S3PhotoSettings; logger: Logger }): PhotoStorage {
  return options.s3 ? new S3PhotoStorage(options.s3, options.logger) : new FilePhotoStorage(options.folder);
}

/**
 * What the business directory keeps for the life of the process: the page cache, on only while the change feed is
 * live, so a write made through any instance (or by hand in psql) empties it everywhere; and the photo storage.
 */
export class BusinessModule {
  private readonly pages = new InvalidatedCache<BusinessPage>(1000, 5 * 60_000);

  constructor(
    private readonly limits: BusinessLimits & { readonly photoUploadsPerAddress: number },
    /** Where photo files are written and read (the /photos route serves them from here). */
    readonly photoStorage: PhotoStorage,
    /** Map pins: addresses found on the map, the island's land, its districts (the geo module). */
    private readonly locator: GeoLocator,
    /** Reports of listings and their review. */
    private readonly reportSettings: ReportSettings,
    changes?: ChangeFeed,
  ) {
    followChanges(this.pages, changes, BUSINESS_CHANGED);
  }

  /** The request's service; `em` makes the request's EntityManager fork, called only when a query needs it. */
  service(em: () => EntityManager): BusinessService {
    return new BusinessService(em, this.pages, this.limits, this.photoStorage, this.locator);
  }

  /** The request's photo service. */
  photos(em: () => EntityManager): BusinessPhotoService {
    const limits: PhotoLimits = { limiter: this.limits.limiter, uploadsPerAddress: this.limits.photoUploadsPerAddress };
    return new BusinessPhotoService(em, this.pages, limits, this.photoStorage);
  }

  /** The request's moderation service: reports, the admins' queue and their decisions. */
  reports(em: () => EntityManager): BusinessReportService {
    return new BusinessReportService(em, this.pages, this.reportSettings, this.photoStorage);
  }
}
