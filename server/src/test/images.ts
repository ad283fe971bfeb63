import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real image files for upload tests, made with sharp (and one by hand), so each test says what it sends.
 */

/** A phone photo: a landscape JPEG whose EXIF says to turn it a quarter (orientation 6), with GPS and a camera. */
export function jpegWithGps(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f8f5b' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leak 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 56/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 47/1 27/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

export function webp(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1d4e89' } })
    .webp()
    .toBuffer();
}

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } })
    .gif()
    .toBuffer();
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="red"/></svg>',
);

/** What "holiday.jpg" might really be: text. */
export const textFile = Buffer.from('These are my notes from Ella, saved as holiday.jpg by mistake.\n');

/**
 * A decompression bomb: a valid PNG of `width` × `height` black pixels at one bit each, which deflate squeezes to
 * about 110 KB for 30000 × 30000 but which would take 900 MB (far more as RGBA) to decode.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
