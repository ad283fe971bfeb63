import type { EntityManager } from '@mikro-orm/postgresql';
import type { Business } from './business.entity.js';
import { BusinessPhotoRepository } from './photos/business-photo.repository.js';
import { photoFileNames, type PhotoStorage } from './photos/photo-storage.js';

/**
 * Takes a listing out of the directory, within the caller's transaction: soft-deletes it and removes its photos for
 * good, rows and files. The files go before the transaction commits, so a store that fails leaves the listing as it
 * was (503, try again) rather than photos nobody can remove. Its owner's delete and an admin's removal alike.
 */
export async function removeListing(tx: EntityManager, business: Business, storage: PhotoStorage): Promise<void> {
  business.deletedAt = new Date();
  const keys = await new BusinessPhotoRepository(tx).removeAll(business.id);
  await storage.delete(keys.flatMap(photoFileNames));
}
