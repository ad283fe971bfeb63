/**
 * The longest side a photo is sent at. The server keeps 1200 px at most, so 2400 px leaves it room to crop and
 * sharpen, while a phone's 4000 × 3000 photo (4 MB, 40 s at 100 KB/s) goes as a few hundred KB.
 */
export const MAX_PHOTO_SIDE = 2400;

/** WebP where the browser writes it, JPEG where it does not; both far smaller than a phone's JPEG at this quality. */
const QUALITY = 0.85;

/** The size to send a photo at: null when neither side is over `max` (sent as it is), else scaled to fit `max`. */
export function downscaledSize(
  width: number,
  height: number,
  max = MAX_PHOTO_SIDE,
): { width: number; height: number } | null {
  if (!(width > 0 && height > 0) || Math.max(width, height) <= max) return null;
  const scale = max / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name a redrawn photo is sent under: its own, with the extension of what it now is. */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${extension}`;
}

type Drawn = { toBlob(type: string): Promise<Blob | null> };

/** A canvas of that size with the photo drawn on it: an OffscreenCanvas where there is one, else a <canvas>. */
function draw(bitmap: ImageBitmap, size: { width: number; height: number }): Drawn | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return { toBlob: (type) => canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return { toBlob: (type) => new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY)) };
}

/**
 * A photo made at most MAX_PHOTO_SIDE on its longest side before it is sent, so it gets through a slow uplink: drawn
 * upright (by its EXIF orientation) on a canvas and written as WebP, or JPEG where the browser cannot write WebP
 * (it answers PNG for a type it does not know). A photo small enough already, a file the browser cannot decode (the
 * server says what is wrong with it) and a browser without the canvas parts are sent as they are; so is a redrawn
 * photo that came out larger than the original.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = downscaledSize(bitmap.width, bitmap.height);
    const drawn = size && draw(bitmap, size);
    if (!drawn) return file;
    let blob = await drawn.toBlob('image/webp');
    if (blob?.type !== 'image/webp') blob = await drawn.toBlob('image/jpeg');
    if (!blob || (blob.type !== 'image/webp' && blob.type !== 'image/jpeg') || blob.size >= file.size) return file;
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
