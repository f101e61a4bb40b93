// Writes which test files started and finished, one JSON line each, to JEST_PROGRESS_FILE (set by
// tools/scripts/jest-watchdog.mjs, which reads it when a run stops making progress), and each failed
// test, briefly, to TEST_FAILURES_FILE (set by `npm test`, which prints them after the run's long
// interleaved output). Without the variables it does nothing.
const fs = require('node:fs');
const path = require('node:path');
const { brief } = require('../test-failures/brief.cjs');

class ProgressReporter {
  constructor(globalConfig) {
    this.file = process.env.JEST_PROGRESS_FILE;
    this.failures = process.env.TEST_FAILURES_FILE;
    this.rootDir = globalConfig?.rootDir ?? process.cwd();
  }

  write(event) {
    if (this.file) fs.appendFileSync(this.file, `${JSON.stringify({ ...event, at: Date.now() })}\n`);
  }

  onTestFileStart(test) {
    this.write({ event: 'start', path: test.path });
  }

  onTestFileResult(test, result) {
    const failed = result.numFailingTests > 0 || Boolean(result.testExecError);
    this.write({ event: 'finish', path: test.path, failed });
    if (!this.failures) return;
    const where = path.relative(process.cwd(), test.path);
    const lines = result.testExecError
      ? [`jest ${where}: the file did not run`, ...brief(result.testExecError.message)]
      : result.testResults.flatMap((one) => {
          // Failed twice on CI: the first failure too, since the retry's may only be its consequence.
          if (one.status === 'failed')
            return [
              `jest ${where} › ${one.fullName}`,
              ...brief(one.failureMessages.join('\n')),
              ...(one.retryReasons?.length ? ['  its first attempt:', ...brief(one.retryReasons[0])] : []),
            ];
          // Passed only when run again (jest.retryTimes on CI): named with its first failure.
          if (one.retryReasons?.length)
            return [`jest ${where} › ${one.fullName} (passed on a retry)`, ...brief(one.retryReasons[0])];
          return [];
        });
    if (lines.length > 0) fs.appendFileSync(this.failures, `${lines.join('\n')}\n`);
  }

  onRunComplete(_contexts, results) {
    const failed = results.numFailedTestSuites + results.numRuntimeErrorTestSuites + results.numFailedTests;
    this.write({ event: 'complete', success: failed === 0 && results.numTotalTestSuites > 0 });
  }

  getLastError() {
    return undefined;
  }
}

module.exports = ProgressReporter;
