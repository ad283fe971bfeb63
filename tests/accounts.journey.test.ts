import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, unique, type BrowserSession } from './support/browser.js';

/** The whole suite runs beside the journeys, so a page can take a few seconds to settle. */
const SLOW = { timeout: 10_000 };

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data/screenshots');

let browser: (BrowserSession & { offsite: string[] }) | null = null;
afterEach(async () => {
  if (!browser) return;
  expect(browser.offsite, 'the page tried to load something from outside the app').toEqual([]);
  await browser.close();
  browser = null;
});

async function screenshot(page: Page, name: string) {
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** The one toast showing, by its title and text. */
/**
 * Reads a toast, then closes it, as a person would: it sits over the header's top right, and a pointer resting on it
 * (Playwright's, aiming at the Account button beneath) pauses it, so it would never leave by itself.
 */
async function expectToast(page: Page, title: string, description: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect.poll(() => region.getByText(title, { exact: true }).isVisible(), SLOW).toBe(true);
  expect(await region.getByText(description, { exact: true }).isVisible()).toBe(true);
  await region.getByRole('button').first().click();
  await expect.poll(() => region.getByText(title, { exact: true }).count(), SLOW).toBe(0);
}

async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Welcome to TripMate!', 'Your account has been created successfully.');
  await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/');
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The session ends once the home page is shown; then the header offers Sign In again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), SLOW).toBeNull();
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Sign In' })
    .waitFor({ state: 'visible', timeout: SLOW.timeout });
  // Home, also when signing out on a guarded page.
  await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/');
}

describe('accounts journey', () => {
  it('signs up, signs out and in, edits the profile, changes the password, and owns a business listing', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const tag = unique('acct');
    const account = { name: 'Nimali Fernando', email: `${tag}@example.lk`, password: 'first-secret' };

    // A guarded page sends a signed-out visitor to sign-in.
    await page.goto('/account');
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/auth/signin');
    await expect
      .poll(() => page.getByText('Google sign-in is not configured on this server.').isVisible(), SLOW)
      .toBe(true);
    await screenshot(page, 'signin-1280');
    await page.goto('/auth/signup');
    await expect
      .poll(() => page.getByText('GitHub sign-in is not configured on this server.').isVisible(), SLOW)
      .toBe(true);
    await screenshot(page, 'signup-1280');

    await signUp(page, account);
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('button', { name: 'Account' }).isVisible(), SLOW).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');

    await signOutFromHeader(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, account.email, account.password);
    await expectToast(page, 'Welcome back!', 'Successfully signed in to TripMate.');
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/');

    // Edit the profile.
    await page.goto('/account');
    const fullName = page.getByLabel('Full Name');
    await expect.poll(() => fullName.inputValue(), SLOW).toBe(account.name);
    expect(await fullName.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await fullName.fill('Nimali Perera');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated', 'Your profile was successfully updated.');
    await expect.poll(() => fullName.isDisabled(), SLOW).toBe(true);
    await header.getByRole('button', { name: 'Account' }).click();
    await expect.poll(() => page.getByRole('menu').getByText('Nimali Perera').isVisible(), SLOW).toBe(true);
    await page.keyboard.press('Escape');
    await screenshot(page, 'account-1280');

    // Change the password: still signed in afterwards, with the new token.
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByLabel('Current Password').fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill('second-secret');
    await page.getByLabel('Confirm New Password').fill('second-secret');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Success!', 'Your password has been updated successfully.');
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    await page.reload();
    await expect.poll(() => page.getByLabel('Full Name').inputValue(), SLOW).toBe('Nimali Perera');

    // The old password no longer works; the new one does.
    await signOutFromHeader(page);
    await signIn(page, account.email, account.password);
    await expectToast(page, 'Error', 'Invalid username or password.');
    await signIn(page, account.email, 'second-secret');
    await expectToast(page, 'Welcome back!', 'Successfully signed in to TripMate.');

    // A listing registered while signed in is yours to delete.
    await page.goto('/business');
    const business = `Perera Homestay ${tag}`;
    await page.getByLabel(/^Business Name/).fill(business);
    await page.getByLabel(/^Address/).fill('Lake Road, Kandy');
    await page.getByLabel(/^Email/).fill(`stay-${tag}@example.lk`);
    await page.getByLabel(/^Telephone/).fill('081 222 4444');
    await page.getByLabel(/^Category/).selectOption({ label: 'Hotel' });
    await page.getByRole('button', { name: 'Register Business' }).click();
    // The owner lands on the new listing; its card is in the directory too.
    await expect.poll(() => page.getByText('Business registered!').isVisible(), SLOW).toBe(true);
    await page.goto('/business');
    const card = page.getByRole('article').filter({ hasText: business });
    await expect.poll(() => card.count(), SLOW).toBe(1);
    await card.getByRole('button', { name: `Delete ${business}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this business?' });
    await dialog.getByRole('button', { name: 'Delete Business' }).click();
    await expect.poll(() => card.count(), SLOW).toBe(0);
    await page.reload();
    await page.getByLabel('Search businesses').fill(tag);
    await expect.poll(() => page.getByText('No businesses match your search.').isVisible(), SLOW).toBe(true);
  });

  it('offers the signed-in side menu at a phone width', async () => {
    browser = await openBrowser({ width: 360, height: 780 });
    const { page } = browser;
    const tag = unique('phone');
    // A provider that is not configured sends the browser back to sign-in, which says so once and cleans the address.
    await page.goto('/oauth2/authorization/github');
    await expectToast(page, 'Error', 'GitHub sign-in is not configured on this server.');
    await expect.poll(() => new URL(page.url()).search, SLOW).toBe('');
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await page.goto('/auth/signin');
    await expect
      .poll(() => page.getByText('Google sign-in is not configured on this server.').isVisible(), SLOW)
      .toBe(true);
    await screenshot(page, 'signin-360');
    await page.goto('/auth/signup');
    await expect.poll(() => page.getByRole('button', { name: 'Create Account' }).isVisible(), SLOW).toBe(true);
    await screenshot(page, 'signup-360');

    await signUp(page, { name: 'Kasun Silva', email: `${tag}@example.lk`, password: 'phone-secret' });
    const header = page.getByRole('banner');
    // Under 768 px the Account dropdown gives way to the side menu.
    expect(await header.getByRole('button', { name: 'Account' }).isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Create Trip', 'Dashboard', 'Premium', 'Account']) {
      await expect.poll(() => menu.getByRole('link', { name, exact: true }).isVisible(), SLOW).toBe(true);
    }
    expect(await menu.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Account', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/account');
    await expect.poll(() => page.getByLabel('Full Name').inputValue(), SLOW).toBe('Kasun Silva');
    await screenshot(page, 'account-360');

    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
