import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { unique, useBrowser } from './support/browser.js';

/** Screenshots to look at (git-ignored). */
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.data/screenshots');

/**
 * The controls whose words do not fit their box: a button, link, field, select, tab or label whose content is wider or
 * taller than the box shows (scrollWidth > clientWidth, or clipped in height), so some of its words are cut off.
 */
const clipped = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a, select, input, textarea, label, [role="tab"], [role="button"], [role="combobox"], [role="option"]',
      ),
    ]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const look = getComputedStyle(control);
        if (box.width === 0 || box.height === 0 || look.visibility === 'hidden') return false;
        // Hidden until focused (the skip link): checked when it has the focus.
        const visuallyHidden = (look.clip !== 'auto' && look.clip !== '') || look.clipPath !== 'none';
        if (visuallyHidden && document.activeElement !== control) return false;
        // A text field's value may scroll; its placeholder must fit (measured as the text's own width below).
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
          if (!control.placeholder || control.value) return false;
          const style = getComputedStyle(control);
          const canvas = document.createElement('canvas').getContext('2d')!;
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return canvas.measureText(control.placeholder).width > room + 1;
        }
        if (control instanceof HTMLSelectElement) {
          const style = getComputedStyle(control);
          const canvas = document.createElement('canvas').getContext('2d')!;
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const shown = control.selectedOptions[0]?.textContent ?? '';
          const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return canvas.measureText(shown).width > room + 1;
        }
        return control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1;
      })
      .slice(0, 8)
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.textContent || (control as HTMLInputElement).placeholder || control.getAttribute('aria-label') || '').trim().slice(0, 50)}" ${control.scrollWidth}/${control.clientWidth} × ${control.scrollHeight}/${control.clientHeight}`,
      ),
  );

const browser = useBrowser();

describe('the business directory in Tamil and Sinhala (issue 28)', () => {
  it('fits every control’s words in its box at 390 and 1280 px, the language chosen in the header', async () => {
    mkdirSync(screenshots, { recursive: true });
    const { page } = browser();
    const { token } = await signUpAndSignIn(page);
    // A listing, so the directory shows a card with its controls.
    const name = unique('Ella Tea Rooms ');
    const registered = await fetch(`${inject('baseUrl')}/api/business/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name,
        address: 'Passara Road, Ella',
        email: `${unique('owner')}@ella-tea.lk`,
        telephone: '057 222 8888',
        category: 'restaurant',
        description: 'Tea and rice and curry.',
      }),
    });
    expect(registered.status).toBe(201);

    await page.goto('/business');
    let switcher = 'Language';
    for (const language of [
      { option: 'தமிழ்', lang: 'ta', switcher: 'மொழி' },
      { option: 'සිංහල', lang: 'si', switcher: 'භාෂාව' },
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('combobox', { name: switcher }).selectOption({ label: language.option });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 })
        .toBe(language.lang);
      switcher = language.switcher;
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto('/business');
        await expect
          .poll(() => page.locator('#registered-businesses-heading').isVisible(), { timeout: 15_000 })
          .toBe(true);
        await expect.poll(() => page.getByText(name).first().isVisible(), { timeout: 15_000 }).toBe(true);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(screenshots, `directory-${language.lang}-${width}.png`),
          fullPage: true,
        });
        expect(await clipped(page), `clipped controls on the directory at ${width} px in ${language.lang}`).toEqual([]);
        // The skip link, shown when the keyboard reaches it first.
        await page.keyboard.press('Tab');
        expect(await clipped(page), `the focused skip link at ${width} px in ${language.lang}`).toEqual([]);
      }
    }
  });
});
