import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { unique } from './browser.js';

/**
 * A real account made through the API, and a browser session for it as the app keeps one (spec §3: the flag,
 * the token and the user in localStorage), so a journey can start on a signed-in page.
 */
export async function signUpAndSignIn(page: Page): Promise<{ email: string; password: string; token: string }> {
  const email = `${unique('traveller')}@example.lk`;
  const password = 'journey-secret';
  const response = await fetch(`${inject('baseUrl')}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, email, password, name: 'Journey Traveller' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
  return { email, password, token };
}
