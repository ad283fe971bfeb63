import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The repository's content/ folder: the one source of the guides, testimonials and image manifest. */
export const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');

const CARDS_ID = 'virtual:destination-cards';
const HERO_MARK = '<!--first-hero-slide-->';

type ImageEntry = {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources?: { src: string; width: number }[];
};
type ImagesFile = { hero: string[]; images: Record<string, ImageEntry> };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * - `virtual:destination-cards`: only what the home page's cards show (slug, name, summary, cover), so the home route
 *   does not carry every guide's full text.
 * - index.html: the first hero slide as a real <img> with high fetch priority, so the largest paint needs no
 *   JavaScript; React takes the same picture over when it renders. Taken from content/images.json, so replacing the
 *   slide there needs no code change.
 */
export function contentPlugin(): Plugin {
  const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as T;
  return {
    name: 'tripmate-content',
    resolveId(id) {
      return id === CARDS_ID ? `\0${CARDS_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${CARDS_ID}`) return undefined;
      this.addWatchFile(path.join(contentDir, 'destinations.json'));
      const { destinations } = read<{ destinations: { slug: string; name: string; summary: string; image: string }[] }>(
        'destinations.json',
      );
      const cards = destinations.map(({ slug, name, summary, image }) => ({ slug, name, summary, image }));
      return `export default ${JSON.stringify(cards)};`;
    },
    transformIndexHtml(html) {
      const { hero, images } = read<ImagesFile>('images.json');
      const first = images[hero[0]!];
      if (!first) throw new Error('content/images.json: the first hero slide is not in images');
      const srcset = first.sources?.length
        ? ` srcset="${escapeAttribute(first.sources.map((s) => `${s.src} ${s.width}w`).join(', '))}" sizes="100vw"`
        : '';
      const img = `<img class="boot-hero" data-route="/" data-kind="home" src="${escapeAttribute(first.src)}"${srcset} width="${first.width}" height="${first.height}" alt="${escapeAttribute(first.alt)}" fetchpriority="high" decoding="async">`;
      if (!html.includes(HERO_MARK)) throw new Error(`index.html has no ${HERO_MARK} placeholder`);
      // The server may swap the picture for a destination's cover (server/src/http/index-html.ts); on any page the
      // picture does not belong to, it is removed before it paints.
      const keepOnItsPage = `<script>(function (img) { if (img.getAttribute('data-route') !== location.pathname) img.remove(); })(document.currentScript.previousElementSibling);</script>`;
      return html.replace(HERO_MARK, img + keepOnItsPage);
    },
  };
}
