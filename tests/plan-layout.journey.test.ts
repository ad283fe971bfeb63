import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { graphql } from './support/api.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { waitForMap } from './support/map.js';

/**
 * Issue 28, items 6 and 3: the plan's map and page at phone, tablet and desktop widths, and an over-budget plan's
 * choices. One browser and one plan for the file: the German couple's ten-day February loop from the airport
 * (Colombo, Mirissa, Ella, Kandy, then a night in Negombo), at mid-range a little over their budget: the budget is
 * set 2% under what the server prices the loop at mid-range, so the journeys follow the engine's prices as they change.
 */

const shots = path.resolve(import.meta.dirname, '../.data/screenshots');
const WIDTHS = [360, 390, 768, 1280] as const;
const BASES = ['Colombo', 'Mirissa', 'Ella', 'Kandy', 'Negombo'];

let browser: (BrowserSession & { offsite: string[] }) | undefined;
let page: Page;
const errors: string[] = [];
let budget: number;

/** What the server prices the loop at, at mid-range, for the account holding `token` (the planner's own fields). */
async function midRangeTotal(token: string): Promise<number> {
  const query = 'mutation($input: PlanTripInput!) { planTrip(input: $input) { plan { budget { totalLkr } } } }';
  const variables = {
    input: {
      start: 'BIA',
      end: 'BIA',
      stops: ['Colombo', 'Mirissa', 'Ella', 'Kandy'],
      days: 10,
      people: 2,
      budget: 520_000,
      notes: '',
      customPlaces: [],
      traveller: { residency: 'FOREIGN', childAges: [] },
      language: 'EN',
      startDate: '2027-02-03',
      comfort: 'MIDRANGE',
    },
  };
  type Answer = { planTrip: { plan: { budget: { totalLkr: number } } } };
  return (await graphql<Answer>(token, query, variables)).planTrip.plan.budget.totalLkr;
}

beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 900 });
  page = browser.page;
  page.on('pageerror', (error) => errors.push(error.message));
  const { token } = await signUpAndSignIn(page);
  budget = Math.floor((await midRangeTotal(token)) / 1.02 / 1000) * 1000;
  await mkdir(shots, { recursive: true });
});
afterAll(async () => {
  const offsite = browser?.offsite ?? [];
  await browser?.close();
  expect(offsite, 'the page tried to load something from outside the app').toEqual([]);
  expect(errors, 'errors in the page').toEqual([]);
});

/** The loop planned in the planner, in the interface's language, with the labels that language gives the fields. */
async function planLoop(
  words: { addStop: string; stop: (n: number) => string; find: string; generate: string },
  budget: number,
  comfort?: string,
) {
  await page.goto('/planner');
  await waitForMap(page);
  await page.locator('input[name="from"]').fill('BIA');
  await page.locator('input[name="to"]').fill('BIA');
  for (const [i, stop] of ['Colombo', 'Mirissa', 'Ella', 'Kandy'].entries()) {
    await page.getByRole('button', { name: words.addStop }).click();
    await page.getByLabel(words.stop(i + 1), { exact: true }).fill(stop);
  }
  await page.locator('input[name="days"]').fill('10');
  await page.locator('input[name="budget"]').fill(String(budget));
  await page.locator('input[name="startDate"]').fill('2027-02-03');
  if (comfort) await page.locator('select[name="comfort"]').selectOption(comfort);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: words.find }).click();
  await page.getByTestId('attractions').locator('li').first().waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: words.generate }).click();
  await page.getByTestId('plan-result').waitFor({ timeout: 30_000 });
}

const ENGLISH = {
  addStop: 'Add a stop',
  stop: (n: number) => `Stop ${n}`,
  find: 'Find Route',
  generate: 'Generate Plan',
};

type Rect = { x: number; y: number; width: number; height: number; name: string };

/**
 * Every control of the page brought into view as the browser brings it (keyboard focus, scrolling to it), and the
 * ones a floating control (the phone's map bar, the travel bot's button) then covers. Also answers the names checked.
 */
async function coveredControls(): Promise<{ covered: string[]; checked: string[] }> {
  return page.evaluate(() => {
    const floating = [
      document.querySelector('[data-testid="plan-view-bar"]'),
      document.querySelector('button[data-no-print][aria-expanded]'),
    ].filter((e): e is HTMLElement => e instanceof HTMLElement && e.offsetParent !== null);
    const within = (e: Element) => floating.some((f) => f.contains(e));
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main a[href], main input, main select, main textarea, main [role="tab"]',
      ),
    ].filter((e) => !within(e) && e.offsetParent !== null && e.getBoundingClientRect().width > 0);
    const covered: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const c = control.getBoundingClientRect();
      for (const f of floating) {
        const b = f.getBoundingClientRect();
        if (c.left < b.right && b.left < c.right && c.top < b.bottom && b.top < c.bottom)
          covered.push(
            `${control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName} under ${f.textContent?.trim() || f.getAttribute('aria-label')}`,
          );
      }
    }
    return { covered, checked: controls.map((e) => e.textContent?.trim() ?? '') };
  });
}

