import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { waitForMap } from './support/map.js';

/** Screenshots for people to look at (git-ignored, never compared automatically). */
const artefacts = path.resolve(import.meta.dirname, '../.data/artefacts');

let browser: (BrowserSession & { offsite: string[] }) | undefined;
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
});

describe('a train leg on the map', () => {
  it('draws Kandy to Ella along the railway track in the rail style, credited to OpenStreetMap', async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpAndSignIn(page);
    await page.goto('/planner');
    await waitForMap(page);

    await page.getByLabel(/^From/).fill('Kandy');
    await page.getByLabel(/^To/).fill('Ella');
    const find = page.getByRole('button', { name: 'Find Route' });
    await expect.poll(() => find.isEnabled()).toBe(true);
    await find.click();
    await page.getByLabel(/^Notes/).fill('scenic trains and tea');
    await expect
      .poll(() => page.getByRole('button', { name: 'Generate Plan' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect.poll(() => page.getByTestId('plan-result').isVisible(), { timeout: 20_000 }).toBe(true);

    // The train leg: a dark track along the railway, far more points than the two stations a straight line would have.
    // Its day picked, so the map is fitted to it (Leaflet draws fewer points of a line seen from further away).
    const trainDay = await page
      .getByTestId('day-plan')
      .evaluateAll((days) => days.findIndex((day) => /Train/.test(day.textContent ?? '')) + 1);
    expect(trainDay).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Days' })
      .getByRole('button', { name: new RegExp(`^Day ${trainDay}\\b`) })
      .click();
    const trains = page.locator('.leaflet-tm-plan-pane path.tm-plan-leg-train');
    await expect.poll(() => trains.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.leaflet-container.leaflet-zoom-anim').count()).toBe(0);
    const points = async (line: typeof trains) => ((await line.getAttribute('d')) ?? '').match(/[ML]/g)?.length ?? 0;
    const counts = await Promise.all((await trains.all()).map(points));
    const train = trains.nth(counts.indexOf(Math.max(...counts)));
    expect(Math.max(...counts)).toBeGreaterThan(30);
    expect(await train.getAttribute('stroke')).toBe('#262626');
    await expect
      .poll(() => page.locator('.leaflet-control-attribution').textContent())
      .toContain('OpenStreetMap contributors');

    await mkdir(artefacts, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1500);
    const box = (await page.getByTestId('journey-map').boundingBox())!;
    await page.screenshot({
      path: path.join(artefacts, 'rail-kandy-ella.png'),
      fullPage: true,
      clip: { x: box.x, y: box.y, width: box.width, height: box.height },
    });
    expect(errors).toEqual([]);
  });
});
