import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { planSaveAndOpen } from './support/plan.js';
import { unique, useBrowser } from './support/browser.js';

const SLOW = { timeout: 15_000 };
/** Screenshots for people to look at, under .data/screenshots (never compared automatically). */
const shots = path.resolve(import.meta.dirname, '../.data/screenshots');

async function shoot(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const dayOf = (page: Page, day: number) => page.getByTestId('day-plan').nth(day - 1);
const stopsOf = (page: Page, day: number) =>
  dayOf(page, day)
    .getByTestId('plan-stop')
    .evaluateAll((stops) => stops.map((stop) => stop.querySelector('span[data-stop-name]')?.textContent ?? ''));
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

async function signUpThroughTheForm(page: Page) {
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Create Account' }).isVisible(), SLOW).toBe(true);
  await page.getByLabel('Full Name').fill('Journey Traveller');
  await page.getByLabel('Email').fill(`${unique('intent')}@example.lk`);
  await page.getByLabel('Password').fill('journey-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

for (const width of [390, 1280]) {
  describe(`first steps at ${width} px`, () => {
    const browser = useBrowser({ width, height: 900 });

    it('a guide’s Plan Your Trip, signed out, goes through sign-up and opens the planner going to that place', async () => {
      const { page } = browser();
      await page.goto('/destinations/kandy');
      await page.getByRole('link', { name: 'Plan Your Trip' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sign In' }).isVisible(), SLOW).toBe(true);
      expect(new URL(page.url()).searchParams.get('next')).toBe('/planner?to=Kandy');
      await signUpThroughTheForm(page);
      await expect.poll(() => page.getByRole('button', { name: 'Find Route' }).isVisible(), SLOW).toBe(true);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/planner?to=Kandy');
      expect(await page.getByLabel(/^To/).inputValue()).toBe('Kandy');
      await shoot(page, `planner-from-guide-${width}`);
    });

    it('the home page’s “Describe your trip” fills the planner’s fields', async () => {
      const { page } = browser();
      await signUpAndSignIn(page);
      await page.goto('/#how-it-works');
      const form = page.getByRole('form', { name: 'Describe your trip' });
      await form
        .getByRole('textbox')
        .fill('A week from Colombo to Ella via Kandy in December for 4 people, budget LKR 350,000, tea and temples');
      await form.getByRole('button', { name: 'Plan My Trip' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Find Route' }).isVisible(), SLOW).toBe(true);
      expect(await page.getByLabel(/^From/).inputValue()).toBe('Colombo');
      expect(await page.getByLabel(/^To/).inputValue()).toBe('Ella');
      expect(await page.getByLabel(/^Days/).inputValue()).toBe('7');
      expect(await page.getByLabel(/^Travelers/).inputValue()).toBe('4');
      expect(await page.getByLabel(/^Budget/).inputValue()).toBe('350000');
      expect(await page.getByLabel(/^Start date/).inputValue()).toMatch(/^\d{4}-12-01$/);
      expect(await page.getByRole('combobox', { name: 'Stop 1', exact: true }).inputValue()).toBe('Kandy');
      await shoot(page, `planner-described-${width}`);
    });

    it('a stop moved from its menu keeps the keyboard’s focus; Remove is apart, and its notice offers Undo', async () => {
      const { page } = browser();
      await signUpAndSignIn(page);
      await planSaveAndOpen(page);
      let day = 2;
      let [name] = await stopsOf(page, day);
      if (!name) [name, day] = [(await stopsOf(page, 3))[0]!, 3];
      const target = day === 2 ? 3 : 2;
      await page.getByRole('button', { name: `Change ${name}` }).click();
      const menu = page.getByRole('menu');
      await expect
        .poll(() => menu.getByRole('menuitem', { name: 'Remove from the plan' }).isVisible(), SLOW)
        .toBe(true);
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `stop-menu-${width}.png`) });
      await menu.getByRole('menuitem', { name: `Move to day ${target}` }).click();
      await expect.poll(() => stopsOf(page, target), SLOW).toContain(name);
      await expect.poll(() => focusedLabel(page), SLOW).toBe(`Change ${name}`);

      await page.getByRole('button', { name: `Change ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Remove from the plan' }).click();
      const notice = page.getByRole('region', { name: /Notifications/ });
      await expect.poll(() => notice.getByText(`${name} is no longer in the plan.`).isVisible(), SLOW).toBe(true);
      await expect.poll(() => stopsOf(page, target), SLOW).not.toContain(name);
      await page.screenshot({ path: path.join(shots, `stop-removed-${width}.png`) });
      await notice.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => stopsOf(page, target), SLOW).toContain(name);
      await expect.poll(() => focusedLabel(page), SLOW).toBe(`Change ${name}`);
    });

    it('an owner registers a listing with a photo and preset hours, and lands on it', async () => {
      const { page } = browser();
      const tag = unique('owner');
      const name = `Lagoon Kitchen ${tag}`;
      await signUpAndSignIn(page);
      await page.goto('/business');
      await page.getByLabel(/^Business Name/).fill(name);
      await page.getByLabel(/^Address/).fill('Beach Road, Mirissa');
      await page.getByLabel(/^Email/).fill(`${tag}@lagoon.lk`);
      await page.getByLabel(/^Telephone/).fill('041 225 1234');
      await page.getByLabel(/^Category/).selectOption({ label: 'Restaurant' });
      await page.getByRole('radio', { name: 'Same hours every day' }).check({ force: true });
      await page.getByLabel('Every day opens').fill('08:00');
      await page.getByLabel('Every day closes').fill('22:30');
      await page.getByRole('checkbox', { name: 'Closed on poya days' }).check({ force: true });
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f8f5b' } })
        .jpeg()
        .toBuffer();
      const photos = page.getByRole('region', { name: 'Photos (optional)' });
      await photos
        .getByLabel('Choose photos to add')
        .setInputFiles({ name: 'lagoon.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await expect.poll(() => photos.getByRole('img', { name: 'lagoon.jpg' }).isVisible(), SLOW).toBe(true);
      await shoot(page, `register-with-photo-${width}`);

      await page.getByRole('button', { name: 'Register Business' }).click();
      await expect.poll(() => page.getByText('Business registered!').isVisible(), SLOW).toBe(true);
      expect(new URL(page.url()).pathname).toMatch(/^\/business\/[^/]+$/);
      await expect.poll(() => page.getByRole('status').first().textContent(), SLOW).toContain('Photo added');
      const card = page.getByRole('article').filter({ hasText: name });
      await expect.poll(() => card.getByRole('img').count(), SLOW).toBeGreaterThan(0);
      expect(await page.getByText('Closed on poya days').isVisible()).toBe(true);
      await shoot(page, `registered-listing-${width}`);

      // The edit page: Photos come before Save Changes.
      await card.getByRole('link', { name: `Edit ${name}` }).click();
      const section = page.getByRole('region', { name: 'Photos' });
      await expect.poll(() => section.getByText('1 of 6').isVisible(), SLOW).toBe(true);
      const photosTop = (await section.boundingBox())!.y;
      const saveTop = (await page.getByRole('button', { name: 'Save Changes' }).boundingBox())!.y;
      expect(photosTop).toBeLessThan(saveTop);
      expect(await page.getByRole('radio', { name: 'Same hours every day' }).isChecked()).toBe(true);
      await shoot(page, `edit-listing-${width}`);
    });
  });
}
