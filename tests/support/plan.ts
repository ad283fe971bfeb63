import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForMap } from './map.js';

/**
 * Colombo to Ella over 4 days, planned in the planner, saved, and opened from the dashboard at /plans/:id, as a
 * traveller does it; the page must be signed in. Answers the plan's id.
 */
export async function planSaveAndOpen(page: Page): Promise<string> {
  await page.goto('/planner');
  await waitForMap(page);
  await page.getByLabel(/^From/).fill('Colombo');
  await page.getByLabel(/^To/).fill('Ella');
  await page.getByLabel(/^Days/).fill('4');
  await page.getByRole('button', { name: 'Find Route' }).click();
  await expect.poll(() => page.getByTestId('attractions').locator('li').count(), { timeout: 15_000 }).toBe(8);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect.poll(() => page.getByTestId('plan-result').isVisible(), { timeout: 20_000 }).toBe(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
  const title = (await page.locator('#plan-result-title').textContent())!;
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: `Open ${title}` })
    .first()
    .click();
  await expect.poll(() => page.url()).toMatch(/\/plans\/[0-9a-f-]{36}$/);
  await expect.poll(() => page.getByTestId('day-plan').count(), { timeout: 15_000 }).toBe(4);
  return page.url().split('/').at(-1)!;
}
