// `npm run bench:ledger`: settled wagers per second through the seamless-wallet protocol, against the
// physical limit of this machine for the same ledger writes. Results in bench/results/ledger.json.
//
// 1. protocol: the real API (`tsx apps/api/src/main.ts`, a pool of CONCURRENCY connections) in its
//    own process on a fresh PostgreSQL database; CONCURRENCY players of one brand (created and
//    funded with the operator CLI, logged in over HTTP, a game opened with GET /api/game/link and
//    exchanged by the provider's signed `authenticate`) each loop signed `debit` + `credit` calls for
//    one round, as a game provider does. Afterwards `ops ledger check` audits the books (every
//    transaction sums to zero, every balance equals its entries); the bench fails if it does not pass.
// 2. bare: a loop over `pg` (Pool, same concurrency, same database server, scratch tables in a second
//    fresh database) writing what one settled wager writes in the ledger: two postings, each one
//    database transaction (INSERT transaction, conditional UPDATE of the player's balance, INSERT the
//    entries; the house/provider side is an entry only, no row update).
//
// Environment: DURATION (s, default 15), WARMUP (s, default 5), CONCURRENCY (default 50), BRAND
// (default xc05), STAKE (VND, default 10000), BENCH_PG_URL (admin URL of the PostgreSQL server,
// default postgres://postgres@127.0.0.1:5432/postgres; must be on 127.0.0.1), OPS_PARALLEL (operator
// CLI processes at once during set-up, default 4).
// Everything it creates (the server process, two databases) is removed at the end, also on Ctrl-C.
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  cleanup,
  createPlayers,
  errorKey,
  freshDatabase,
  httpClient,
  inBatches,
  loginAndLaunch,
  onCleanup,
  ops,
  pgAdminUrl,
  pickDiceGame,
  providerCall,
  roundCalls,
  runId as newRunId,
  startApi,
  WALLET,
} from '../harness/platform.mjs';
import { writeResult } from './lib.mjs';

const DURATION = Number(process.env.DURATION ?? 15);
const WARMUP = Number(process.env.WARMUP ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const BRAND = process.env.BRAND ?? 'xc05';
const STAKE = Number(process.env.STAKE ?? 10_000);
const OPS_PARALLEL = Number(process.env.OPS_PARALLEL ?? 4);
/** Known to the bench and the server: the bench plays the studio provider. */
const STUDIO_WALLET_SECRET = 'bench-ledger-studio-secret-0123456789abcdef';
const PROVIDER_ID = 'studio';
const OPENING_BALANCE = 50_000_000;
const PASSWORD = 'BenchSoCai2026';
const FINGERPRINT = randomBytes(16).toString('hex');
/** Whatever happens, the bench ends: set-up, both runs and clean-up fit well inside this. */
const WATCHDOG_MS = (15 * 60 + 2 * (WARMUP + DURATION)) * 1000;

for (const [name, value] of Object.entries({ DURATION, WARMUP, CONCURRENCY, STAKE, OPS_PARALLEL })) {
  if (!Number.isFinite(value) || value < (name === 'WARMUP' ? 0 : 1))
    throw new Error(`bad ${name}: ${value}`);
}
const adminUrl = pgAdminUrl(process.env.BENCH_PG_URL);

const runId = newRunId();
const protocolDb = `xc_bench_ledger_${runId}`;
const bareDb = `xc_bench_bare_${runId}`;

const watchdog = setTimeout(() => {
  console.error(`bench:ledger exceeded ${WATCHDOG_MS / 1000} s: cleaning up`);
  cleanup().finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 100) / 100;
}

function summary(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

// ---------------------------------------------------------------- 1. the protocol run

/**
 * Every worker loops debit + credit (win = the stake, so both calls move money and the balance stays
 * put) until the end of the window; wagers finishing inside [measureStart, measureEnd] are counted.
 */
async function runWindow(concurrency, wager) {
  const measureStart = performance.now() + WARMUP * 1000;
  const measureEnd = measureStart + DURATION * 1000;
  const latencies = [];
  const errors = {};
  let warmupWagers = 0;
  let settled = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < measureEnd) {
        const began = performance.now();
        const failure = await wager(worker);
        const done = performance.now();
        const measured = done >= measureStart && done <= measureEnd;
        if (failure) {
          const key = `${measured ? 'measured' : 'warm-up'}: ${failure}`;
          errors[key] = (errors[key] ?? 0) + 1;
          // Do not spin on a broken endpoint.
          await new Promise((r) => setTimeout(r, 10));
        } else if (measured) {
          settled += 1;
          latencies.push(done - began);
        } else if (done < measureStart) {
          warmupWagers += 1;
        }
      }
    }),
  );
  const measuredErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('measured'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    settledWagers: settled,
    settledWagersPerSecond: Math.round(settled / DURATION),
    latencyMs: summary(latencies),
    errors: measuredErrors,
    errorsByKind: errors,
    warmupWagers,
  };
}