/** The plan's bases on the map: each pin and label, the map's box as seen (within the window), and what lies over the map. */
async function mapBoxes() {
  return page.evaluate(() => {
    const rect = (e: Element, name = '') => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, name };
    };
    const map = document.querySelector('.tm-workspace-map .tm-map')!;
    const pins = [...map.querySelectorAll('.tm-marker-base')].map((e) => rect(e, e.getAttribute('title') ?? ''));
    const labels = [...map.querySelectorAll('.tm-plan-label-base')].map((e) => rect(e, e.textContent ?? ''));
    const over = [...map.querySelectorAll('.leaflet-control-attribution, .leaflet-control-zoom')].map((e) =>
      rect(e, e.className),
    );
    const floating = [
      ...document.querySelectorAll('[data-testid="plan-view-bar"], button[data-no-print][aria-expanded]'),
    ]
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => rect(e, 'floating'));
    const m = rect(map);
    const seen = {
      x: Math.max(m.x, 0),
      y: Math.max(m.y, 0),
      width: Math.min(m.x + m.width, window.innerWidth) - Math.max(m.x, 0),
      height: Math.min(m.y + m.height, window.innerHeight) - Math.max(m.y, 0),
      name: 'map',
    };
    return { pins, labels, over: [...over, ...floating], seen };
  });
}

const inside = (a: Rect, b: Rect) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What is wrong with the map as drawn: a base's pin or label outside the map's visible box, or under something. */
async function mapProblems(): Promise<string[]> {
  const { pins, labels, over, seen } = await mapBoxes();
  const problems: string[] = [];
  if (
    labels
      .map((l) => l.name)
      .sort()
      .join() !== [...BASES].sort().join()
  )
    problems.push(`labels ${labels.map((l) => l.name).join(', ')}`);
  for (const box of [
    ...pins.map((p) => ({ ...p, name: `pin ${p.name}` })),
    ...labels.map((l) => ({ ...l, name: `label ${l.name}` })),
  ]) {
    if (!inside(box, seen)) problems.push(`${box.name} outside the map's visible box`);
    for (const o of over) if (overlap(box, o)) problems.push(`${box.name} under ${o.name}`);
  }
  return problems;
}

describe('the plan page at phone, tablet and desktop widths', () => {
  it('shows every base whole on the map, day chips that say they scroll, and floating controls clear of the content', async () => {
    await planLoop(ENGLISH, budget);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1024 ? 800 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.getByTestId('plan-view-bar').isVisible()).toBe(width < 1024);

      // The day chips: ten days and "Whole trip" overflow the row, which says so at its end and scrolls on.
      const row = page.getByTestId('day-buttons');
      const overflows = await row.evaluate((e) => e.scrollWidth > e.clientWidth);
      if (overflows) {
        await row.evaluate((e) => e.scrollTo({ left: 0 }));
        await expect
          .poll(() => page.getByTestId('days-more-end').isVisible(), {
            message: `${width}: more days beyond the row's end`,
          })
          .toBe(true);
        await page.getByRole('button', { name: 'Later days' }).click();
        await expect
          .poll(() => row.evaluate((e) => e.scrollLeft), { message: `${width}: the arrow scrolls` })
          .toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId('days-more-start').isVisible()).toBe(true);
      }
      expect(overflows || width === 1280, `${width}: ten days do not fit this row`).toBe(true);

      // Save, − night and every other control, brought into view, are clear of what floats.
      const { covered, checked } = await coveredControls();
      expect(checked, `${width}: controls checked`).toEqual(expect.arrayContaining(['Save', '− night']));
      expect(covered, `${width}: controls under a floating one`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(shots, `plan-layout-${width}.png`) });

      // The map: on a phone or tablet its own view, on a desktop beside the plan, scrolled to.
      if (width < 1024) await page.getByRole('button', { name: 'Show map' }).click();
      else await page.locator('.tm-workspace-map .tm-map').scrollIntoViewIfNeeded();
      await expect.poll(() => mapProblems(), { timeout: 10_000 }).toEqual([]);
      await page.screenshot({ path: path.join(shots, `plan-layout-map-${width}.png`) });
      if (width < 1024) await page.getByRole('button', { name: 'Show plan' }).click();
    }
  });
});

/** The over-budget notice's title and its choices, as the traveller reads them. */
async function overBudget(): Promise<{ title: string; choices: string[] }> {
  const notice = page.getByTestId('over-budget');
  await notice.waitFor({ timeout: 20_000 });
  return {
    title: (await notice.getByTestId('over-budget-title').textContent())!.trim(),
    choices: (await notice.getByRole('button').allTextContents()).map((c) => c.trim()),
  };
}

