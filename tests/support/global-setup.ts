import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { root, startBuiltApp } from './built-app.js';

/**
 * The built app as a user runs it, on its own embedded PostgreSQL under `$DATA_DIR/journeys` (default
 * `.data/journeys`), or on `DATABASE_URL` when set. `npm test` builds the app first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startBuiltApp(path.join(process.env.DATA_DIR || path.join(root, '.data'), 'journeys'), {
    // The journeys sign up accounts and register businesses from one address, and runs follow each other quickly.
    SIGNUPS_PER_ADDRESS: process.env.SIGNUPS_PER_ADDRESS ?? '1000',
    BUSINESS_REGISTRATIONS_PER_ADDRESS: process.env.BUSINESS_REGISTRATIONS_PER_ADDRESS ?? '1000',
  });
  project.provide('baseUrl', app.baseUrl);
  // One Debian Chromium for the whole run (a browser is never downloaded); each test opens a context of its own in
  // it. These flags keep it quiet on a machine with no internet.
  const browser = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await app.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}
