import type { Page } from 'playwright-core';

/**
 * Signs the browser in the way the client's session store reads it (spec §3: `authenticated`, `token`, `user` in
 * local storage), before any page script runs. Accounts are built separately; swap this for a real sign-up then.
 */
export async function useTestSession(page: Page, user: Record<string, unknown> = { name: 'Journey Tester', email: 'journey@tripmate.test' }): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('authenticated', 'true');
    window.localStorage.setItem('token', 'journey-test-token');
    window.localStorage.setItem('user', stored);
  }, JSON.stringify(user));
}
