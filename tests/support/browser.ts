import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';

/** Debian's Chromium; a browser is never downloaded. These flags keep it quiet on a machine with no internet. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = { readonly page: Page; readonly context: BrowserContext; close(): Promise<void> };

/**
 * A fresh Chromium profile pointed at the built app. Requests to any other origin are refused and recorded, so a
 * page that tries to load something from the internet fails its journey.
 */
export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession & { offsite: string[] }> {
  const baseURL = inject('baseUrl');
  const profile = await mkdtemp(path.join(tmpdir(), 'tripmate-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    viewport,
  });
  const offsite: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    offsite.push(url);
    return route.abort();
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    context,
    offsite,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
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
