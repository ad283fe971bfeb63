/** The limits: at most six photos a listing, each at most 5 MB as sent. */
export const MAX_PHOTOS_PER_BUSINESS = 6;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * Pixels a photo may have before it is decoded: 24 megapixels is more than any phone camera's photo (a 6000 × 4000
 * frame), while a decompression bomb (a small PNG declaring 30000 × 30000) would need gigabytes to decode.
 */
export const MAX_PHOTO_PIXELS = 24_000_000;

/**
 * The two sizes every photo is stored at, by the width they are made for: cards and thumbnails, and a wide view.
 * A smaller photo is never enlarged. A photo is never taller than three times its width, so a strip of an image
 * still makes a WebP (at most 16383 px a side).
 */
export const PHOTO_SIZES = { small: 400, large: 1200 } as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;
export const MAX_HEIGHT_PER_WIDTH = 3;
