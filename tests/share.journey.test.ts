import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { graphql } from './support/api.js';
import { openBrowser, type BrowserSession } from './support/browser.js';

/** Screenshots for people to look at (git-ignored, never compared automatically). */
const artefacts = path.resolve(import.meta.dirname, '../.data/artefacts');

const sessions: (BrowserSession & { offsite: string[] })[] = [];
let consoleErrors: string[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) {
    expect(session.offsite, 'the page tried to load something from outside the app').toEqual([]);
    await session.close();
  }
  expect(consoleErrors, 'errors in the browser console').toEqual([]);
  consoleErrors = [];
});

/** A fresh browser profile (nobody signed in) at `width`, its console errors collected. */
async function browserAt(width: number): Promise<Page> {
  const session = await openBrowser({ width, height: width < 500 ? 780 : 900 });
  sessions.push(session);
  session.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  session.page.on('pageerror', (error) => consoleErrors.push(error.message));
  return session.page;
}

/** Colombo to Ella, planned and saved through the API; answers the plan's id. */
async function savedPlan(token: string): Promise<string> {
  const { planTrip } = await graphql<{ planTrip: { id: string } }>(
    token,
    'mutation($input: PlanTripInput!) { planTrip(input: $input) { id } }',
    {
      input: { start: 'Colombo', end: 'Ella', days: 3, people: 2, budget: 150000 },
    },
  );
  await graphql(token, 'mutation($id: ID!) { saveTripPlan(id: $id) { id } }', { id: planTrip.id });
  return planTrip.id;
}

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this plan' });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  const link = await dialog.getByRole('textbox', { name: /^The link to / }).inputValue();
  expect(link).toMatch(new RegExp(`^${inject('baseUrl')}/shared/[A-Za-z0-9_-]{43}$`));
  return { dialog, link };
}

/** The dialog alone, as the traveller sees it. */
async function screenshotDialog(page: Page, name: string) {
  await mkdir(artefacts, { recursive: true });
  // Let the dialog's opening animation finish.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(artefacts, name) });
}

