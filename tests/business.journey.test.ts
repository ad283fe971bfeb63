import { describe, expect, it } from 'vitest';
import { unique, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('business directory journey', () => {
  it('registers a business, lists it, and still lists it after a reload', async () => {
    const { page } = browser();
    const tag = unique('journey');
    const name = `Ella <b>Spice</b> Kitchen ${tag}`;
    await page.goto('/business');
    await page.getByLabel(/^Business Name/).fill(name);
    await page.getByLabel(/^Address/).fill('Main Street, Ella');
    await page.getByLabel(/^Email/).fill(`${tag}@spicekitchen.lk`);
    await page.getByLabel(/^Telephone/).fill('057 222 8888');
    await page.getByLabel(/^Category/).selectOption({ label: 'Restaurant' });
    await page.getByLabel(/^Description/).fill('Rice and curry with a view of Ella Rock.');
    await page.getByRole('button', { name: 'Register Business' }).click();

    await expect.poll(() => page.getByText('Business registered!').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(/^Business Name/).inputValue()).toBe('');
    // The markup in the name is shown as text, never as HTML.
    const card = page.getByRole('article').filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    expect(await page.locator('b', { hasText: 'Spice' }).count()).toBe(0);

    await page.reload();
    await page.getByLabel('Search businesses').fill(tag);
    await expect.poll(() => page.getByRole('article').filter({ hasText: name }).count()).toBe(1);
  });

  it('shows the server’s message under the email field for an email it rejects, and keeps what was typed', async () => {
    const { page } = browser();
    const tag = unique('bad');
    await page.goto('/business');
    await page.getByLabel(/^Business Name/).fill(`Tuk Tours ${tag}`);
    await page.getByLabel(/^Address/).fill('Kandy');
    await page.getByLabel(/^Email/).fill('owner@localhost');
    await page.getByLabel(/^Telephone/).fill('081 222 3333');
    await page.getByLabel(/^Category/).selectOption({ label: 'Tour Guide' });
    await page.getByRole('button', { name: 'Register Business' }).click();

    await expect.poll(() => page.getByText('Failed to register. Email must be a valid email address.').isVisible()).toBe(true);
    const email = page.getByLabel(/^Email/);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const described = await Promise.all(describedBy.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described.join(' ')).toContain('Email must be a valid email address.');
    expect(await page.getByLabel(/^Business Name/).inputValue()).toBe(`Tuk Tours ${tag}`);
  });
});
