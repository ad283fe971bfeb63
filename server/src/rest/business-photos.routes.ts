import type { IncomingMessage } from 'node:http';
import express, { Router, type Request, type Response } from 'express';
import { MAX_PHOTO_BYTES, PhotoError, PhotoErrorCode } from '../modules/business/business.module.js';
import { answerLanguage } from '../lib/http/error-handler.js';
import { confirmation } from '../messages/languages.js';
import { presentBusiness, presentPhotoJson } from '../modules/business/business.presenter.js';
import { ValidationError } from '../lib/errors/validation.js';
import { businessCallerOf } from './business-caller.js';
import type { RestDeps } from './deps.js';

const PHOTO_UPLOAD_PATH = /^\/api\/business\/[^/?]+\/photos\/?(?:\?|$)/;

/** A photo's upload: its body is timed by the pause between bytes, not in all (lib/http/body-deadlines.ts). */
export function isPhotoUpload(req: IncomingMessage): boolean {
  return req.method === 'POST' && PHOTO_UPLOAD_PATH.test(req.url ?? '');
}

/**
 * `POST /api/business/{id}/photos` with the image itself as the body (any Content-Type: the bytes say what it is).
 * A raw body rather than multipart/form-data: one photo a request needs no form parser, a browser sends a File as it
 * is with fetch, and `curl --data-binary @photo.jpg` works too. Mounted before the API's JSON-only rule.
 */
export function businessPhotoUploadRoutes({ servicesOf, authOf, clientIpOf }: RestDeps): Router {
  const router = Router();
  const callerOf = businessCallerOf({ authOf, clientIpOf });
  // Compressed bodies are refused: the 5 MB would then limit the compressed bytes, not the photo.
  const rawBody = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES, inflate: false });

  router.post('/:id/photos', async (req, res) => {
    const { photo, business } = await servicesOf(req).businessPhotos.add(req.params.id, await callerOf(req), () =>
      readPhoto(rawBody, req, res),
    );
    res.status(201).json({
      message: confirmation('photoAdded', answerLanguage(req, res)),
      photo: presentPhotoJson(photo),
      business: presentBusiness(business),
    });
  });

  return router;
}

/** The request's body, read only when the service asks (after the caller is known to be allowed). */
function readPhoto(rawBody: express.RequestHandler, req: Request, res: Response): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    rawBody(req, res, (error?: unknown) => {
      if (!error) return resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const type = (error as { type?: unknown }).type;
      if (type === 'entity.too.large') return reject(new PhotoError(PhotoErrorCode.TOO_LARGE));
      if (type === 'encoding.unsupported')
        return reject(
          new ValidationError('Send the photo without Content-Encoding: it is compressed already.', undefined, {
            kind: 'photoEncoded',
          }),
        );
      // The client went away or sent less than it announced.
      if (type === 'request.aborted' || type === 'request.size.invalid' || type === 'stream.not.readable')
        return reject(
          new ValidationError('The photo did not arrive whole. Please try again.', undefined, {
            kind: 'photoIncomplete',
          }),
        );
      reject(error);
    });
  });
}
