// A vitest reporter for `npm test` (scripts/test.mjs): writes the tests that failed, with the first lines of why,
// and the tests that passed only on a retry, to a JSON file named by TRIPMATE_OUTCOME_FILE. test.mjs prints them
// as the run's last lines, so the end of a CI log says which tests to look at, however long the log above it.
import { writeFileSync } from 'node:fs';

const MESSAGE_LINES = 6;

export default class OutcomeReporter {
  failed = [];
  flaky = [];

  onTestCaseResult(testCase) {
    const where = `[${testCase.project.name}] ${testCase.module.relativeModuleId} > ${testCase.fullName}`;
    const result = testCase.result();
    if (result.state === 'failed') {
      const why = [...new Set((result.errors ?? []).map((e) => e.message ?? String(e)))].join('\n');
      this.failed.push({ test: where, why: why.split('\n').slice(0, MESSAGE_LINES).join('\n') });
    } else if (testCase.diagnostic()?.flaky) {
      this.flaky.push({ test: where, retries: testCase.diagnostic().retryCount });
    }
  }

  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.TRIPMATE_OUTCOME_FILE;
    if (!file) return;
    const errors = (unhandledErrors ?? []).map((e) =>
      (e.message ?? String(e)).split('\n').slice(0, MESSAGE_LINES).join('\n'),
    );
    writeFileSync(file, JSON.stringify({ failed: this.failed, flaky: this.flaky, errors }));
  }
}
