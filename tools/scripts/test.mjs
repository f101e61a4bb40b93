// `npm test`: every check of every project on a clean clone — lint (module boundaries included),
// typecheck, unit and API tests, the six brand builds, and Playwright e2e against the real server.
// Nx caches each task, so a second run only re-executes what changed.
// The tasks' output interleaves (two at a time) and runs to thousands of lines; the Jest and
// Playwright reporters also write each failed test in a few lines to TEST_FAILURES_FILE
// (tools/test-failures), printed here at the end, so the last screen says what failed and where.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nx = path.join(root, 'node_modules', '.bin', 'nx');
const extra = process.argv.slice(2);
const failures = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'failures.txt');
const MAX_LINES = 120;

const run = spawnSync(
  nx,
  [
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'test-postgres',
    'build',
    'e2e',
    '--output-style=stream',
    ...extra,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_FAILURES_FILE: failures } },
);

const lines = fs.existsSync(failures) ? fs.readFileSync(failures, 'utf8').trimEnd().split('\n') : [];
if (lines.length > 0) {
  const count = lines.filter((line) => !line.startsWith(' ')).length;
  console.log(
    run.status === 0
      ? `\nnpm test passed; noted on the way (${count}: a test that passed on a retry, a run the watchdog ended):`
      : `\nnpm test failed; what failed, and what passed only on a retry (${count}):`,
  );
  console.log(lines.slice(0, MAX_LINES).join('\n'));
  if (lines.length > MAX_LINES) console.log(`… ${lines.length - MAX_LINES} more lines in ${failures}`);
}
if (lines.length <= MAX_LINES) fs.rmSync(path.dirname(failures), { recursive: true, force: true });
process.exit(run.status ?? 1);
