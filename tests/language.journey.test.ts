import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { planSaveAndOpen } from './support/plan.js';

/** Phone-width screenshots of each language (git-ignored), to look at: Sinhala and Tamil glyphs, not empty boxes. */
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.data/screenshots');

let browser: (BrowserSession & { offsite: string[] }) | undefined;
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = undefined;
});

/** Elements running off the right of the screen: longer words than English's must still wrap or fit. */
const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      // Inside a box that scrolls or clips (the day picker's row of days, a map's panes) and that itself fits, an
      // element further right is scrolled to, not off the screen.
      .filter((element) => {
        if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (
            getComputedStyle(box).overflowX !== 'visible' &&
            box.getBoundingClientRect().right <= window.innerWidth + 1
          )
            return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} ${element.textContent?.slice(0, 40) || element.outerHTML.slice(0, 80)}`,
      ),
  );

const LANGUAGES = [
  {
    option: 'සිංහල',
    lang: 'si',
    font: 'Noto Sans Sinhala',
    sample: 'සිංහල',
    signIn: 'පුරනය වන්න',
    heading: 'ශ්‍රී ලංකාවේ විස්මය සොයා යන්න',
    switcher: 'භාෂාව',
    wholeTrip: 'මුළු ගමන',
    rewrite: 'එය සිංහල භාෂාවෙන් ලියන්න',
    directory: 'ලියාපදිංචි ව්‍යාපාර',
  },
  {
    option: 'தமிழ்',
    lang: 'ta',
    font: 'Noto Sans Tamil',
    sample: 'தமிழ்',
    signIn: 'உள்நுழைக',
    heading: 'இலங்கையின் அற்புதங்களைக் கண்டறியுங்கள்',
    switcher: 'மொழி',
    wholeTrip: 'முழுப் பயணம்',
    rewrite: 'இதை தமிழ் மொழியில் எழுது',
    directory: 'பதிவுசெய்த வணிகங்கள்',
  },
] as const;

describe('languages journey', () => {
  it('switches the home page to Sinhala and to Tamil on a phone, with their fonts, and keeps the choice', async () => {
    mkdirSync(screenshots, { recursive: true });
    browser = await openBrowser({ width: 360, height: 740 });
    const { page } = browser;
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    let switcherName = 'Language';
    for (const language of LANGUAGES) {
      // The switcher is in the header at phone width too.
      await page.getByRole('combobox', { name: switcherName }).selectOption({ label: language.option });
      await expect.poll(() => page.getByRole('heading', { level: 1, name: language.heading }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.lang);
      // The script's font, bundled from npm, is loaded (regular and bold) before the page switches: no boxes.
      await expect
        .poll(() =>
          page.evaluate(
            ({ font, sample }) =>
              document.fonts.check(`16px "${font}"`, sample) && document.fonts.check(`bold 16px "${font}"`, sample),
            language,
          ),
        )
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(screenshots, `home-${language.lang}-360.png`) });
      expect(await tooWide(page), 'elements wider than the screen').toEqual([]);
      switcherName = language.switcher;
    }

    // The choice stays on the device: a new visit opens in Tamil.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: LANGUAGES[1].heading }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    await page.goto('/auth/signin');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'உள்நுழைக' }).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(screenshots, 'signin-ta-360.png') });
    expect(await tooWide(page), 'elements wider than the screen').toEqual([]);
  });

  it('keeps the header on the screen at tablet and laptop widths in every language, signed out', async () => {
    for (const width of [768, 1024]) {
      browser = await openBrowser({ width, height: 800 });
      const { page } = browser;
      for (const lang of ['en', 'si', 'ta']) {
        await page.goto('/');
        await page.evaluate((chosen) => localStorage.setItem('tripmate.language', chosen), lang);
        await page.reload();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await page.evaluate(() => document.fonts.ready);
        expect(await tooWide(page), `elements wider than ${width} px in ${lang}`).toEqual([]);
      }
      await browser.close();
      browser = undefined;
    }
  });

  it('shows a saved plan and the business directory in Sinhala and Tamil at phone and laptop widths, within the screen', async () => {
    mkdirSync(screenshots, { recursive: true });
    browser = await openBrowser({ width: 1280, height: 900 });
    const { page } = browser;
    await signUpAndSignIn(page);
    const id = await planSaveAndOpen(page);
    let switcherName = 'Language';
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/plans/${id}`);
      // Saved as the account's Language setting, so the next pages open in it.
      await page.getByRole('combobox', { name: switcherName }).selectOption({ label: language.option });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 })
        .toBe(language.lang);
      switcherName = language.switcher;
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto(`/plans/${id}`);
        await expect.poll(() => page.getByTestId('day-plan').count(), { timeout: 15_000 }).toBe(4);
        // The page's own words in the language, and the offer to write the (English) plan in it.
        await expect
          .poll(() => page.getByRole('button', { name: language.wholeTrip }).isVisible(), { timeout: 15_000 })
          .toBe(true);
        expect(
          await page.getByTestId('plan-language').getByRole('button', { name: language.rewrite }).isVisible(),
        ).toBe(true);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(screenshots, `plan-${language.lang}-${width}.png`) });
        await page.getByTestId('day-plan').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots, `plan-day-${language.lang}-${width}.png`) });
        expect(await tooWide(page), `plan page at ${width} px in ${language.lang}`).toEqual([]);
        await page.goto('/business');
        await expect
          .poll(() => page.locator('#registered-businesses-heading').isVisible(), { timeout: 15_000 })
          .toBe(true);
        expect(await page.locator('#registered-businesses-heading').textContent()).toBe(language.directory);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(screenshots, `business-${language.lang}-${width}.png`) });
        await page.locator('#registered-businesses-heading').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots, `business-list-${language.lang}-${width}.png`) });
        expect(await tooWide(page), `directory at ${width} px in ${language.lang}`).toEqual([]);
      }
    }
  });
});