/** Waits for the shared plan's workspace and its map drawing the plan. */
async function sharedPlanShown(page: Page, title: string) {
  await expect
    .poll(() => page.getByTestId('plan-result').getByRole('heading', { name: title }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await expect
    .poll(() => page.locator('.leaflet-tm-plan-pane path.tm-plan-leg').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

describe('sharing a plan', () => {
  it('plans and shares a trip, downloads its calendar, opens the link signed out, and stops sharing', async () => {
    const owner = await browserAt(1280);
    const { email } = await signUpAndSignIn(owner);
    await owner.goto('/planner');
    await owner.getByLabel(/^From/).fill('Colombo');
    await owner.getByLabel(/^To/).fill('Ella');
    const find = owner.getByRole('button', { name: 'Find Route' });
    await expect.poll(() => find.isEnabled(), { timeout: 20_000 }).toBe(true);
    await find.click();
    await expect.poll(() => owner.getByTestId('attractions').locator('li').count(), { timeout: 15_000 }).toBe(8);
    await owner.getByRole('button', { name: 'Generate Plan' }).click();
    await expect.poll(() => owner.getByTestId('plan-result').isVisible(), { timeout: 20_000 }).toBe(true);
    const title = (await owner.locator('#plan-result-title').textContent())!;

    // Share on a fresh plan saves it first.
    const { dialog, link } = await openShareDialog(owner);
    expect(await owner.getByRole('button', { name: 'Saved', includeHidden: true }).isDisabled()).toBe(true);
    await screenshotDialog(owner, 'share-dialog-1280.png');
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: /^Copy the link/ }).click();
    await expect.poll(() => owner.getByText('Link copied').isVisible()).toBe(true);
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The saved plan's page: the same link again, and the calendar, for a plan with no dates from the day asked.
    await owner.goto('/dashboard');
    const card = owner.getByRole('region', { name: 'Shared Plans' }).getByRole('article').filter({ hasText: title });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole('textbox').inputValue()).toBe(link);
    await owner
      .getByRole('region', { name: 'Saved Plans' })
      .getByRole('link', { name: `Open ${title}` })
      .click();
    await expect.poll(() => owner.getByTestId('plan-result').isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await openShareDialog(owner)).link).toBe(link);
    await owner.keyboard.press('Escape');

    await owner.getByRole('button', { name: 'Add to calendar' }).click();
    const ask = owner.getByRole('dialog', { name: 'Add to calendar' });
    await ask.getByLabel(/First day of the trip/).fill('2027-01-15');
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      ask.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tripmate-colombo-to-ella-3-days.ics');
    // The browser runs apart from the test (one for the whole run), so the file is copied here to be read.
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'tripmate-ics-')), download.suggestedFilename());
    await download.saveAs(saved);
    const ics = await readFile(saved, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Colombo');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) {
      const start = event.getFirstProperty('dtstart')!;
      expect(start.getParameter('tzid')).toBe('Asia/Colombo');
      expect(String(start.getFirstValue()).slice(0, 10) >= '2027-01-15').toBe(true);
      const [lat, lng] = event.getFirstPropertyValue('geo') as unknown as [number, number];
      expect(lat).toBeGreaterThan(5.9);
      expect(lng).toBeGreaterThan(79.5);
    }
    expect(String(events[0]!.getFirstProperty('dtstart')!.getFirstValue()).slice(0, 10)).toBe('2027-01-15');

    // Anyone with the link, signed out: the plan and its map, nothing about its owner.
    const visitor = await browserAt(1280);
    await visitor.goto(link);
    await sharedPlanShown(visitor, title);
    expect(await visitor.title()).toBe(`${title} · TripMate`);
    const text = (await visitor.locator('body').textContent())!;
    expect(text).not.toContain('Journey Traveller');
    expect(text).not.toContain(email);
    expect(await visitor.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
    for (const name of ['Save', 'Start Over', 'Share'])
      expect(await visitor.getByRole('button', { name, exact: true }).count()).toBe(0);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await visitor.screenshot({ path: path.join(artefacts, 'shared-plan-1280.png'), fullPage: true });

    // The owner stops sharing from the dashboard; the link then opens a friendly page, served as the app.
    await owner.goto('/dashboard');
    const shared = owner.getByRole('region', { name: 'Shared Plans' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await shared.screenshot({ path: path.join(artefacts, 'dashboard-shared-plans-1280.png') });
    await shared.getByRole('button', { name: `Stop sharing ${title}` }).click();
    await owner
      .getByRole('alertdialog', { name: 'Stop sharing this plan?' })
      .getByRole('button', { name: 'Stop sharing' })
      .click();
    await expect.poll(() => owner.getByText('Sharing stopped').isVisible()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);

    await visitor.reload();
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'This plan is not shared' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await visitor.getByRole('link', { name: 'Plan your own trip' }).getAttribute('href')).toBe('/planner');
    expect(await visitor.title()).toBe('Shared plan not found · TripMate');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    await visitor.screenshot({ path: path.join(artefacts, 'shared-plan-revoked-1280.png') });
  });

  it('fits a phone: the share dialog and the shared plan at 390 px', async () => {
    const owner = await browserAt(390);
    const { token } = await signUpAndSignIn(owner);
    const id = await savedPlan(token);
    await owner.goto(`/plans/${id}`);
    await expect.poll(() => owner.getByTestId('plan-result').isVisible(), { timeout: 15_000 }).toBe(true);
    const { link } = await openShareDialog(owner);
    await screenshotDialog(owner, 'share-dialog-390.png');
    const field = (await owner.getByRole('dialog').getByRole('textbox').boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(390);

    const visitor = await browserAt(390);
    await visitor.goto(link);
    await expect.poll(() => visitor.getByTestId('plan-result').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.screenshot({ path: path.join(artefacts, 'shared-plan-390.png'), fullPage: true });

    // The shared plan's own calendar: its link's address, no account needed.
    await visitor.getByRole('button', { name: 'Add to calendar' }).click();
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('dialog', { name: 'Add to calendar' }).getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tripmate-colombo-to-ella-3-days.ics');
  });
});
