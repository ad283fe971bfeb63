import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './client/content-plugin';
import { i18nPlugin } from './client/i18n-plugin';

/**
 * In CI a test that fails is run once more. One that then passes does not fail the run, but `npm test` names it
 * ("FLAKY") in its last lines, so that it is seen and fixed: three runs were lost to one-in-a-hundred timing faults on
 * a loaded 2-core machine. A test that fails twice fails the run. Locally nothing is retried.
 */
const retry = process.env.CI ? 1 : 0;

/**
 * `npm test` runs three projects: the server against a real PostgreSQL, the client in jsdom with msw, and the
 * browser journeys in Chromium against the built app.
 */
export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) runs a single file at a time on 2 cores, while that file
    // mostly waits on PostgreSQL or on jsdom's timers and the second core idles: two at a time ran the unit projects in
    // 10.5 minutes where one took 15 on the same busy machine. The journeys still run one file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // Node loads graphql's CommonJS build for Apollo and type-graphql; Vite would pick its ESM build (`module`) for
        // our sources, and graphql refuses classes from the other copy ("from another module or realm").
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
          retry,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), contentPlugin(), i18nPlugin()],
        test: {
          name: 'client',
          root: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Typing a whole form in jsdom, beside the server's tests on 2 cores, took 25 s once in CI.
          testTimeout: 30_000,
          retry,
        },
      },
      {
        test: {
          name: 'journeys',
          root: 'tests',
          include: ['**/*.test.ts'],
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          retry,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A real browser on a busy 2-core machine: give what the page shows time to appear.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
