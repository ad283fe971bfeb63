// `npm test`: build the app if needed (the browser journeys run against the built app), then run every vitest
// project (server on a real PostgreSQL, client in jsdom, journeys in Chromium) and close with one plain line of
// counts. Extra arguments go to vitest, e.g. `npm test -- --project server`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const args = process.argv.slice(2);
const onlyUnitProjects = args.includes('--project') && !args.some((arg, i) => args[i - 1] === '--project' && arg === 'journeys');
if (!onlyUnitProjects) buildIfNeeded();

const reportDir = path.join(root, '.data');
mkdirSync(reportDir, { recursive: true });
const report = path.join(reportDir, 'vitest-report.json');
const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
);

let failed = 0;
if (existsSync(report)) {
  const { numPassedTests = 0, numFailedTests = 0, numPendingTests = 0, numTodoTests = 0 } = JSON.parse(readFileSync(report, 'utf8'));
  failed = numFailedTests;
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`);
}
// A failed test fails the run even if vitest itself exited 0.
process.exit(run.status === null ? 1 : run.status || (failed > 0 ? 1 : 0));
