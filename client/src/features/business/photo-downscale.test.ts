import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE, downscalePhoto, downscaledSize, renamedFor } from './photo-downscale';

describe('the size a photo is sent at', () => {
  it('keeps a photo whose longest side is at most 2400 px as it is', () => {
    expect(MAX_PHOTO_SIDE).toBe(2400);
    expect(downscaledSize(2400, 1800)).toBeNull();
    expect(downscaledSize(1600, 1200)).toBeNull();
    expect(downscaledSize(1800, 2400)).toBeNull();
  });

  it('scales a larger one so its longest side is 2400 px, keeping its shape', () => {
    expect(downscaledSize(4000, 3000)).toEqual({ width: 2400, height: 1800 });
    expect(downscaledSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(downscaledSize(2401, 10)).toEqual({ width: 2400, height: 10 });
    // A long strip keeps at least one pixel across.
    expect(downscaledSize(24_000, 3)).toEqual({ width: 2400, height: 1 });
    expect(downscaledSize(6000, 6000, 1000)).toEqual({ width: 1000, height: 1000 });
  });

  it('leaves a size it cannot read alone', () => {
    expect(downscaledSize(0, 0)).toBeNull();
    expect(downscaledSize(Number.NaN, 3000)).toBeNull();
  });

  it('names the redrawn file after the original, with the extension of what it now is', () => {
    expect(renamedFor('IMG_2041.JPG', 'image/webp')).toBe('IMG_2041.webp');
    expect(renamedFor('ella.view.png', 'image/jpeg')).toBe('ella.view.jpg');
    expect(renamedFor('photo', 'image/webp')).toBe('photo.webp');
    expect(renamedFor('.jpg', 'image/jpeg')).toBe('photo.jpg');
  });
});

describe('a photo redrawn before it is sent (the browser’s canvas, stood in for: jsdom has none)', () => {
  type Drawn = { width: number; height: number; drawn: number[]; asked: string[] };
  /** createImageBitmap and OffscreenCanvas as a browser has them, writing `writes` (a browser without WebP writes PNG). */
  function browserWith(image: { width: number; height: number } | 'undecodable', writes: (type: string) => string) {
    const canvases: Drawn[] = [];
    let closed = 0;
    const original = { createImageBitmap: globalThis.createImageBitmap, OffscreenCanvas: globalThis.OffscreenCanvas };
    globalThis.createImageBitmap = (async (_file: Blob, options?: ImageBitmapOptions) => {
      expect(options).toEqual({ imageOrientation: 'from-image' });
      if (image === 'undecodable')
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...image, close: () => void closed++ };
    }) as typeof createImageBitmap;
    globalThis.OffscreenCanvas = class {
      private readonly state: Drawn;
      constructor(width: number, height: number) {
        this.state = { width, height, drawn: [], asked: [] };
        canvases.push(this.state);
      }
      getContext() {
        return {
          drawImage: (_image: unknown, ...at: number[]) => this.state.drawn.push(...at),
          imageSmoothingQuality: 'low',
        };
      }
      convertToBlob({ type }: { type: string }) {
        this.state.asked.push(type);
        return Promise.resolve(new Blob([new Uint8Array(1000)], { type: writes(type) }));
      }
    } as unknown as typeof OffscreenCanvas;
    return { canvases, closed: () => closed, restore: () => Object.assign(globalThis, original) };
  }
  const phonePhoto = () =>
    new File([new Uint8Array(4_000_000)], 'IMG_2041.JPG', { type: 'image/jpeg', lastModified: 1_700_000_000_000 });

  it('sends a 4000 × 3000 photo as a 2400 × 1800 WebP', async () => {
    const browser = browserWith({ width: 4000, height: 3000 }, (type) => type);
    try {
      const sent = await downscalePhoto(phonePhoto());
      expect(browser.canvases).toEqual([
        { width: 2400, height: 1800, drawn: [0, 0, 2400, 1800], asked: ['image/webp'] },
      ]);
      expect({ name: sent.name, type: sent.type, size: sent.size, lastModified: sent.lastModified }).toEqual({
        name: 'IMG_2041.webp',
        type: 'image/webp',
        size: 1000,
        lastModified: 1_700_000_000_000,
      });
      expect(browser.closed()).toBe(1);
    } finally {
      browser.restore();
    }
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    const browser = browserWith({ width: 3024, height: 4032 }, (type) => (type === 'image/webp' ? 'image/png' : type));
    try {
      const sent = await downscalePhoto(phonePhoto());
      expect(browser.canvases[0]).toMatchObject({ width: 1800, height: 2400, asked: ['image/webp', 'image/jpeg'] });
      expect([sent.name, sent.type]).toEqual(['IMG_2041.jpg', 'image/jpeg']);
    } finally {
      browser.restore();
    }
  });

  it('sends a small photo, and a file the browser cannot decode, as they are', async () => {
    for (const image of [{ width: 1600, height: 1200 }, 'undecodable'] as const) {
      const browser = browserWith(image, (type) => type);
      try {
        const picked = phonePhoto();
        expect(await downscalePhoto(picked)).toBe(picked);
        expect(browser.canvases).toEqual([]);
      } finally {
        browser.restore();
      }
    }
  });
});
