import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { useBrowser } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { waitForMap } from './support/map.js';

const session = useBrowser();

/** A browser that records every Content-Security-Policy violation (support/csp.ts). */
async function watchedBrowser(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const { page, context } = session();
  return { page, violations: await watchCsp({ page, context }) };
}

describe('the app under its Content-Security-Policy', () => {
  it('sends a policy with frame-ancestors none and no inline script allowed except its own, by hash', async () => {
    const { page } = await watchedBrowser();
    const response = await page.goto('/');
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('renders the home page and a guide with no violation', async () => {
    const { page, violations } = await watchedBrowser();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The app's scripts ran (the boot loader is inline, so a blocked loader would leave the page without its menu).
    await expect
      .poll(
        () =>
          page
            .getByRole('link', { name: /sign in/i })
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await violations()).toEqual([]);

    await page.goto('/destinations/ella');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Ella/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await violations()).toEqual([]);
  });

  it('draws the planner with its Leaflet map, route and markers with no violation', async () => {
    const { page, violations } = await watchedBrowser();
    await signUpAndSignIn(page);
    await page.goto('/planner');
    await waitForMap(page);
    await page.getByLabel(/^From/).fill('Colombo');
    await page.getByLabel(/^To/).fill('Ella');
    await page.getByRole('button', { name: 'Find Route' }).click();
    await expect
      .poll(() => page.locator('.leaflet-marker-pane .tm-marker-attraction').count(), { timeout: 15_000 })
      .toBe(8);
    expect(await violations()).toEqual([]);
  });
});