/** Chooses a choice and waits for the plan made from it (a new plan replaces the old one). */
async function choose(name: string | RegExp): Promise<void> {
  const before = await page.locator('#plan-result-title').textContent();
  const summary = await page.getByTestId('plan-summary').textContent();
  await page.getByTestId('over-budget').getByRole('button', { name }).click();
  await expect
    .poll(
      async () =>
        `${await page.locator('#plan-result-title').textContent()} ${await page.getByTestId('plan-summary').textContent()}`,
      { timeout: 30_000 },
    )
    .not.toBe(`${before} ${summary}`);
}

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('an over-budget plan', () => {
  it('keeps mid-range, says how far over it is, and plans again with the choice taken (English, 1280 and 390 px)', async () => {
    // The plan of the test before: mid-range, a little over the budget.
    await page.setViewportSize({ width: 1280, height: 900 });
    const first = await overBudget();
    const over = number(/^LKR ([\d,]+) over your budget$/.exec(first.title)![1]!);
    expect(first.choices).toHaveLength(3);
    const [fewer, cheaper, raise] = first.choices as [string, string, string];
    const days = Number(/^Plan (\d+) days at Mid-range: about LKR [\d,]+$/.exec(fewer)![1]);
    expect(days).toBeLessThan(10);
    expect(cheaper).toMatch(/^Choose Budget: LKR [\d,]+$/);
    expect(number(raise)).toBe(budget + over);
    expect(await page.getByTestId('plan-summary').textContent()).toContain('mid-range level');
    await page.screenshot({ path: path.join(shots, 'over-budget-en-1280.png') });

    await choose(fewer);
    expect(await page.locator('#plan-result-title').textContent()).toContain(`${days} days`);
    expect(await page.getByTestId('plan-summary').textContent()).toMatch(
      new RegExp(`mid-range level.*within your LKR ${budget.toLocaleString('en-US')}`, 's'),
    );
    expect(await page.getByTestId('over-budget').count()).toBe(0);

    // On a phone: a night added takes the plan over again; the traveller raises the budget instead.
    await page.setViewportSize({ width: 390, height: 800 });
    // Nights added one by one, each recomputed by the server, until the total passes the budget.
    for (let nights = days; (await page.getByTestId('over-budget').count()) === 0 && nights < days + 3; nights += 1) {
      await page.getByRole('button', { name: 'Add a night in Colombo' }).click();
      await expect.poll(() => page.getByTestId('day-plan').count(), { timeout: 15_000 }).toBe(nights + 1);
    }
    const again = await overBudget();
    const raiseTo = again.choices.find((c) => c.startsWith('Raise my budget to'))!;
    await page.getByTestId('over-budget').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'over-budget-en-390.png') });
    await choose(raiseTo);
    expect(await page.getByTestId('plan-summary').textContent()).toContain(
      `mid-range level (3-star hotels, a car with driver, reserved train seats), within your LKR ${number(raiseTo).toLocaleString('en-US')}`,
    );
    expect(await page.getByTestId('over-budget').count()).toBe(0);
  });

  it('is offered in Sinhala too, at the comfort level chosen in the form (1280 and 390 px)', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'සිංහල' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('si');
    await planLoop(
      { addStop: 'නැවතුමක් එක් කරන්න', stop: (n) => `නැවතුම ${n}`, find: 'මාර්ගය සොයන්න', generate: 'සැලැස්ම සාදන්න' },
      budget,
      'COMFORT',
    );
    const first = await overBudget();
    expect(first.title).toMatch(/^ඔබේ අයවැයට වඩා රු\.\s?[\d,]+කින් වැඩිය$/);
    // Fewer days at Comfort, Mid-range, Budget, a higher budget: each with its price.
    expect(first.choices).toHaveLength(4);
    expect(first.choices[0]).toMatch(/^සුවපහසු මට්ටමින් දින \d+ සැලසුම් කරන්න: ආසන්න වශයෙන් රු\.\s?[\d,]+$/);
    expect(first.choices[1]).toMatch(/^මධ්‍යම තෝරන්න: රු\.\s?[\d,]+$/);
    expect(first.choices[2]).toMatch(/^අඩු වියදම් තෝරන්න: රු\.\s?[\d,]+$/);
    expect(first.choices[3]).toMatch(/^මගේ අයවැය රු\.\s?[\d,]+ දක්වා වැඩි කරන්න$/);
    await page.screenshot({ path: path.join(shots, 'over-budget-si-1280.png') });

    // Mid-range: the plan keeps it, a little over the budget still, and now offers only the budget level below it.
    await choose(/^මධ්‍යම තෝරන්න/);
    const midrange = await overBudget();
    expect(midrange.choices.some((c) => c.startsWith('මධ්‍යම මට්ටමින් දින'))).toBe(true);
    expect(midrange.choices.filter((c) => c.endsWith(' තෝරන්න') || / තෝරන්න: /.test(c))).toHaveLength(1);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('over-budget').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'over-budget-si-390.png') });
    await choose(/^අඩු වියදම් තෝරන්න/);
    expect(await page.getByTestId('over-budget').count()).toBe(0);
    // The plan is written in Sinhala.
    expect(await page.getByTestId('plan-summary').textContent()).toMatch(/[\u0D80-\u0DFF]{4}/);
  });
});
