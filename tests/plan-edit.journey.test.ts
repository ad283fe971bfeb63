import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { planSaveAndOpen } from './support/plan.js';

/** Screenshots for people to look at (git-ignored, never compared automatically). */
const artefacts = path.resolve(import.meta.dirname, '../.data/artefacts');

let browser: (BrowserSession & { offsite: string[] }) | undefined;
let errors: string[] = [];
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
  expect(errors, 'errors in the page').toEqual([]);
});

/** Colombo to Ella over 4 days planned, saved and opened at /plans/:id; answers the page. */
async function savedPlan(): Promise<Page> {
  browser = await openBrowser({ width: 1280, height: 900 });
  errors = [];
  const { page } = browser;
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpAndSignIn(page);
  await planSaveAndOpen(page);
  return page;
}

const dayOf = (page: Page, day: number) => page.getByTestId('day-plan').nth(day - 1);

/** The names of a day's stops, in order. */
async function stopsOf(page: Page, day: number): Promise<string[]> {
  return dayOf(page, day)
    .getByTestId('plan-stop')
    .evaluateAll((stops) => stops.map((stop) => stop.querySelector('span[data-stop-name]')?.textContent ?? ''));
}

/** A day (from 2) that has a stop, and that stop's name. */
async function aStop(page: Page): Promise<{ day: number; name: string }> {
  for (let day = 2; day <= 4; day++) {
    const [name] = await stopsOf(page, day);
    if (name) return { day, name };
  }
  throw new Error('no stop after day 1');
}

describe('editing a saved plan', () => {
  it('drags a stop to another day, moves one by keyboard, and undoes; the server recomputes each time', async () => {
    const page = await savedPlan();
    const { day, name } = await aStop(page);
    const target = day === 2 ? 3 : 2;
    const before = await stopsOf(page, target);

    // Drag: the stop onto the other day; it lands at its end.
    await dayOf(page, day)
      .getByTestId('plan-stop')
      .filter({ hasText: name })
      .dragTo(dayOf(page, target).getByRole('heading'));
    await expect.poll(() => stopsOf(page, target), { timeout: 10_000 }).toEqual([...before, name]);
    expect(await stopsOf(page, day)).not.toContain(name);

    // Keyboard: Change → Move to day N, with Enter and the arrow keys.
    await page.getByRole('button', { name: `Change ${name}` }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: `Move to day ${day}` });
    for (let i = 0; i < 10 && (await item.getAttribute('data-highlighted')) === null; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => stopsOf(page, day), { timeout: 10_000 }).toContain(name);
    expect(await stopsOf(page, target)).toEqual(before);

    // Undo twice: the keyboard move, then the drag.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => stopsOf(page, target), { timeout: 10_000 }).toEqual([...before, name]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => stopsOf(page, target), { timeout: 10_000 }).toEqual(before);
    expect(await stopsOf(page, day)).toContain(name);
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);

    // The stored plan is the edited one: a reload shows it.
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => stopsOf(page, target), { timeout: 10_000 }).toEqual([...before, name]);
    await page.reload();
    await expect.poll(() => stopsOf(page, target), { timeout: 15_000 }).toEqual([...before, name]);
    await mkdir(artefacts, { recursive: true });
    await page.screenshot({ path: path.join(artefacts, 'plan-edited-1280.png'), fullPage: true });
  });

  it('asks the travel bot for a change, sees it as a diff, applies it through the timeline’s editor, and undoes it', async () => {
    const page = await savedPlan();
    await page.getByRole('button', { name: 'Open the Sri Lanka Travel Bot' }).click();
    const panel = page.getByRole('dialog', { name: 'Sri Lanka Travel Bot' });
    await panel.getByLabel('Your message').fill('add a night in Ella');
    await panel.getByLabel('Your message').press('Enter');
    const card = panel.getByRole('group', { name: 'Proposed change to your plan' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByRole('list', { name: 'Changes' }).textContent()).toMatch(/Ella: \d+ → \d+ nights/);
    // Proposed only: the plan still has its 4 days.
    expect(await page.getByTestId('day-plan').count()).toBe(4);

    await card.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => card.getByText('Applied to your plan.').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('day-plan').count(), { timeout: 10_000 }).toBe(5);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('day-plan').count(), { timeout: 10_000 }).toBe(4);
  });

  it('tells the second of two tabs that the plan changed, loses nothing, and makes its change on the latest plan', async () => {
    const first = await savedPlan();
    const second = await browser!.context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await second.goto(first.url());
    await expect.poll(() => second.getByTestId('day-plan').count(), { timeout: 15_000 }).toBe(4);

    // The second tab adds a night in Ella: the plan is now at a newer version.
    await second.getByRole('button', { name: 'Add a night in Ella' }).click();
    await expect.poll(() => second.getByTestId('day-plan').count(), { timeout: 10_000 }).toBe(5);

    // The first tab, still on the older version, moves a stop.
    const { day, name } = await aStop(first);
    const target = day === 2 ? 3 : 2;
    await first.getByRole('button', { name: `Change ${name}` }).click();
    await first.getByRole('menuitem', { name: `Move to day ${target}` }).click();
    const conflict = first.getByTestId('edit-conflict');
    await expect.poll(() => conflict.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await conflict.textContent()).toContain('This plan was changed in another tab or window');
    expect(await first.getByTestId('day-plan').count()).toBe(4);

    await conflict.getByRole('button', { name: 'Load the latest version and make my change' }).click();
    // Both changes: the night from the second tab, and the move from the first.
    await expect.poll(() => first.getByTestId('day-plan').count(), { timeout: 10_000 }).toBe(5);
    await expect.poll(() => stopsOf(first, target), { timeout: 10_000 }).toContain(name);
    expect(await conflict.count()).toBe(0);
  });
});
