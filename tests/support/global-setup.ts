import path from 'node:path';
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
  return () => app.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
