import type { PhotoRecord } from './business-photo.repository.js';
import type { PhotoSizeName } from './photo-limits.js';
import { photoFileName } from './photo-storage.js';

/** Where the app serves photo files (photo-files route), whichever storage holds them. */
export const PHOTO_PATH = '/photos';

/** One size of a photo as clients see it: a path on the app's own origin (so `img-src 'self'` allows it). */
export type PhotoSizeView = { readonly url: string; readonly width: number; readonly height: number };
export type PhotoView = {
  readonly id: string;
  readonly small: PhotoSizeView;
  readonly large: PhotoSizeView;
  readonly createdAt: Date;
};

export function photoUrl(key: string, size: PhotoSizeName): string {
  return `${PHOTO_PATH}/${photoFileName(key, size)}`;
}

/** What GraphQL and REST say about a photo: its id, both sizes' URLs and dimensions, and when it was added. */
export function presentPhoto(photo: PhotoRecord): PhotoView {
  return {
    id: photo.id,
    small: { url: photoUrl(photo.key, 'small'), ...photo.small },
    large: { url: photoUrl(photo.key, 'large'), ...photo.large },
    createdAt: photo.createdAt,
  };
}
