import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { mapLabels, zoomInto } from './support/map.js';

let browser: (BrowserSession & { offsite: string[] }) | undefined;
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
});

/** Screenshots for people to look at, under .data/screenshots (never compared automatically). */
const shots = path.resolve(import.meta.dirname, '../.data/screenshots');
const MAP_DATA = /\/assets\/(land|roads|rail|labels)-z(\d)-[\w-]+\.json$/;

/** The planner's map with no Google key, and the map data files the page fetched, in order. */
async function openMap(width: number) {
  browser = await openBrowser({ width, height: 900 });
  await signUpAndSignIn(browser.page);
  const { page } = browser;
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (MAP_DATA.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/planner');
  await expect.poll(() => page.locator('.tm-label-text').count(), { timeout: 20_000 }).toBeGreaterThan(10);
  return { page, fetched };
}

function overlapping(labels: Awaited<ReturnType<typeof mapLabels>>): string[] {
  const pairs: string[] = [];
  for (const [i, a] of labels.entries()) {
    for (const b of labels.slice(i + 1)) {
      // Half a pixel of slack for sub-pixel rounding.
      if (a.x + 0.5 < b.x + b.w && b.x + 0.5 < a.x + a.w && a.y + 0.5 < b.y + b.h && b.y + 0.5 < a.y + a.h)
        pairs.push(`${a.name} / ${b.name}`);
    }
  }
  return pairs;
}

describe('the offline map', () => {
  it('draws the island with its district capitals named, credits its sources, and names more places as it zooms in', async () => {
    const { page, fetched } = await openMap(1280);
    const island = await mapLabels(page);
    expect(island.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Colombo', 'Kandy', 'Jaffna', 'Galle', 'Trincomalee', 'Batticaloa']),
    );
    expect(overlapping(island)).toEqual([]);
    // The coastline, the district lines, roads and rail are drawn in their panes.
    for (const pane of ['tm-land', 'tm-roads', 'tm-rail'])
      expect(await page.locator(`.leaflet-${pane}-pane path`).count(), pane).toBeGreaterThan(0);
    const attribution = await page.locator('.leaflet-control-attribution').textContent();
    for (const credit of ['GeoNames', '© OpenStreetMap contributors', 'Survey Department of Sri Lanka / OCHA'])
      expect(attribution).toContain(credit);
    // Only the island view's band was fetched, from the app itself.
    expect(fetched.map((file) => MAP_DATA.exec(file)![2])).toEqual(['0', '0', '0', '0']);
    await mkdir(shots, { recursive: true });
    await page.getByTestId('journey-map').screenshot({ path: path.join(shots, 'map-journey-island-1280.png') });

    await zoomInto(page, 'Kandy', 3);
    await expect.poll(() => page.locator('.tm-map').getAttribute('data-band')).toBe('1');
    const closer = await mapLabels(page);
    expect(closer.map((l) => l.name)).toEqual(expect.arrayContaining(['Kandy', 'Peradeniya']));
    expect(closer.map((l) => l.name)).not.toContain('Jaffna');
    expect(overlapping(closer)).toEqual([]);
    expect(fetched.filter((file) => MAP_DATA.exec(file)![2] === '1')).toHaveLength(4);
    await page.getByTestId('journey-map').screenshot({ path: path.join(shots, 'map-journey-kandy-1280.png') });
  });

  it('fits a phone, labels and credits included', async () => {
    const { page } = await openMap(390);
    const labels = await mapLabels(page);
    expect(labels.map((l) => l.name)).toEqual(expect.arrayContaining(['Colombo', 'Kandy', 'Jaffna']));
    expect(overlapping(labels)).toEqual([]);
    const map = (await page.locator('.tm-map').boundingBox())!;
    for (const label of labels)
      expect(label.x >= map.x && label.x + label.w <= map.x + map.width, label.name).toBe(true);
    await expect
      .poll(() => page.locator('.leaflet-control-attribution').textContent())
      .toContain('© OpenStreetMap contributors');
    await mkdir(shots, { recursive: true });
    await page.getByTestId('journey-map').screenshot({ path: path.join(shots, 'map-journey-island-390.png') });
  });
});
