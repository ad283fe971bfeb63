import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { isPhotoFileName, PhotoError, PhotoErrorCode, type PhotoStorage } from '../modules/business/business.module.js';

/** A year, and never revalidated: a file's name is new for every photo, so its bytes never change. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /photos/<key>-<width>.webp: listing photos from the photo storage (a folder or a bucket), on the app's own
 * origin so the pages' `img-src 'self'` allows them. Listing photos are public; other sites may show them too.
 */
export function photoFileRoutes(storage: PhotoStorage): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const name = req.params.name;
    const file = isPhotoFileName(name) ? await storage.get(name) : null;
    if (!file) throw new PhotoError(PhotoErrorCode.NOT_FOUND);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (file.size !== null) res.setHeader('Content-Length', String(file.size));
    await pipeline(file.body, res);
  });
  return router;
}
