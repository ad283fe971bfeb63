import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';

export type BrowserSession = { readonly page: Page; readonly context: BrowserContext; close(): Promise<void> };

/**
 * The one Chromium of the run (launched by global-setup.ts), connected to once per test file. Each session is a new
 * context in it: a profile of its own (cookies, storage, service workers, cache), at a fraction of a launch's cost.
 */
let browser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('browserWsEndpoint'));
  return browser;
}

/**
 * A fresh browser profile pointed at the built app. Requests to any other origin are refused and recorded, so a
 * page that tries to load something from the internet fails its journey.
 */
export async function openBrowser(
  viewport = { width: 1280, height: 900 },
): Promise<BrowserSession & { offsite: string[] }> {
  const baseURL = inject('baseUrl');
  const context = await (await sharedBrowser()).newContext({ baseURL, viewport });
  const offsite: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    offsite.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  return {
    page,
    context,
    offsite,
    async close() {
      await context.close();
    },
  };
}

let counter = 0;
export function unique(label: string): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${counter}`;
}

/**
 * A fresh browser for each test of the calling file, closed afterwards; a test fails if its page tried to reach
 * anything outside the app. Call at the top of a describe block or file; read the session inside tests.
 */
export function useBrowser(viewport?: { width: number; height: number }): () => BrowserSession & { offsite: string[] } {
  let session: (BrowserSession & { offsite: string[] }) | undefined;
  beforeEach(async () => {
    session = await openBrowser(viewport);
  });
  afterEach(async () => {
    const offsite = session?.offsite ?? [];
    await session?.close();
    expect(offsite, 'the page tried to load something from outside the app').toEqual([]);
  });
  return () => session!;
}
