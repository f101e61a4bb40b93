// `npm test`: every check of every project on a clean clone — lint (module boundaries included),
// typecheck, unit and API tests, the six brand builds, and Playwright e2e against the real server.
// Nx caches each task, so a second run only re-executes what changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nx = path.join(root, 'node_modules', '.bin', 'nx');
const extra = process.argv.slice(2);

const run = spawnSync(
  nx,
  ['run-many', '-t', 'lint', 'typecheck', 'test', 'test-postgres', 'build', 'e2e', '--output-style=stream', ...extra],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
