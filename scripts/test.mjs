// `npm test`: build the app if needed (the browser journeys run against the built app), then run every vitest
// project (server on a real PostgreSQL, client in jsdom, journeys in Chromium) and close with one plain line of
// counts. Extra arguments go to vitest, e.g. `npm test -- --project server`.
//
// With no --project given, the journeys run after the server and client projects rather than beside them: on a
// 2-core machine a real browser that shares the CPU with hundreds of server tests misses its timeouts now and then,
// and a verdict must not depend on that.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const args = process.argv.slice(2);
const projects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? [arg] : []));
if (projects.length === 0 || projects.includes('journeys')) buildIfNeeded();

const reportDir = path.join(root, '.data');
mkdirSync(reportDir, { recursive: true });

/** One vitest run; answers its exit status and the counts of its JSON report. */
function vitest(name, extra) {
  const report = path.join(reportDir, `vitest-report${name ? `-${name}` : ''}.json`);
  const outcomeFile = path.join(reportDir, `vitest-outcome${name ? `-${name}` : ''}.json`);
  rmSync(report, { force: true });
  rmSync(outcomeFile, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${path.join(root, 'scripts/outcome-reporter.mjs')}`,
      `--outputFile.json=${report}`,
      ...extra,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', TRIPMATE_OUTCOME_FILE: outcomeFile } },
  );
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  const outcome = existsSync(outcomeFile)
    ? JSON.parse(readFileSync(outcomeFile, 'utf8'))
    : { failed: [], flaky: [], errors: [] };
  return {
    outcome,
    status: run.status === null ? 1 : run.status,
    passed: counts.numPassedTests ?? 0,
    failed: counts.numFailedTests ?? 0,
    skipped: (counts.numPendingTests ?? 0) + (counts.numTodoTests ?? 0),
    reported: existsSync(report),
  };
}

const runs = projects.length
  ? [vitest('', args)]
  : [
      vitest('unit', ['--project', 'server', '--project', 'client', ...args]),
      vitest('journeys', ['--project', 'journeys', ...args]),
    ];
const total = runs.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
// The names come last, so that the tail of a long CI log says which tests to look at.
for (const { outcome } of runs) {
  for (const f of outcome.failed) console.log(`\nFAILED ${f.test}\n${f.why.replace(/^/gm, '    ')}`);
  for (const e of outcome.errors) console.log(`\nUNHANDLED ERROR\n${e.replace(/^/gm, '    ')}`);
  for (const f of outcome.flaky) console.log(`FLAKY (passed on retry ${f.retries}) ${f.test}`);
}
const flaky = runs.reduce((n, r) => n + r.outcome.flaky.length, 0);
console.log(
  `\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${flaky ? `; ${flaky} passed only on a retry (listed above)` : ''}`,
);
// A failed test, a run killed by a signal or a run without a report fails the whole, whatever vitest's own status.
process.exit(runs.some((r) => r.status !== 0 || r.failed > 0 || !r.reported) ? 1 : 0);
