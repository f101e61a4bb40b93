// The API suite a second time, on real PostgreSQL (TEST_DATABASE_URL, which `.ci/run` sets). Ledger and
// concurrency rules need the real thing; a laptop without PostgreSQL still gets the PGlite run of `test`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!process.env.TEST_DATABASE_URL) {
  console.log('api:test-postgres: TEST_DATABASE_URL is not set, so the PostgreSQL run is left out (the PGlite run is api:test).');
  process.exit(0);
}
const run = spawnSync(
  process.execPath,
  [path.join(root, 'tools/scripts/jest-watchdog.mjs'), '-c', 'apps/api/jest.config.cjs', '--passWithNoTests=false', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, API_TEST_DATABASE: 'postgres' } },
);
process.exit(run.status ?? 1);
