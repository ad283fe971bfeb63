import { readFileSync, statSync } from 'node:fs';
import type { ContentService, ImageRecord } from '../modules/content/content.service.js';

const BOOT_IMAGE = /<img class="boot-hero"[^>]*>/;
const DESTINATION_PATH = /^\/destinations\/([^/]+)\/?$/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function bootImageTag(image: ImageRecord, route: string, kind: string): string {
  const srcset = image.sources?.length
    ? ` srcset="${escapeAttribute(image.sources.map((source) => `${source.src} ${source.width}w`).join(', '))}" sizes="100vw"`
    : '';
  return `<img class="boot-hero" data-route="${escapeAttribute(route)}" data-kind="${kind}" src="${escapeAttribute(image.src)}"${srcset} width="${image.width}" height="${image.height}" alt="${escapeAttribute(image.alt)}" fetchpriority="high" decoding="async">`;
}

/**
 * The built index.html for one page. The client's build puts the home page's first hero slide in it; a destination
 * guide gets its own cover there instead, so its largest picture starts loading with the HTML and paints before any
 * script runs. Any other page gets the file as built (its script hides the picture).
 */
export function createIndexHtml(file: string, content: ContentService): (pathname: string) => string | null {
  let cached: { mtimeMs: number; html: string } | undefined;
  // One stat per page: a rebuilt client is served without a restart; a missing one is null.
  const read = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
  return (pathname) => {
    const html = read();
    if (html === null) return null;
    const slug = DESTINATION_PATH.exec(pathname)?.[1];
    const destination = slug ? content.destination(safeDecode(slug)) : null;
    if (!destination || !BOOT_IMAGE.test(html)) return html;
    return html.replace(BOOT_IMAGE, bootImageTag(destination.image, pathname, 'destination'));
  };
}

/** A malformed %-escape is not a guide; the client then shows its not-found page. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
