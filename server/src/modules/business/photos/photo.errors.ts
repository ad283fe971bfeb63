import { DomainError, type ErrorCategory, type MessageParams } from '../../../lib/errors/domain-error.js';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTOS_PER_BUSINESS } from './photo-limits.js';

export enum PhotoErrorCode {
  TOO_LARGE = 'PHOTO_TOO_LARGE',
  EMPTY = 'PHOTO_EMPTY',
  NOT_AN_IMAGE = 'PHOTO_NOT_AN_IMAGE',
  UNREADABLE = 'PHOTO_UNREADABLE',
  TOO_MANY_PIXELS = 'PHOTO_TOO_MANY_PIXELS',
  LIMIT_REACHED = 'PHOTO_LIMIT_REACHED',
  NOT_FOUND = 'PHOTO_NOT_FOUND',
  BAD_ORDER = 'PHOTO_BAD_ORDER',
  TOO_MANY_UPLOADS = 'PHOTO_TOO_MANY_UPLOADS',
  STORAGE_UNAVAILABLE = 'PHOTO_STORAGE_UNAVAILABLE',
}

const categoryOf: Record<PhotoErrorCode, ErrorCategory> = {
  [PhotoErrorCode.TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [PhotoErrorCode.EMPTY]: 'BAD_USER_INPUT',
  [PhotoErrorCode.NOT_AN_IMAGE]: 'BAD_USER_INPUT',
  [PhotoErrorCode.UNREADABLE]: 'BAD_USER_INPUT',
  [PhotoErrorCode.TOO_MANY_PIXELS]: 'BAD_USER_INPUT',
  // Not 403: nothing about the caller is wrong; the listing is full until a photo is removed.
  [PhotoErrorCode.LIMIT_REACHED]: 'CONFLICT',
  [PhotoErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [PhotoErrorCode.BAD_ORDER]: 'BAD_USER_INPUT',
  [PhotoErrorCode.TOO_MANY_UPLOADS]: 'TOO_MANY_REQUESTS',
  [PhotoErrorCode.STORAGE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

const megabytes = MAX_PHOTO_BYTES / (1024 * 1024);
const megapixels = MAX_PHOTO_PIXELS / 1_000_000;

const messageOf: Record<PhotoErrorCode, string> = {
  [PhotoErrorCode.TOO_LARGE]: `This photo is too large: a photo may be at most ${megabytes} MB.`,
  [PhotoErrorCode.EMPTY]: 'Send the photo as the request body (a JPEG, PNG or WebP file).',
  [PhotoErrorCode.NOT_AN_IMAGE]: 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
  [PhotoErrorCode.UNREADABLE]: 'This image could not be read; it may be damaged. Try exporting it again.',
  [PhotoErrorCode.TOO_MANY_PIXELS]: `This image is {size} pixels; a photo may have at most ${megapixels} megapixels. Make it smaller and try again.`,
  [PhotoErrorCode.LIMIT_REACHED]: `A listing may have at most ${MAX_PHOTOS_PER_BUSINESS} photos. Remove one to add another.`,
  [PhotoErrorCode.NOT_FOUND]: 'Photo not found.',
  [PhotoErrorCode.BAD_ORDER]: "photoIds must list each of the listing's photos exactly once.",
  [PhotoErrorCode.TOO_MANY_UPLOADS]: 'Too many photos were uploaded from this address. Please try again later.',
  [PhotoErrorCode.STORAGE_UNAVAILABLE]: 'Photos cannot be stored or read right now. Please try again in a minute.',
};

/** What a message says besides its code (server/src/messages/ says it in other languages); other codes say nothing more. */
export type PhotoErrorParams = {
  readonly [PhotoErrorCode.TOO_LARGE]: { readonly megabytes: number };
  /** `size` is "4000 × 3000", or null when the image did not say. */
  readonly [PhotoErrorCode.TOO_MANY_PIXELS]: { readonly size: string | null; readonly megapixels: number };
  readonly [PhotoErrorCode.LIMIT_REACHED]: { readonly max: number };
};

const paramsOf = (code: PhotoErrorCode, size: string | null): MessageParams => {
  if (code === PhotoErrorCode.TOO_LARGE) return { megabytes } satisfies PhotoErrorParams[typeof code];
  if (code === PhotoErrorCode.TOO_MANY_PIXELS) return { size, megapixels } satisfies PhotoErrorParams[typeof code];
  if (code === PhotoErrorCode.LIMIT_REACHED)
    return { max: MAX_PHOTOS_PER_BUSINESS } satisfies PhotoErrorParams[typeof code];
  return {};
};

const fieldOf: Partial<Record<PhotoErrorCode, string>> = {
  [PhotoErrorCode.BAD_ORDER]: 'photoIds',
};

/** A refused photo, or a photo call that cannot be served; the message says what to do about it. */
export class PhotoError extends DomainError<PhotoErrorCode> {
  constructor(
    code: PhotoErrorCode,
    details: { retryAfterSeconds?: number; size?: { width: number; height: number } } = {},
  ) {
    const size = details.size ? `${details.size.width} × ${details.size.height}` : null;
    super(
      categoryOf[code],
      code,
      messageOf[code].replace('{size}', size ?? 'too many'),
      { field: fieldOf[code], retryAfterSeconds: details.retryAfterSeconds },
      paramsOf(code, size),
    );
  }
}
