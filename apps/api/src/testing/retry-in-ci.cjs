// On CI (two cores shared with six brands' browsers and servers) an API test that fails is run once
// more before its file fails, as Playwright retries there; the first failure is printed, and
// tools/jest/progress-reporter.cjs names every test that needed the retry in `npm test`'s closing
// summary, so a flaky test is seen, not hidden. Locally a failure fails at once.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
