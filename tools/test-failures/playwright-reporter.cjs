// Writes each failed attempt of a Playwright test, briefly, to TEST_FAILURES_FILE (set by `npm test`,
// which prints them after the run's long interleaved output). A test that passed on a retry keeps its
// failed attempt in the list, marked so: flaky tests are named, not hidden. Without the variable it
// does nothing.
const fs = require('node:fs');
const path = require('node:path');
const { brief } = require('./brief.cjs');

class FailuresReporter {
  onTestEnd(test, result) {
    const file = process.env.TEST_FAILURES_FILE;
    if (!file || result.status === 'passed' || result.status === 'skipped') return;
    const project = test.parent.project()?.name ?? '';
    const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const retries = test.retries > 0 ? `, attempt ${result.retry + 1} of ${test.retries + 1}` : '';
    const lines = [
      `playwright [${project}] ${where} › ${test.title} (${result.status}${retries})`,
      ...brief(result.errors.map((error) => error.message ?? error.value ?? '').join('\n')),
    ];
    fs.appendFileSync(file, `${lines.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}

module.exports = FailuresReporter;
