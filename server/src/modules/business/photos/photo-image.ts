import sharp from 'sharp';
import { MAX_HEIGHT_PER_WIDTH, MAX_PHOTO_PIXELS, PHOTO_SIZES, type PhotoSizeName } from './photo-limits.js';
import { PhotoError, PhotoErrorCode } from './photo.errors.js';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** One stored size of a photo: WebP bytes and the size they came out at. */
export type PhotoRendition = { readonly bytes: Buffer; readonly width: number; readonly height: number };
export type PhotoRenditions = Readonly<Record<PhotoSizeName, PhotoRendition>>;

/**
 * The format the bytes themselves say, from their first bytes (the file's name and the declared type are the
 * sender's word, not evidence). Anything else, SVG, GIF, TIFF and HEIC included, never reaches an image decoder.
 */
export function formatOf(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Checks an upload and makes its two WebP sizes: the real type from the bytes (JPEG, PNG or WebP, and libvips must
 * agree), the pixel count from the header before anything is decoded (a decompression bomb is refused unread), then
 * each size turned upright by its EXIF orientation and written with no metadata at all: no EXIF (GPS, camera serial
 * numbers), no XMP, no ICC profile (sharp converts to sRGB and keeps nothing unless asked to).
 */
export async function renderPhoto(bytes: Buffer): Promise<PhotoRenditions> {
  const format = formatOf(bytes);
  if (!format) throw new PhotoError(PhotoErrorCode.NOT_AN_IMAGE);
  const { width, height, declared } = await headerOf(bytes);
  if (declared !== format) throw new PhotoError(PhotoErrorCode.NOT_AN_IMAGE);
  if (width * height > MAX_PHOTO_PIXELS)
    throw new PhotoError(PhotoErrorCode.TOO_MANY_PIXELS, { size: { width, height } });
  const [small, large] = await Promise.all([rendition(bytes, PHOTO_SIZES.small), rendition(bytes, PHOTO_SIZES.large)]);
  return { small, large };
}

/** Reads only the header: libvips does not decode pixels for metadata, so no limit is needed to read the size. */
async function headerOf(bytes: Buffer): Promise<{ width: number; height: number; declared: string | undefined }> {
  try {
    const { width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width, height, declared: format };
  } catch {
    throw new PhotoError(PhotoErrorCode.UNREADABLE);
  }
}

async function rendition(bytes: Buffer, width: number): Promise<PhotoRendition> {
  try {
    // limitInputPixels again, in case a header and the data it describes disagree; one frame of an animated WebP.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, animated: false })
      .rotate()
      .resize({ width, height: width * MAX_HEIGHT_PER_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PhotoError(PhotoErrorCode.TOO_MANY_PIXELS);
    throw new PhotoError(PhotoErrorCode.UNREADABLE);
  }
}