async function protocolRun() {
  console.log(`\n1. protocol: API on PostgreSQL database ${protocolDb}`);
  // The API's pool holds as many connections as the bare loop's (CONCURRENCY): the same concurrency at
  // the database for both runs (the server's default is 20 per process).
  const env = {
    BRAND,
    DATABASE_URL: await freshDatabase(adminUrl, protocolDb),
    DATABASE_POOL_SIZE: String(CONCURRENCY),
  };
  // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": Node flags for the API process only.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startApi({ env: { ...env, STUDIO_WALLET_SECRET }, nodeArgs });
  const client = httpClient(server.url, { maxSockets: CONCURRENCY + 8 });
  // The server seeds the demo data at start; run the seed again in case a later version stops doing so.
  await ops(env, ['seed']);
  const game = await pickDiceGame(client);
  console.log(`  game ${game.title} (${game.partnerProviderCode}/${game.partnerGameId}), stake ${STAKE} VND`);
  const started = performance.now();
  const players = await createPlayers(env, {
    prefix: `bl${runId}`,
    count: CONCURRENCY,
    balance: OPENING_BALANCE,
    password: PASSWORD,
    parallel: OPS_PARALLEL,
  });
  console.log(
    `  ${players.length} players created and funded with the operator CLI in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await inBatches(players, 8, async (player) => {
    await loginAndLaunch(client, STUDIO_WALLET_SECRET, player, game, FINGERPRINT);
    if (player.balance !== OPENING_BALANCE) {
      throw new Error(`${player.username} holds ${player.balance}, expected ${OPENING_BALANCE}`);
    }
  });

  console.log(`  ${CONCURRENCY} players: ${WARMUP} s warm-up, then ${DURATION} s measured`);
  const result = await runWindow(CONCURRENCY, async (worker) => {
    const player = players[worker];
    const calls = roundCalls(player, `bl-${runId}-${player.index}-${player.rounds++}`, STAKE);
    const debit = await providerCall(client, STUDIO_WALLET_SECRET, WALLET.debit, calls.debit);
    if (debit.status < 200 || debit.status > 299) return errorKey('debit', debit);
    const credit = await providerCall(client, STUDIO_WALLET_SECRET, WALLET.credit, calls.credit);
    if (credit.status < 200 || credit.status > 299) return errorKey('credit', credit);
    return null;
  });

  // Each player's balance must be what it started with (every counted wager returned its stake).
  const check = await ops(env, ['balance', players[0].username]).catch((error) => error.message);
  await server.stop();
  client.close();
  // The books after the run: every transaction sums to zero and every balance equals its entries
  // (`ops ledger check` exits non-zero otherwise). A rate whose books do not balance is no result.
  const audit = await ops(env, ['ledger', 'check']).then(
    (output) => ({ clean: true, report: output.trim() }),
    (error) => ({ clean: false, report: error.message }),
  );
  console.log(`  ledger audit: ${audit.clean ? 'clean' : 'FAILED'} (${audit.report.split('\n')[0]})`);
  return {
    ...result,
    game: `${game.partnerProviderCode}/${game.partnerGameId}`,
    balanceCheck: check.trim(),
    ledgerAudit: audit,
  };
}

// ---------------------------------------------------------------- 2. the bare-SQL run

const BARE_SCHEMA = `
CREATE TABLE accounts (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL,
  player_id integer UNIQUE,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (balance >= 0 OR kind IN ('house', 'funding', 'bonus', 'provider'))
);
CREATE TABLE transactions (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  idempotency_key text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  type text NOT NULL,
  player_id integer,
  reference text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX transactions_player ON transactions (player_id, id);
CREATE TABLE entries (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  transaction_id bigint NOT NULL REFERENCES transactions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX entries_transaction_account ON entries (transaction_id, account_id);
CREATE INDEX entries_account ON entries (account_id, id);
`;

const INSERT_TRANSACTION = {
  name: 'bench_insert_transaction',
  text: `INSERT INTO transactions (idempotency_key, request_hash, type, player_id, reference, metadata, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
};
const MOVE_BALANCE = {
  name: 'bench_move_balance',
  text: `UPDATE accounts SET balance = balance + $1, updated_at = $3 WHERE id = $2 AND balance + $1 >= 0 RETURNING balance`,
};
const INSERT_ENTRIES = {
  name: 'bench_insert_entries',
  text: `INSERT INTO entries (transaction_id, account_id, amount, balance_after, created_at)
         VALUES ($1, $2, $3, $4, $7), ($1, $5, $6, 0, $7)`,
};

/** One ledger posting in one database transaction, as LedgerRepository.post does (house side: entry only). */
async function post(
  pool,
  { key, type, playerId, accountId, providerAccountId, amount, reference, metadata },
) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const now = new Date();
    const requestHash = createHash('sha256').update(key).digest('hex');
    const claimed = await client.query({
      ...INSERT_TRANSACTION,
      values: [key, requestHash, type, playerId, reference, metadata, now],
    });
    if (claimed.rowCount !== 1) throw new Error('idempotency key taken');
    const moved = await client.query({ ...MOVE_BALANCE, values: [amount, accountId, now] });
    if (moved.rowCount !== 1) throw new Error('insufficient balance');
    await client.query({
      ...INSERT_ENTRIES,
      values: [claimed.rows[0].id, accountId, amount, moved.rows[0].balance, providerAccountId, -amount, now],
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function bareRun() {
  console.log(`\n2. bare SQL: pg Pool (max ${CONCURRENCY}) on database ${bareDb}`);
  const pool = new pg.Pool({ connectionString: await freshDatabase(adminUrl, bareDb), max: CONCURRENCY });
  let poolOpen = true;
  // A connection ended under the pool (dropped at clean-up, a server restart) must not crash the bench.
  pool.on('error', (error) => {
    if (poolOpen) console.error(`  bare pool: ${error.message}`);
  });
  onCleanup(() => (poolOpen ? pool.end() : undefined));
  await pool.query(BARE_SCHEMA);
  const now = new Date();
  const { rows: providerRows } = await pool.query(
    `INSERT INTO accounts (code, kind, balance, created_at, updated_at) VALUES ('provider:studio', 'provider', 0, $1, $1) RETURNING id`,
    [now],
  );
  const providerAccountId = providerRows[0].id;
  const accounts = [];
  for (let index = 0; index < CONCURRENCY; index += 1) {
    const { rows } = await pool.query(
      `INSERT INTO accounts (code, kind, player_id, balance, created_at, updated_at) VALUES ($1, 'player', $2, $3, $4, $4) RETURNING id`,
      [`player:${index + 1}`, index + 1, OPENING_BALANCE, now],
    );
    accounts.push({ playerId: index + 1, accountId: rows[0].id, rounds: 0 });
  }
  // Open every connection before the clock starts.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.query('SELECT 1')));

  console.log(`  ${CONCURRENCY} workers: ${WARMUP} s warm-up, then ${DURATION} s measured`);
  const result = await runWindow(CONCURRENCY, async (worker) => {
    const account = accounts[worker];
    const roundId = `bl-${runId}-${account.playerId}-${account.rounds++}`;
    const base = { playerId: account.playerId, accountId: account.accountId, providerAccountId };
    const metadata = { provider: PROVIDER_ID, roundId, gameCode: 'bench' };
    try {
      await post(pool, {
        ...base,
        key: `studio:debit:${roundId}:bet`,
        type: 'bet',
        amount: -STAKE,
        reference: `${roundId}:bet`,
        metadata,
      });
      await post(pool, {
        ...base,
        key: `studio:credit:${roundId}:win`,
        type: 'win',
        amount: STAKE,
        reference: `${roundId}:win`,
        metadata,
      });
      return null;
    } catch (error) {
      return `posting ${error.code ?? error.message}`;
    }
  });
  poolOpen = false;
  await pool.end();
  return result;
}

// ---------------------------------------------------------------- main

let protocol;
let bare;
let failed = false;
try {
  console.log(
    `bench:ledger  ${os.availableParallelism()} CPU(s), concurrency ${CONCURRENCY}, ${DURATION} s measured after ${WARMUP} s warm-up, PostgreSQL ${adminUrl.host}`,
  );
  protocol = await protocolRun();
  console.log(
    `  protocol: ${protocol.settledWagersPerSecond} settled wagers/s  p50 ${protocol.latencyMs.p50} ms  p99 ${protocol.latencyMs.p99} ms  errors ${protocol.errors}`,
  );
  bare = await bareRun();
  console.log(
    `  bare SQL: ${bare.settledWagersPerSecond} settled wagers/s  p50 ${bare.latencyMs.p50} ms  p99 ${bare.latencyMs.p99} ms  errors ${bare.errors}`,
  );
} catch (error) {
  failed = true;
  console.error(`\nbench:ledger failed: ${error.stack ?? error}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}

if (failed) process.exit(1);

const ratio =
  bare.settledWagersPerSecond > 0 ? protocol.settledWagersPerSecond / bare.settledWagersPerSecond : null;
const target = { settledWagersPerSecond: 1000, ratioOfBare: 0.5 };
console.log(`\nprotocol / bare = ${ratio === null ? 'n/a' : (ratio * 100).toFixed(1) + ' %'}`);
console.log(
  `target (reported, not asserted): >= ${target.settledWagersPerSecond} settled wagers/s ` +
    `[${protocol.settledWagersPerSecond >= target.settledWagersPerSecond ? 'met' : 'not met'}], ` +
    `>= ${target.ratioOfBare * 100} % of bare SQL [${ratio !== null && ratio >= target.ratioOfBare ? 'met' : 'not met'}]`,
);
for (const [key, n] of Object.entries({ ...protocol.errorsByKind })) console.log(`  protocol ${key}: ${n}`);
for (const [key, n] of Object.entries({ ...bare.errorsByKind })) console.log(`  bare ${key}: ${n}`);

writeResult('ledger', {
  machine: {
    nproc: os.availableParallelism(),
    cpus: os.cpus()[0]?.model ?? null,
    platform: `${os.platform()} ${os.release()}`,
  },
  concurrency: CONCURRENCY,
  durationSeconds: DURATION,
  warmupSeconds: WARMUP,
  brand: BRAND,
  stakeVnd: STAKE,
  protocol,
  bare,
  ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
  target,
});
if (!protocol.ledgerAudit.clean) {
  console.error(
    '\nbench:ledger: the ledger audit after the protocol run failed (see ledgerAudit in the results)',
  );
  process.exitCode = 1;
}
