import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { waitForMap } from './support/map.js';
import { signUpAndSignIn } from './support/account.js';

/** Screenshots for people to look at (git-ignored, never compared automatically). */
const artefacts = path.resolve(import.meta.dirname, '../.data/artefacts');
const TABS = [
  ['Day Plans', 'itinerary'],
  ['Places', 'places'],
  ['Budget', 'budget'],
  ['Travel Tips', 'tips'],
] as const;

let browser: (BrowserSession & { offsite: string[] }) | undefined;
let consoleErrors: string[] = [];
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
  expect(consoleErrors, 'errors in the browser console').toEqual([]);
});

/** A signed-in planner at `width`, its map drawn, with Colombo to Ella planned by the built-in planner. */
async function planColomboToElla(width: number): Promise<Page> {
  browser = await openBrowser({ width, height: width < 500 ? 740 : 900 });
  consoleErrors = [];
  const { page } = browser;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await signUpAndSignIn(page);
  await page.goto('/planner');
  await waitForMap(page);

  await page.getByLabel(/^From/).fill('Colombo');
  await page.getByLabel(/^To/).fill('Ella');
  const find = page.getByRole('button', { name: 'Find Route' });
  await expect.poll(() => find.isEnabled()).toBe(true);
  await find.click();
  await expect.poll(() => page.getByTestId('attractions').locator('li').count(), { timeout: 15_000 }).toBe(8);

  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect.poll(() => page.getByTestId('plan-result').isVisible(), { timeout: 20_000 }).toBe(true);
  expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  return page;
}

/** Waits until the map shows the route line and has finished zooming to it. */
async function routeDrawn(page: Page) {
  await expect.poll(() => page.locator('.leaflet-tm-route-pane path[stroke="#1d4ed8"]').count()).toBe(1);
  await expect.poll(() => page.locator('.leaflet-container.leaflet-zoom-anim').count()).toBe(0);
}

/** A screenshot of one element, taken from the top of the page so the sticky header is not drawn over it. */
async function screenshotOf(page: Page, testId: string, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await page.getByTestId(testId).boundingBox())!;
  await page.screenshot({ path: path.join(artefacts, name), fullPage: true, clip: { x: box.x, y: box.y, width: box.width, height: box.height } });
}

/** Opens each result tab, checks it shows its content, and leaves a screenshot of the result column. */
async function visitTabs(page: Page, width: number) {
  await mkdir(artefacts, { recursive: true });
  for (const [name, value] of TABS) {
    await page.getByRole('tab', { name }).click();
    const panel = page.getByTestId(`plan-tab-${value}`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    // Spec §9: the result panel is 240 to 420 px high and scrolls.
    const height = await panel.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(240);
    expect(height).toBeLessThanOrEqual(420);
    await screenshotOf(page, 'plan-result', `plan-${value}-${width}.png`);
  }
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('trip plan journey', () => {
  it('plans Colombo to Ella, shows each tab, redraws the map through numbered places, saves, opens from the dashboard, and starts over', async () => {
    const page = await planColomboToElla(1280);
    const title = (await page.locator('#plan-result-title').textContent())!;
    expect(title).toMatch(/^Colombo to Ella, 3 days$/);

    // Day Plans by default: three days, each with its times and cost.
    expect(await page.getByRole('tab', { name: 'Day Plans' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('day-plan').count()).toBe(3);
    expect(await page.getByTestId('day-plan').first().textContent()).toMatch(/Day 1: .*\d\d:\d\d–\d\d:\d\d.*Day costLKR [\d,]+/);

    await page.getByRole('tab', { name: 'Places' }).click();
    expect(await page.getByTestId('plan-places').locator('li').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Budget' }).click();
    expect(await page.getByTestId('budget-total').textContent()).toMatch(/^LKR [\d,]+$/);
    // A new account prefers US dollars.
    expect(await page.getByTestId('budget-approximate').textContent()).toMatch(/^About \$[\d,]+ \(approximate, at \d{4} rates: 1 USD ≈ LKR [\d,.]+\)$/);
    expect(await page.getByTestId('budget-chart').getByRole('img').getAttribute('aria-label')).toMatch(/^Budget by category: Stay LKR/);
    await page.getByRole('tab', { name: 'Travel Tips' }).click();
    expect(await page.getByTestId('plan-tab-tips').getByRole('heading').count()).toBeGreaterThan(2);

    // About a second after the plan, the map redraws through up to 8 recommended places, numbered in visit order.
    await expect.poll(() => page.locator('.leaflet-marker-pane .tm-marker-waypoint').count()).toBeGreaterThan(0);
    const labels = await page.locator('.leaflet-marker-pane .tm-marker-waypoint').allTextContents();
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.map(Number).sort((a, b) => a - b)).toEqual(labels.map((_, i) => i + 1));
    expect(await page.locator('.leaflet-marker-pane .tm-marker-attraction').count()).toBe(0);
    expect(await page.locator('.leaflet-marker-pane .tm-marker-stop').count()).toBe(2);
    expect(await page.getByTestId('waypoints').locator('li').count()).toBe(labels.length);

    await routeDrawn(page);
    await visitTabs(page, 1280);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(artefacts, 'plan-page-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Plan saved').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);

    // Start Over clears the planner: step 1, empty fields, no route, no plan.
    await page.getByRole('button', { name: 'Start Over' }).click();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(await page.getByLabel(/^From/).inputValue()).toBe('');
    expect(await page.getByLabel(/^To/).inputValue()).toBe('');
    expect(await page.getByTestId('plan-result').count()).toBe(0);
    expect(await page.getByTestId('route-summary').count()).toBe(0);
    expect(await page.locator('.leaflet-marker-pane .leaflet-marker-icon').count()).toBe(0);
    expect(await page.locator('.leaflet-tm-route-pane path').count()).toBe(0);

    // The saved plan is on the dashboard, and opens read-only with its map.
    await page.goto('/dashboard');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.textContent()).toMatch(/3 days · 2 travelers.*LKR [\d,]+.*Saved \d+ \w+ \d{4}/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(artefacts, 'dashboard-plans-1280.png'), fullPage: true });
    await card.getByRole('link', { name: `Open ${title}` }).click();
    await expect.poll(() => page.url()).toMatch(/\/plans\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('plan-result').getByRole('heading', { name: title }).isVisible()).toBe(true);
    expect(await page.getByRole('tab').allTextContents()).toEqual(TABS.map(([name]) => name));
    expect(await page.getByRole('button', { name: 'Start Over' }).count()).toBe(0);
    await expect.poll(() => page.locator('.leaflet-marker-pane .tm-marker-waypoint').count(), { timeout: 15_000 }).toBe(labels.length);
    await routeDrawn(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(artefacts, 'saved-plan-1280.png'), fullPage: true });

    await page.goto('/plans/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByRole('heading', { name: 'Plan not found' }).isVisible()).toBe(true);
  });

  it.each([360, 768])('works at %i px: the tabs fit on one line and are reached by keyboard', async (width) => {
    const page = await planColomboToElla(width);
    await visitTabs(page, width);
    // Every tab is on screen, none wrapped onto two lines.
    for (const [name] of TABS) {
      const box = (await page.getByRole('tab', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height).toBeLessThan(48);
    }
    // The tabs are reachable by keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: 'Day Plans' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Places' }).getAttribute('aria-selected')).toBe('true');
  });
});
