import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { graphql } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { root } from './support/built-app.js';
import { watchCsp } from './support/csp.js';
import { waitForMap } from './support/map.js';
import { planSaveAndOpen } from './support/plan.js';

const session = useBrowser();

/** Screenshots for people to look at (git-ignored, never compared automatically). */
const screenshots = path.join(root, '.data/screenshots');
async function screenshot(page: Page, name: string) {
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

/** At a phone's width, then back. */
async function atPhoneWidth(page: Page, work: () => Promise<void>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await work();
  await page.setViewportSize(desktop);
}

/** The app registers its service worker once the page is quiet; it then controls the page. */
async function serviceWorkerInControl(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** The plan as the server has it, asked directly (not through the page). */
type StoredPlan = { version: number; plan: { bases: { place: { name: string }; nights: number }[] } };
async function storedPlan(id: string, token: string): Promise<StoredPlan> {
  const query = 'query($id: ID!) { tripPlan(id: $id) { version plan { bases { place { name } nights } } } }';
  return (await graphql<{ tripPlan: StoredPlan }>(token, query, { id })).tripPlan;
}

const banner = (page: Page) => page.getByTestId('connection-status');
const waiting = (page: Page) => page.getByTestId('waiting-edits');
const days = (page: Page) => page.getByTestId('day-plan').count();

describe('the installable app', () => {
  it('is installable: a manifest with icons, and a service worker with Workbox inside, never cached by the browser', async () => {
    const { page } = session();
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const app = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(app).toMatchObject({ name: 'TripMate', start_url: '/', display: 'standalone', theme_color: '#0c655b' });
    expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of app.icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const code = await worker.text();
    // Workbox is bundled: nothing is imported from a CDN (or anywhere) at run time.
    expect(code).not.toMatch(/importScripts|googleapis|unpkg|jsdelivr/);
    expect(code).toContain('index.html');
    // The shell it keeps is the page as the server sends it: its inline start-up script allowed by hash.
    const shell = await page.request.get('/index.html');
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect(shell.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    await serviceWorkerInControl(page);
  });

  it('reloads a saved plan with the network cut, keeps an edit made offline, and saves it once on reconnecting', async () => {
    const browser = session();
    const { page, context } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = await watchCsp(browser);
    const { token } = await signUpAndSignIn(page);
    const id = await planSaveAndOpen(page);
    await serviceWorkerInControl(page);
    const before = await storedPlan(id, token);
    expect(before.version).toBe(1);

    await context.setOffline(true);
    await expect.poll(() => banner(page).textContent()).toContain('You are offline.');
    // The page itself from the service worker, the plan from what the app kept on the device.
    await page.reload();
    await expect.poll(() => days(page), { timeout: 15_000 }).toBe(4);
    expect(await banner(page).textContent()).toContain('Your saved plans and the guides still open');
    // Cut indeed: the page's own requests reach nothing; the offline map draws from the kept bands.
    expect(
      await page.evaluate(() =>
        fetch('/readyz').then(
          () => 'reached',
          () => 'unreachable',
        ),
      ),
    ).toBe('unreachable');
    await waitForMap(page);
    await screenshot(page, 'offline-plan-1280');
    await atPhoneWidth(page, () => screenshot(page, 'offline-plan-390'));

    const addNight = page.getByRole('button', { name: /^Add a night in / }).first();
    const base = (await addNight.getAttribute('aria-label'))!.replace('Add a night in ', '');
    await addNight.click();
    await expect.poll(() => waiting(page).textContent()).toContain('1 change waits to be sent');
    expect(await days(page)).toBe(4);
    // Kept on the device: a reload, still offline, still has it.
    await page.reload();
    await expect.poll(() => waiting(page).textContent(), { timeout: 15_000 }).toContain('1 change waits to be sent');
    await waiting(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'offline-waiting-1280');
    await atPhoneWidth(page, async () => {
      await waiting(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'offline-waiting-390');
    });
    expect((await storedPlan(id, token)).version).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => days(page), { timeout: 15_000 }).toBe(5);
    await expect.poll(() => waiting(page).textContent()).toBe('');
    expect(await banner(page).textContent()).toContain('You are back online.');

    // Made exactly once on the server: one version more, one night more.
    const after = await storedPlan(id, token);
    expect(after.version).toBe(2);
    const nights = (plan: typeof before) => plan.plan.bases.find((b) => b.place.name === base)!.nights;
    expect(nights(after)).toBe(nights(before) + 1);

    // The same plan, online again, is the server's.
    await page.reload();
    await expect.poll(() => days(page), { timeout: 15_000 }).toBe(5);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens a destination guide offline', async () => {
    const { page, context } = session();
    await page.goto('/');
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await page.goto('/destinations/kandy');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Kandy/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await banner(page).textContent()).toContain('You are offline.');
    await context.setOffline(false);
  });

  it('announces a new version with Reload, which reloads the page onto it', async () => {
    const browser = session();
    const { page } = browser;
    const violations = await watchCsp(browser);
    await page.goto('/help');
    await serviceWorkerInControl(page);
    const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);

    // A release: the server now has a different service worker (the same with one more line).
    const file = path.join(root, 'client/dist/sw.js');
    const released = await readFile(file, 'utf8');
    try {
      await writeFile(file, `${released}\n// the next release\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const prompt = page.getByTestId('update-prompt');
      await expect.poll(() => prompt.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await prompt.textContent()).toContain('A new version is ready');
      await screenshot(page, 'update-prompt-1280');
      await atPhoneWidth(page, () => screenshot(page, 'update-prompt-390'));

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect.poll(() => page.getByTestId('update-prompt').count()).toBe(0);
      const now = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(now).toEqual({ waiting: false, controlled: true });
      expect(first).toMatch(/\/sw\.js$/);
    } finally {
      await writeFile(file, released);
    }
    expect(await violations()).toEqual([]);
  });
});
