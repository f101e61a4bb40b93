// Writes which test files started and finished, one JSON line each, to JEST_PROGRESS_FILE (set by
// tools/scripts/jest-watchdog.mjs, which reads it when a run stops making progress). Without the
// variable it does nothing.
const fs = require('node:fs');

class ProgressReporter {
  constructor() {
    this.file = process.env.JEST_PROGRESS_FILE;
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
