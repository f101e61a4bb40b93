// Runs Jest (the arguments are Jest's) and watches it, so a stuck run ends with its name instead of
// holding CI until its time limit. Jest ends a test that waits too long (testTimeout), but not a test
// file that blocks its process (a synchronous loop, in-band as on two cores) nor a finished run kept
// alive by an open handle. tools/jest/progress-reporter.cjs writes each file's start and end; this:
// - when no file started or finished for JEST_STALL_MINUTES (default 10), names the files still
//   running, stops Jest and, if nothing had failed, runs it once more (a second stall fails);
// - when the run completed but Jest has not exited 60 s later, names that and ends with the run's result.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const STALL_MS = Number(process.env.JEST_STALL_MINUTES ?? 10) * 60_000;
const EXIT_GRACE_MS = 60_000;

/** Says it on stderr and, for the summary `npm test` prints at its end, in TEST_FAILURES_FILE. */
function report(message) {
  console.error(message);
  if (process.env.TEST_FAILURES_FILE) fs.appendFileSync(process.env.TEST_FAILURES_FILE, `${message}\n`);
}

function readProgress(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a line being written as it is read
      }
    });
}

/** One Jest run: 'passed' | 'failed' | 'stalled' (with nothing failed before the stall). */
function attempt(args) {
  const progressFile = path.join(os.tmpdir(), `jest-progress-${process.pid}-${Date.now()}.jsonl`);
  const started = Date.now();
  const child = spawn(jest, args, {
    cwd: process.cwd(),
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, JEST_PROGRESS_FILE: progressFile },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  return new Promise((resolve) => {
    let verdict;
    const timer = setInterval(() => {
      const events = readProgress(progressFile);
      const last = events.at(-1);
      const quietFor = Date.now() - (last?.at ?? started);
      if (last?.event === 'complete' && quietFor > EXIT_GRACE_MS) {
        report(
          `jest-watchdog: the run completed ${Math.round(quietFor / 1000)} s ago but Jest has not exited ` +
            '(a handle left open: timer, socket or server); stopping it.',
        );
        verdict = last.success ? 'passed' : 'failed';
        stop();
      } else if (last?.event !== 'complete' && quietFor > STALL_MS) {
        const finished = new Set(events.filter((e) => e.event === 'finish').map((e) => e.path));
        const running = events.filter((e) => e.event === 'start' && !finished.has(e.path)).map((e) => e.path);
        const failedBefore = events.some((e) => e.event === 'finish' && e.failed);
        report(
          `jest-watchdog: no test file started or finished for ${Math.round(quietFor / 1000)} s; ` +
            `still running: ${running.map((p) => path.relative(root, p)).join(', ') || '(none)'}; stopping Jest.`,
        );
        verdict = failedBefore ? 'failed' : 'stalled';
        stop();
      }
    }, 5_000);
    child.once('exit', (code) => {
      clearInterval(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      fs.rmSync(progressFile, { force: true });
      resolve(verdict ?? (code === 0 ? 'passed' : 'failed'));
    });
  });
}

const args = process.argv.slice(2);
let verdict = await attempt(args);
if (verdict === 'stalled') {
  console.error('jest-watchdog: running the same tests once more.');
  verdict = await attempt(args);
  if (verdict === 'stalled') report('jest-watchdog: stalled twice; failing.');
}
process.exit(verdict === 'passed' ? 0 : 1);
