// `api:test`: the API suite on PGlite, the embedded database `npm start` runs on.
//
// On a laptop (no TEST_DATABASE_URL) that is every test file. Where TEST_DATABASE_URL is set (CI),
// `api:test-postgres` runs every file on PostgreSQL, production's database, and this run keeps to the
// files about what only the embedded engine does: its one connection, on which transactions queue
// (the races and concurrent money paths, which would hang there on a use case that waits for a
// second connection), its data folder and lock, the migrations on it, the wager legs (one lane), the
// operator reaching it through the running server, and the app booting on it. The rest is the same
// SQL on the same engine (PGlite is PostgreSQL), so each test still runs once: the whole suite on
// PGlite took 1,100 s of a slow CI machine's 2 cores, beside 760 s on PostgreSQL.
// JEST_ALL=1 runs every file here too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files about the embedded engine itself (paths under apps/api/src), run on PGlite everywhere. */
const EMBEDDED_ENGINE_FILES = [
  'app.test.ts',
  'infra/database.test.ts',
  'infra/dir-lock.test.ts',
  'infra/migrations.test.ts',
  'modules/bets/',
  'modules/cashier/concurrency.test.ts',
  'modules/giftcodes/races.test.ts',
  'modules/missions/claims.test.ts',
  'modules/system/routes.test.ts',
  'modules/wallet/',
  'ops/bridge.test.ts',
  'ops/cli.test.ts',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const only =
  process.env.TEST_DATABASE_URL && process.env.JEST_ALL !== '1'
    ? ['--testPathPatterns', `apps/api/src/(${EMBEDDED_ENGINE_FILES.map(escape).join('|')})`]
    : [];
if (only.length > 0)
  console.log(
    'api:test: TEST_DATABASE_URL is set, so api:test-postgres runs every file on PostgreSQL; on PGlite, the files about the embedded engine (tools/scripts/api-test.mjs).',
  );
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'tools/scripts/jest-watchdog.mjs'),
    '-c',
    'apps/api/jest.config.cjs',
    '--passWithNoTests=false',
    ...only,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
