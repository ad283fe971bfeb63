import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser.js';

const SLUGS = ['sigiriya', 'weligama', 'ella', 'mirissa', 'colombo', 'kandy', 'yala', 'polonnaruwa'];

/** Screenshots kept as test artefacts (git-ignored), for a person to look at. */
const artefacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.data/artefacts');

let browser: (BrowserSession & { offsite: string[] }) | undefined;
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
});

/**
 * Brings each image that has not finished loading into view until none is left (a lazy image starts loading only
 * near the screen; React may replace an image while this runs, so the page is asked afresh each time), then returns
 * to the top, once the page has stopped fetching (the cards mount after the heading shows). What did not load is found
 * by `brokenImages` after. A quick scroll-through, started before the cards had mounted on a loaded machine, missed
 * the covers and avatars, which then never loaded.
 */
async function loadAllImages(page: Page) {
  // The destination cards and testimonials mount after the heading shows, when their code and data arrive.
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const pending = [...document.images].filter((image) => !image.complete);
          pending[0]?.scrollIntoView({ block: 'center' });
          return pending.length;
        }),
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The images that failed: their request ended without a picture (a 404, a file that does not decode). An image the
 * page put in after the last look (the full-page screenshot lays the page out again) is brought into view and
 * awaited first, so only a real failure is reported.
 */
async function brokenImages(page: Page): Promise<string[]> {
  await loadAllImages(page);
  return page.evaluate(() =>
    [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src),
  );
}

async function screenshot(page: Page, name: string) {
  mkdirSync(artefacts, { recursive: true });
  await loadAllImages(page);
  await page.screenshot({ path: path.join(artefacts, name), fullPage: true });
}

describe('home page and destination guides journey', () => {
  // One test per width, each with its own time: both in one test ran close to the limit on a busy machine.
  for (const width of [360, 1280]) {
    it(`shows the first hero slide from the HTML itself, then the home page, at ${width} px`, async () => {
      browser = await openBrowser({ width, height: width < 500 ? 740 : 900 });
      const { page } = browser;
      const html = await (await page.request.get('/')).text();
      expect(html).toMatch(
        /<img class="boot-hero" data-route="\/" data-kind="home" src="\/images\/hero\/sigiriya\.svg"[^>]+fetchpriority="high"/,
      );
      // Chakra's reset and token variables come with the HTML (the app does not build them in the browser).
      expect(html).toContain('<style data-chakra-global>@layer reset,base,tokens,recipes;');
      expect(html).toContain('--chakra-colors-brand-700:#0c655b;');

      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' }).isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await page.getByRole('button', { name: /^Slide \d of 9$/ }).count()).toBe(9);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `home-${width}.png`);
      expect(await brokenImages(page)).toEqual([]);
    });
  }

  it('goes from Learn More to How it works, and reaches the dots by keyboard', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/#how-it-works$/);
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('how-it-works')!.getBoundingClientRect().top) < 100),
      )
      .toBe(true);

    await page.goto('/');
    await page.getByRole('button', { name: 'Slide 4 of 9' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'Slide 4 of 9' }).getAttribute('aria-current'), { timeout: 3000 })
      .toBe('true');
    await expect.poll(() => page.getByTestId('hero-slide').getAttribute('src')).toBe('/images/hero/kandy.svg');
  });

  // Eight guides in a row: a minute is not enough on a busy machine, where each may take several seconds.
  it('opens each destination card on the home page and finds the guide’s sections', async () => {
    browser = await openBrowser();
    const { page } = browser;
    for (const slug of SLUGS) {
      await page.goto('/#destinations');
      const link = page.locator(`a[href="/destinations/${slug}"]`);
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/destinations/${slug}`);
      // The router keeps the home page up while the guide's code loads, and the guide mounts its parts one by one;
      // wait for the last.
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: /^Ready to explore / }).count(), { timeout: 10_000 })
        .toBe(1);
      for (const section of ['Overview', 'Gallery', 'Weather by Season', 'Getting Around']) {
        expect(await page.getByRole('heading', { level: 2, name: section }).count(), `${slug}: ${section}`).toBe(1);
      }
      expect(await page.getByRole('heading', { level: 2, name: /^Ready to explore / }).count()).toBe(1);
      expect(await page.getByText('4-6 hours').count()).toBe(1);
      await loadAllImages(page);
      expect(await brokenImages(page), slug).toEqual([]);
    }
  }, 150_000);

  it('keeps a saved destination saved after a reload, and screenshots a guide', async () => {
    for (const width of [360, 1280]) {
      browser = await openBrowser({ width, height: width < 500 ? 740 : 900 });
      const { page } = browser;
      // The guide's cover comes with the HTML, so it paints before any script runs.
      const html = await (await page.request.get('/destinations/ella')).text();
      expect(html).toMatch(
        /<img class="boot-hero" data-route="\/destinations\/ella" data-kind="destination" src="\/images\/covers\/ella\.svg"[^>]+fetchpriority="high"/,
      );
      await page.goto('/destinations/ella');
      await page.getByRole('button', { name: 'Save Ella' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Saved: Ella' }).getAttribute('aria-pressed'))
        .toBe('true');
      await page.reload();
      await expect.poll(() => page.getByRole('button', { name: 'Saved: Ella' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `destination-ella-${width}.png`);
      await browser.close();
      browser = undefined;
    }
  });

  it('shows a not-found page for an unknown destination, linking to the eight', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto('/destinations/atlantis');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Destination not found' }).isVisible())
      .toBe(true);
    for (const slug of SLUGS) expect(await page.locator(`main a[href="/destinations/${slug}"]`).count()).toBe(1);
    // The home page's first slide, painted from the HTML, is not shown on other pages.
    expect(await page.locator('.boot-hero').count()).toBe(0);
  });
});
