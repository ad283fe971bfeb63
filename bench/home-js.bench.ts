/**
 * The home page's JavaScript as Chromium loads it (`npm run bench:home-js`; issue 20, item 4): the built app is
 * started (its own embedded PostgreSQL under .data/home-js), Debian's Chromium opens `/` at a phone's width and at a
 * desktop's, and every script it loads until the network has been idle for 500 ms is counted, gzipped at level 9
 * (the budget's unit: 165 KB), and at the size it came over the wire (brotli, the server's precompressed copy).
 * Beside it, the count from the build's manifest (bench/route-js.ts), which sees only what the page needs before it
 * paints: the difference is what loads after.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfNeeded, root } from '../scripts/build-if-needed.mjs';
import { startBuiltApp } from '../tests/support/built-app.js';
import { HOME_JS_BUDGET_KB, HOME_PAGE_SOURCE, routeJs } from './route-js.js';

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  buildIfNeeded();
  const app = await startBuiltApp(path.join(root, '.data/home-js'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      // A new context each time: nothing cached, no service worker installed yet (a first visit).
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
        );
      });
      await page.goto(app.baseUrl + '/', { waitUntil: 'networkidle' });
      const loaded = (await Promise.all(scripts)).map((script) => ({
        ...script,
        gzip: gzipSync(readFileSync(path.join(root, 'client/dist', script.url)), { level: 9 }).length,
      }));
      loaded.sort((a, b) => b.gzip - a.gzip);
      const total = (key: 'gzip' | 'bytes') => loaded.reduce((sum, script) => sum + script[key], 0);
      console.log(
        `\n${name} (${viewport.width} px): ${loaded.length} scripts until network idle (gzip 9, over the wire)`,
      );
      for (const script of loaded)
        console.log(`${kb(script.gzip).padStart(10)} ${kb(script.bytes).padStart(10)}  ${script.url}`);
      const gzip = total('gzip');
      console.log(
        `${kb(gzip).padStart(10)} ${kb(total('bytes')).padStart(10)}  in all; gzip budget ${HOME_JS_BUDGET_KB} KB: ${gzip <= HOME_JS_BUDGET_KB * 1024 ? 'MET' : 'NOT MET'}`,
      );
      await context.close();
    }
    const manifest = routeJs(HOME_PAGE_SOURCE);
    console.log(
      `\nreference: what the build's manifest says the home route needs before it paints: ${kb(manifest.totalGzip)} (gzip level 9)`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
