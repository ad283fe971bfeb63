import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation in a browser session: the `securitypolicyviolation` events of each
 * document (hooked before any script of the page runs) and Chromium's console reports of blocked content. Answers
 * the violations so far.
 */
export async function watchCsp({
  page,
  context,
}: {
  page: Page;
  context: BrowserContext;
}): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}
