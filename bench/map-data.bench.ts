/**
 * What the offline map costs (`npm run bench:map`). Not part of `npm test`. Prints each zoom band's data files, raw
 * and gzip (level 9, from client/dist), then opens the planner of the built app in Debian's Chromium, finds the route
 * Colombo to Kandy and sums the bytes the browser transferred for the map's data and the map's code (its lazy chunks
 * and their CSS) until the route line is drawn, against the budget of 300 KB. With SHOTS=1 it also saves
 * screenshots of the map at 390 and 1280 px, of the island and zoomed into Kandy, under .data/screenshots/.
 *
 * The app is the built one on its own embedded PostgreSQL (or DATABASE_URL when set).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { buildIfNeeded, root } from '../scripts/build-if-needed.mjs';
import { startBuiltApp } from '../tests/support/built-app.js';
import { zoomInto } from '../tests/support/map.js';

export const BEFORE_ROUTE_BUDGET = 300 * 1024;
const MAP_DATA = /\/assets\/(land|roads|rail|labels)-z\d-[\w-]+\.json$/;
/** The map's lazy chunks: the switch between Leaflet and Google, and the Leaflet map with Leaflet itself. */
const MAP_CODE = /\/assets\/(JourneyMap|LeafletJourneyMap)-[\w-]+\.(js|css)$/;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function bandSizes(): void {
  const assets = path.join(root, 'client/dist/assets');
  const bands = new Map<string, { raw: number; gzip: number; files: string[] }>();
  for (const file of readdirSync(assets).filter((f) => MAP_DATA.test(`/assets/${f}`))) {
    const band = /-z(\d)-/.exec(file)![1]!;
    const body = readFileSync(path.join(assets, file));
    const entry = bands.get(band) ?? { raw: 0, gzip: 0, files: [] };
    entry.raw += body.length;
    entry.gzip += gzipSync(body, { level: 9 }).length;
    entry.files.push(
      `${file.replace(/-[\w-]+\.json$/, '')} ${kb(body.length)} raw ${kb(gzipSync(body, { level: 9 }).length)} gzip`,
    );
    bands.set(band, entry);
  }
  for (const [band, { raw, gzip, files }] of [...bands].sort()) {
    console.log(`band ${band}: ${kb(raw)} raw ${kb(gzip)} gzip`);
    for (const line of files.sort()) console.log(`    ${line}`);
  }
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  const email = `map-bench-${Date.now().toString(36)}@example.lk`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, email, password: 'map-bench-secret', name: 'Map Bench' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto(`${baseUrl}/`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
}

async function run(baseUrl: string, width: number, shots: string | null): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    // A first visit's bytes: the service worker would later answer the map's files from its cache, with no transfer.
    const page = await browser.newPage({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
    await signIn(page, baseUrl);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const loaded: { url: string; bytes: number; beforeRoute: boolean }[] = [];
    let routeDrawn = false;
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId) ?? '';
      if (MAP_DATA.test(url) || MAP_CODE.test(url))
        loaded.push({ url, bytes: e.encodedDataLength, beforeRoute: !routeDrawn });
    });
    await page.goto(`${baseUrl}/planner`);
    await page.locator('.tm-label-text').first().waitFor({ timeout: 30_000 });
    if (shots) await page.getByTestId('journey-map').screenshot({ path: path.join(shots, `map-island-${width}.png`) });
    await page.getByLabel(/^From/).fill('Colombo');
    await page.getByLabel(/^To/).fill('Kandy');
    await page.getByRole('button', { name: 'Find Route' }).click();
    await page.locator('.leaflet-tm-route-pane path').waitFor({ timeout: 30_000 });
    routeDrawn = true;
    const sum = (list: typeof loaded) => list.reduce((total, c) => total + c.bytes, 0);
    const before = sum(loaded.filter((c) => c.beforeRoute));
    console.log(`\n${width} px: transferred before the route Colombo-Kandy was drawn (map data and map code):`);
    for (const c of loaded.filter((l) => l.beforeRoute)) console.log(`  ${kb(c.bytes)}  ${new URL(c.url).pathname}`);
    console.log(`  ${kb(before)}  in all (budget ${kb(BEFORE_ROUTE_BUDGET)})`);
    // The view fitted to the route may need the next band: what the map has fetched once it has settled.
    await page.waitForTimeout(2500);
    for (const c of loaded.filter((l) => !l.beforeRoute))
      console.log(`  ${kb(c.bytes)}  ${new URL(c.url).pathname} (after, for the view fitted to the route)`);
    const zoom = await page.locator('.tm-map').getAttribute('data-zoom');
    console.log(`  ${kb(sum(loaded))}  in all once the view fitted to the route (zoom ${zoom}) is drawn`);
    if (shots) {
      await page.getByTestId('journey-map').screenshot({ path: path.join(shots, `map-route-${width}.png`) });
      // A fresh view of the island, zoomed into Kandy: to zoom 10 (band 1), then 12 (band 2).
      await page.goto(`${baseUrl}/planner`);
      await page.locator('.tm-label-text').first().waitFor({ timeout: 30_000 });
      await zoomInto(page, 'Kandy', 3);
      await page.getByTestId('journey-map').screenshot({ path: path.join(shots, `map-kandy-z10-${width}.png`) });
      await zoomInto(page, 'Kandy', 2);
      await page.getByTestId('journey-map').screenshot({ path: path.join(shots, `map-kandy-z12-${width}.png`) });
    }
    return before;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  buildIfNeeded();
  bandSizes();
  const shots = process.env.SHOTS ? path.join(root, '.data/screenshots') : null;
  if (shots) mkdirSync(shots, { recursive: true });
  const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  const app = await startBuiltApp(path.join(root, '.data/map-bench'), env);
  try {
    const totals = [];
    for (const width of [390, 1280]) totals.push(await run(app.baseUrl, width, shots));
    if (totals.some((t) => t > BEFORE_ROUTE_BUDGET)) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

await main();
