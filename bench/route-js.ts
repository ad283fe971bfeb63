/**
 * What JavaScript a route downloads before it can paint, from the built client: the entry script, its static
 * imports and the modules it imports step by step as it starts (index.html preloads all of them), plus the route's
 * page chunk and its static imports, from Vite's manifest. Sizes are gzip level 9, as a server or CDN would send them. `npm run bench:js` prints the home route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-if-needed.mjs';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type RouteJs = { files: { file: string; gzip: number }[]; totalGzip: number };

const dist = path.join(root, 'client/dist');

/** `pageSource` is the page module as Vite names it, e.g. `src/features/home/HomePage.tsx` (inside the entry when imported statically). */
export function routeJs(pageSource: string): RouteJs {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry: run `npm run build -w client`.');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // main.tsx starts in steps: what it imports dynamically (the theme, then the app) loads on every page too.
  for (const started of manifest[entryKey]!.dynamicImports ?? []) visit(started);
  // A page imported statically is inside the entry's chunks already; a lazy one is its own chunk.
  if (manifest[pageSource]) visit(pageSource);
  // index.html must preload exactly the entry's static imports; anything else it names is loaded too.
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  const sized = [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  return { files: sized.sort((a, b) => b.gzip - a.gzip), totalGzip: sized.reduce((sum, f) => sum + f.gzip, 0) };
}

export const HOME_PAGE_SOURCE = 'src/features/home/HomePage.tsx';
export const HOME_JS_BUDGET_KB = 165;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const home = routeJs(HOME_PAGE_SOURCE);
  for (const file of home.files) console.log(`${kb(file.gzip).padStart(7)} KB  ${file.file}`);
  console.log(`${kb(home.totalGzip).padStart(7)} KB  home route JavaScript, gzip (budget ${HOME_JS_BUDGET_KB} KB)`);
}
