import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { waitForMap } from './support/map.js';
import { signUpAndSignIn } from './support/account.js';

let browser: (BrowserSession & { offsite: string[] }) | undefined;
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
});

/** Screenshots for people to look at, under .data/screenshots (never compared automatically). */
const shots = path.resolve(import.meta.dirname, '../.data/screenshots');

async function openPlanner(width: number) {
  browser = await openBrowser({ width, height: 900 });
  await signUpAndSignIn(browser.page);
  const { page } = browser;
  await page.goto('/planner');
  // A fresh browser downloads the app's chunks first, and Chromium may be slow to start on a busy machine.
  await expect
    .poll(() => page.getByRole('heading', { name: 'Your Journey Map' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await waitForMap(page);
  return page;
}

describe('planner journey', () => {
  it('finds the route from Colombo to Ella, draws it and lists 8 attractions', async () => {
    const page = await openPlanner(1280);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    const find = page.getByRole('button', { name: 'Find Route' });
    expect(await find.isDisabled()).toBe(true);

    await page.getByLabel(/^From/).fill('Colombo');
    await page.getByLabel(/^To/).fill('Ella');
    await expect.poll(() => find.isEnabled()).toBe(true);
    await find.click();

    await expect
      .poll(() => page.getByTestId('route-summary').textContent(), { timeout: 15_000 })
      .toMatch(/^Colombo to Ella: \d+ km/);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    await expect.poll(() => page.getByTestId('attractions').locator('li').count(), { timeout: 15_000 }).toBe(8);
    // The route line and the numbered markers are on the map.
    expect(await page.locator('.leaflet-marker-pane .tm-marker-attraction').count()).toBe(8);
    expect(await page.locator('.leaflet-marker-pane .tm-marker-stop').count()).toBe(2);
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'planner-1280.png'), fullPage: true });
  });

  it('finds Kandy from "Kandyy", names an unknown place, and works on a phone', async () => {
    const page = await openPlanner(360);
    await page.getByLabel(/^From/).fill('Kandyy');
    await page.getByLabel(/^To/).fill('Nuwara Eliya');
    await page.getByRole('button', { name: 'Find Route' }).click();
    await expect
      .poll(() => page.getByTestId('route-summary').textContent(), { timeout: 15_000 })
      .toMatch(/^Kandy to Nuwara Eliya/);
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'planner-360.png'), fullPage: true });

    await page.getByLabel(/^To/).fill('Atlantis');
    await page.getByRole('button', { name: 'Find Route' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Could not find location: Atlantis' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it('plans with a stop and the places the traveller ticked or added, and says what became of each', async () => {
    const page = await openPlanner(1280);
    await page.getByLabel(/^From/).fill('Colombo');
    await page.getByLabel(/^To/).fill('Ella');
    await page.getByRole('button', { name: 'Add a stop' }).click();
    await page.getByLabel('Stop 1', { exact: true }).fill('Kandy');
    await page.getByLabel(/^Days/).fill('7');
    await page.getByLabel(/^Budget/).fill('600000');
    await page.getByLabel(/^Notes/).fill('Temples and tea; we must see Nine Arch Bridge');
    await page.getByRole('button', { name: 'Find Route' }).click();
    await expect.poll(() => page.getByTestId('attractions').locator('li').count(), { timeout: 15_000 }).toBe(8);
    // Nothing is ticked until the traveller ticks it.
    const boxes = page.getByTestId('attractions').getByRole('checkbox');
    expect(await boxes.evaluateAll((inputs) => inputs.filter((i) => (i as HTMLInputElement).checked).length)).toBe(0);
    const first = page.getByTestId('attractions').locator('li').first();
    const ticked = (await first.locator('label').first().textContent())!.trim();
    await first.getByRole('checkbox').check({ force: true });
    await page.getByLabel('Add a place').fill('lion rock');
    await page.getByRole('button', { name: 'Add Sigiriya Rock Fortress' }).click();
    expect(await page.getByTestId('picked-places').locator('li').count()).toBe(2);
    await page.screenshot({ path: path.join(shots, 'planner-choices-1280.png'), fullPage: true });
    await page
      .locator('form[aria-labelledby="planner-form-title"]')
      .screenshot({ path: path.join(shots, 'planner-form-1280.png') });

    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect.poll(() => page.getByTestId('plan-result').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('tab', { name: 'Places' }).click();
    const requested = page.getByTestId('requested-places').locator('li');
    const texts = await requested.allTextContents();
    // The two picked, the one named in the notes and the stop: each in the plan on a day, or with its reason.
    expect(texts.some((t) => t.startsWith('Sigiriya Rock Fortress') && t.includes('you picked it'))).toBe(true);
    expect(texts.some((t) => t.includes(ticked.split(/\s/)[0]!) && t.includes('you picked it'))).toBe(true);
    expect(texts.some((t) => t.startsWith('Nine Arch Bridge') && t.includes('named in your notes'))).toBe(true);
    expect(texts.some((t) => t.startsWith('Kandy') && t.includes('your stop'))).toBe(true);
    for (const t of texts) expect(t).toMatch(/Included, day \d+|Not included.{20,}/);
  });

  it('lays the planner form out on a 390 px phone with stops, who travels and a picked place', async () => {
    const page = await openPlanner(390);
    await page.getByLabel(/^From/).fill('Negombo');
    await page.getByLabel(/^To/).fill('Galle');
    await page.getByRole('button', { name: 'Add a stop' }).click();
    await page.getByLabel('Stop 1', { exact: true }).fill('Bentota');
    await page.getByLabel("Children's ages (optional)").fill('5, 11');
    await page.getByRole('button', { name: 'Find Route' }).click();
    await expect
      .poll(() => page.getByTestId('attractions').locator('li').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('attractions').getByRole('checkbox').first().check({ force: true });
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'planner-choices-390.png'), fullPage: true });
    await page
      .locator('form[aria-labelledby="planner-form-title"]')
      .screenshot({ path: path.join(shots, 'planner-form-390.png') });
    await page.getByTestId('attractions').screenshot({ path: path.join(shots, 'planner-attractions-390.png') });
  });

  it('asks for a route before a plan, and keeps the trip query from the home page', async () => {
    browser = await openBrowser();
    await signUpAndSignIn(browser.page);
    const { page } = browser;
    await page.goto('/');
    // The home page hands its trip query to the planner in navigation state (spec §2).
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { tripQuery: 'A week of beaches and temples' }, key: 'journey', idx: 1 },
        '',
        '/planner',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect
      .poll(() => page.getByLabel(/^Notes/).inputValue(), { timeout: 15_000 })
      .toBe('A week of beaches and temples');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Please find route and attractions first' }).isVisible())
      .toBe(true);
  });
});
