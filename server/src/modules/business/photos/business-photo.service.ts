import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parseInput } from '../../../lib/errors/validation.js';
import type { InvalidatedCache } from '../../../lib/invalidated-cache.js';
import { exceeded, type RateLimiter } from '../../../lib/rate-limit.js';
import { requestScope } from '../../../lib/request-scope.js';
import { isUuid } from '../../../lib/uuid.js';
import { BusinessAccess, type Caller } from '../business-access.js';
import { BusinessError, BusinessErrorCode } from '../business.errors.js';
import { BusinessRepository, type BusinessRecord } from '../business.repository.js';
import type { BusinessPage } from '../business.service.js';
import { BusinessPhotoRepository, type PhotoRecord } from './business-photo.repository.js';
import { renderPhoto } from './photo-image.js';
import { MAX_PHOTOS_PER_BUSINESS } from './photo-limits.js';
import { newPhotoKey, photoFileName, photoFileNames, type PhotoStorage } from './photo-storage.js';
import { PhotoError, PhotoErrorCode } from './photo.errors.js';

/** Reads the upload's bytes; called only once the caller may add a photo, and refuses more than MAX_PHOTO_BYTES. */
export type PhotoUpload = () => Promise<Buffer>;

export type PhotoLimits = {
  readonly limiter: RateLimiter;
  /** Uploads one address may make in PHOTO_UPLOAD_WINDOW_SECONDS, good or bad. */
  readonly uploadsPerAddress: number;
};

export const PHOTO_UPLOAD_WINDOW_SECONDS = 60 * 60;

export const PHOTO_ADDED = 'Photo added!';
export const PHOTO_REMOVED = 'Photo removed.';

const reorderSchema = z.object({
  photoIds: z
    .array(z.string().refine(isUuid, "Each photo id must be a photo's id."), {
      error: 'photoIds must be a list of photo ids.',
    })
    .max(MAX_PHOTOS_PER_BUSINESS, `A listing has at most ${MAX_PHOTOS_PER_BUSINESS} photos.`),
});

/**
 * A listing's photos: adding (checked and resized by photo-image, stored by the photo storage), removing and
 * ordering them. Exactly the listing's own rule decides who may: its owner, or the holder of its management code
 * (BusinessAccess, as for editing its details).
 */
export class BusinessPhotoService {
  private readonly access: BusinessAccess;

  constructor(
    private readonly emOf: () => EntityManager,
    /** The directory's pages, which carry photos: emptied at once here, and on other instances by the table's trigger. */
    private readonly pages: InvalidatedCache<BusinessPage>,
    private readonly limits: PhotoLimits,
    private readonly storage: PhotoStorage,
  ) {
    this.access = new BusinessAccess(limits.limiter);
  }

  private get em(): EntityManager {
    return this.emOf();
  }

  /**
   * Adds a photo after the listing's others. Cheap refusals come before the upload is read or decoded: the address's
   * rate, who is asking, a listing that is full. The files are stored before the row is written (under a lock on
   * the listing, which checks it is still live and not yet full), and removed again if the row cannot be.
   */
  async add(
    businessId: string,
    caller: Caller,
    upload: PhotoUpload,
  ): Promise<{ photo: PhotoRecord; business: BusinessRecord }> {
    const rule = { limit: this.limits.uploadsPerAddress, windowSeconds: PHOTO_UPLOAD_WINDOW_SECONDS };
    const retryAfterSeconds = await exceeded(this.limits.limiter, `business:photo:ip:${caller.clientIp}`, rule);
    if (retryAfterSeconds) throw new PhotoError(PhotoErrorCode.TOO_MANY_UPLOADS, { retryAfterSeconds });
    await this.access.managedLive(this.em, businessId, caller, 'edit');
    await this.refuseWhenFull(new BusinessPhotoRepository(this.em), businessId);

    const bytes = await upload();
    if (bytes.length === 0) throw new PhotoError(PhotoErrorCode.EMPTY);
    const { small, large } = await renderPhoto(bytes);
    const key = newPhotoKey();
    let id: string;
    try {
      await Promise.all([
        this.storage.put(photoFileName(key, 'small'), small.bytes),
        this.storage.put(photoFileName(key, 'large'), large.bytes),
      ]);
      id = await this.write(async (photos) => {
        await this.lockLive(photos, businessId);
        await this.refuseWhenFull(photos, businessId);
        return photos.append(businessId, { key, small, large });
      });
    } catch (error) {
      await this.storage
        .delete(photoFileNames(key))
        .catch((cleanup: unknown) =>
          requestScope
            .getStore()
            ?.logger.warn({ err: cleanup, key }, 'could not remove the files of a photo that was not added'),
        );
      throw error;
    }
    const business = await this.listing(businessId);
    return { photo: business.photos.find((photo) => photo.id === id)!, business };
  }

  /**
   * Removes a photo, its row and its files; the ones after it move up. The files go before the removal commits: if
   * the store fails, the photo stays listed (503, try again) instead of lingering at its URL unlisted.
   */
  async remove(businessId: string, photoId: string, caller: Caller): Promise<BusinessRecord> {
    await this.write(async (photos, tx) => {
      await this.access.managedLive(tx, businessId, caller, 'edit');
      await this.lockLive(photos, businessId);
      const key = isUuid(photoId) ? await photos.remove(businessId, photoId) : null;
      if (!key) throw new PhotoError(PhotoErrorCode.NOT_FOUND);
      await this.storage.delete(photoFileNames(key));
    });
    return this.listing(businessId);
  }

  /** Puts the listing's photos in the given order (the first is shown on its card); `input.photoIds` lists each once. */
  async reorder(businessId: string, input: unknown, caller: Caller): Promise<BusinessRecord> {
    const { photoIds } = parseInput(reorderSchema, input);
    await this.write(async (photos, tx) => {
      await this.access.managedLive(tx, businessId, caller, 'edit');
      await this.lockLive(photos, businessId);
      const current = (await photos.list(businessId)).map((photo) => photo.id);
      const wanted = new Set(photoIds.map((id) => id.toLowerCase()));
      if (wanted.size !== photoIds.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) {
        throw new PhotoError(PhotoErrorCode.BAD_ORDER);
      }
      await photos.reorder(businessId, [...wanted]);
    });
    return this.listing(businessId);
  }

  private async refuseWhenFull(photos: BusinessPhotoRepository, businessId: string): Promise<void> {
    if ((await photos.count(businessId)) >= MAX_PHOTOS_PER_BUSINESS) throw new PhotoError(PhotoErrorCode.LIMIT_REACHED);
  }

  private async lockLive(photos: BusinessPhotoRepository, businessId: string): Promise<void> {
    if (!(await photos.lockLiveBusiness(businessId))) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
  }

  private async write<T>(work: (photos: BusinessPhotoRepository, tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional((tx) => work(new BusinessPhotoRepository(tx), tx));
    } finally {
      this.pages.invalidate();
    }
  }

  /** The listing with its photos as they are now. */
  private async listing(businessId: string): Promise<BusinessRecord> {
    const business = await new BusinessRepository(this.em).findLive(businessId);
    if (!business) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
    return business;
  }
}
