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

/** Waits until the map shows the plan's legs and bases and has finished zooming to them; answers the bases' labels. */
async function planDrawn(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.locator('.leaflet-tm-plan-pane path.tm-plan-leg').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => page.locator('.leaflet-container.leaflet-zoom-anim').count()).toBe(0);
  return page.locator('.leaflet-marker-pane .tm-marker-base').allTextContents();
}

/** A screenshot of one element, taken from the top of the page so the sticky header is not drawn over it. */
async function screenshotOf(page: Page, testId: string, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await page.getByTestId(testId).boundingBox())!;
  await page.screenshot({
    path: path.join(artefacts, name),
    fullPage: true,
    clip: { x: box.x, y: box.y, width: box.width, height: box.height },
  });
}

/** Opens each result tab, checks it shows its content, and leaves a screenshot of the result column. */
async function visitTabs(page: Page, width: number) {
  await mkdir(artefacts, { recursive: true });
  for (const [name, value] of TABS) {
    await page.getByRole('tab', { name }).click();
    const panel = page.getByTestId(`plan-tab-${value}`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    // The tab is read as part of the page (DESIGN §6, not the spec's 420 px box): it never scrolls inside it.
    const { height, inner } = await panel.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      inner: element.scrollHeight - element.clientHeight,
    }));
    expect(height).toBeGreaterThanOrEqual(240);
    expect(inner).toBeLessThanOrEqual(1);
    await screenshotOf(page, 'plan-result', `plan-${value}-${width}.png`);
  }
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('trip plan journey', () => {
  it('plans Colombo to Ella, shows each tab, draws the plan and the picked day on the map, saves, opens from the dashboard, and starts over', async () => {
    const page = await planColomboToElla(1280);
    const title = (await page.locator('#plan-result-title').textContent())!;
    expect(title).toMatch(/^Colombo to Ella, 3 days$/);

    // Day Plans by default: three days, each with its times and cost.
    expect(await page.getByRole('tab', { name: 'Day Plans' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('day-plan').count()).toBe(3);
    expect(await page.getByTestId('day-plan').first().textContent()).toMatch(
      /Day 1: .*\d\d:\d\d–\d\d:\d\d.*Day costLKR [\d,]+/,
    );

    await page.getByRole('tab', { name: 'Places' }).click();
    expect(await page.getByTestId('plan-places').locator('li').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Budget' }).click();
    expect(await page.getByTestId('budget-total').textContent()).toMatch(/^LKR [\d,]+$/);
    // A new account prefers US dollars.
    expect(await page.getByTestId('budget-approximate').textContent()).toMatch(
      /^About \$[\d,.]+ at LKR [\d,.]+ per USD, rate of [A-Z][a-z]+ \d{4} \(approximate\)$/,
    );
    expect(await page.getByTestId('budget-chart').getByRole('img').getAttribute('aria-label')).toMatch(
      /^Budget by category: Stay LKR/,
    );
    await page.getByRole('tab', { name: 'Travel Tips' }).click();
    expect(await page.getByTestId('plan-tab-tips').getByRole('heading').count()).toBeGreaterThan(2);

    // The map draws the plan itself: its bases numbered in order, as "Where you stay" lists them, and a legend.
    await page.getByRole('tab', { name: 'Day Plans' }).click();
    const labels = await planDrawn(page);
    const bases = await page
      .getByRole('heading', { name: 'Where you stay' })
      .locator('xpath=..')
      .getByRole('listitem')
      .count();
    expect(labels).toEqual(Array.from({ length: bases }, (_, i) => String(i + 1)));
    expect(await page.locator('.leaflet-marker-pane .tm-marker-attraction').count()).toBe(0);
    expect(await page.getByTestId('plan-legend').textContent()).toMatch(
      /^1Where you sleep, in orderAStops of the day(Car|Train|Bus|Tuk-tuk)+$/,
    );
    // A journey between towns follows the roads' bends, not a straight line.
    const roadLegs = await page.locator('.leaflet-tm-plan-pane path.tm-plan-leg:not(.tm-plan-leg-train)').all();
    const points = await Promise.all(
      roadLegs.map(async (leg) => ((await leg.getAttribute('d')) ?? '').match(/[ML]/g)?.length ?? 0),
    );
    expect(Math.max(...points)).toBeGreaterThan(10);
    expect(await page.getByTestId('route-summary').textContent()).toMatch(/^Colombo to Ella: 3 days, sleeping in /);

    // Picking a day highlights it here and on the map, with its stops lettered and named.
    const days = page.getByRole('navigation', { name: 'Days' });
    await days.getByRole('button', { name: /^Day 2/ }).click();
    expect(await page.getByTestId('route-summary').textContent()).toMatch(/^Day 2: /);
    const stops = await page
      .getByRole('list', { name: 'Day 2 timeline' })
      .locator('li')
      .filter({ hasNotText: /→/ })
      .count();
    await expect.poll(() => page.locator('.leaflet-marker-pane .tm-marker-day-stop').count()).toBe(stops);
    await expect.poll(() => page.locator('.leaflet-tooltip-pane .tm-plan-label').count()).toBe(stops + bases);
    expect(await page.locator('.leaflet-tm-plan-pane path[stroke-opacity="0.25"]').count()).toBeGreaterThan(0);
    // The picker stays in view below the header while the days scroll under it.
    await page
      .getByTestId('day-plan')
      .last()
      .evaluate((day) => window.scrollTo(0, day.getBoundingClientRect().top + window.scrollY - 200));
    const picker = await page.getByTestId('day-picker').boundingBox();
    expect(picker!.y).toBeGreaterThanOrEqual(60);
    expect(picker!.y).toBeLessThanOrEqual(70);
    await page.screenshot({ path: path.join(artefacts, 'plan-day-2-1280.png') });
    await days.getByRole('button', { name: 'Whole trip' }).click();

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
    await expect
      .poll(() => page.getByTestId('plan-result').getByRole('heading', { name: title }).isVisible())
      .toBe(true);
    expect(await page.getByRole('tab').allTextContents()).toEqual(TABS.map(([name]) => name));
    expect(await page.getByRole('button', { name: 'Start Over' }).count()).toBe(0);
    expect(await planDrawn(page)).toEqual(labels);
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
    if (width < 1024) {
      // On a phone the map is a view of its own, switched by one button; never a second scroll area in the page.
      const toggle = page.getByTestId('plan-view-toggle');
      await toggle.click();
      await expect.poll(() => page.getByTestId('journey-map').isVisible()).toBe(true);
      expect(await page.getByTestId('plan-result').isVisible()).toBe(false);
      await planDrawn(page);
      await page.screenshot({ path: path.join(artefacts, `plan-map-view-${width}.png`) });
      expect(await toggle.textContent()).toBe('Show plan');
      await toggle.click();
      await expect.poll(() => page.getByTestId('plan-result').isVisible()).toBe(true);
      expect(await page.getByTestId('journey-map').isVisible()).toBe(false);
    }
    // The tabs are reachable by keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: 'Day Plans' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Places' }).getAttribute('aria-selected')).toBe('true');
  });

  it('prints as a document: no site chrome, the whole trip’s map first, then each day unfolded on a page of its own', async () => {
    const page = await planColomboToElla(1280);
    await planDrawn(page);
    await page.getByRole('button', { name: 'Hide day 1' }).click();
    expect(await page.getByRole('list', { name: 'Day 1 timeline' }).isVisible()).toBe(false);
    // A4 at 96 dots per inch, as print media.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });

    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    for (const name of ['Print or save as PDF', 'Save', 'Start Over'])
      expect(await page.getByRole('button', { name, exact: true }).isVisible()).toBe(false);
    expect(await page.getByTestId('day-picker').isVisible()).toBe(false);
    expect(await page.getByRole('list', { name: 'Day 1 timeline' }).isVisible()).toBe(true);
    const map = (await page.getByTestId('journey-map').boundingBox())!;
    const title = (await page.locator('#plan-result-title').boundingBox())!;
    expect(map.y).toBeLessThan(title.y);
    expect(map.width).toBeGreaterThan(600);
    expect(
      await page.getByTestId('day-plan').evaluateAll((days) => days.map((day) => getComputedStyle(day).breakBefore)),
    ).toEqual(['page', 'page', 'page']);
    await mkdir(artefacts, { recursive: true });
    await page.screenshot({ path: path.join(artefacts, 'plan-print-a4.png'), fullPage: true });
    // Saved as PDF: the map and summary, then a page or more per day.
    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  });
});
