// The fault suite (issue 12, CI on PostgreSQL): the real API process under wager load is
//  1. killed with SIGKILL five times and restarted: every acknowledged wager is there afterwards,
//     exactly once, and the ledger audit is clean;
//  2. cut off from PostgreSQL (pg_terminate_backend on all its connections) three times: the process
//     stays up, the calls caught in a cut fail with 503 and a code, the next ones succeed, nothing
//     acknowledged is lost.
// Run: `npm run test:faults` (needs TEST_DATABASE_URL or the machine's PostgreSQL on 127.0.0.1:5432).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  cleanup,
  createPlayers,
  freePort,
  freshDatabase,
  httpClient,
  inBatches,
  loginAndLaunch,
  ops,
  pgAdmin,
  pgAdminUrl,
  pickDiceGame,
  providerBalance,
  runId as newRunId,
  sleep,
  startApi,
} from '../harness/platform.mjs';
import { startWagerLoad, verifyAndSettle } from '../harness/wagers.mjs';

const SECRET = 'fault-suite-studio-secret-0123456789abcdef';
const PLAYERS = 10;
const OPENING = 10_000_000;
const STAKE = 10_000;
const PASSWORD = 'FaultSoCai2026';
const BRAND = 'xc05';

const adminUrl = pgAdminUrl(process.env.TEST_DATABASE_URL);
adminUrl.pathname = '/postgres';
const runId = newRunId();
const dbName = `xc_faults_${runId}`;
let env;
let players;

const fingerprint = randomBytes(16).toString('hex');

async function serverWithPlayers(port) {
  const server = await startApi({
    env: { ...env, STUDIO_WALLET_SECRET: SECRET },
    port,
    label: 'api',
    quiet: true,
  });
  return { server, client: httpClient(server.url, { maxSockets: PLAYERS + 4 }) };
}

async function ledgerClean() {
  const out = await ops(env, ['ledger', 'check']).catch((error) => error.message);
  assert.match(out, /the books balance/, out);
}

before(async () => {
  env = { BRAND, DATABASE_URL: await freshDatabase(adminUrl, dbName) };
  const { server, client } = await serverWithPlayers();
  players = await createPlayers(env, {
    prefix: `ft${runId}`,
    count: PLAYERS,
    balance: OPENING,
    password: PASSWORD,
  });
  const game = await pickDiceGame(client);
  await inBatches(players, 5, (player) => loginAndLaunch(client, SECRET, player, game, fingerprint));
  client.close();
  await server.stop();
});

after(() => cleanup());

describe('fault suite (PostgreSQL)', () => {
  test('five SIGKILLs under wager load lose no acknowledged wager', { timeout: 10 * 60_000 }, async () => {
    const fixedPort = await freePort();
    let acknowledged = 0;
    for (let cycle = 1; cycle <= 5; cycle += 1) {
      const { server, client } = await serverWithPlayers(fixedPort);
      const load = startWagerLoad({
        players,
        clientOf: () => client,
        secret: SECRET,
        stake: STAKE,
        prefix: `kill${cycle}-${runId}`,
      });
      // Let the load run a random while, then crash the server in the middle of it.
      await sleep(1_500 + Math.floor(Math.random() * 1_500));
      const { code, signal } = await server.kill();
      assert.equal(signal, 'SIGKILL', `the server exited by itself (code ${code}) before the kill`);
      const { rounds } = await load.stop();
      client.close();
      acknowledged += load.acknowledged();
      assert.ok(load.acknowledged() > 0, `cycle ${cycle}: nothing was acknowledged before the kill`);

      // Restart on the same database: every acknowledged movement is there, and every round settles.
      const restarted = await serverWithPlayers(fixedPort);
      const problems = await verifyAndSettle({
        rounds,
        clientOf: () => restarted.client,
        secret: SECRET,
        balanceOf: (player) => providerBalance(restarted.client, SECRET, player),
        openingBalance: OPENING,
      });
      assert.deepEqual(problems, [], `cycle ${cycle}`);
      restarted.client.close();
      await restarted.server.stop();
      await ledgerClean();
    }
    console.log(`  ${acknowledged} acknowledged movements across 5 kills, all present after restart`);
  });

  test(
    'PostgreSQL ending the connections under load: 503s with a code, the process stays up',
    { timeout: 5 * 60_000 },
    async () => {
      const { server, client } = await serverWithPlayers();
      const load = startWagerLoad({
        players,
        clientOf: () => client,
        secret: SECRET,
        stake: STAKE,
        prefix: `cut-${runId}`,
      });
      for (let cut = 0; cut < 3; cut += 1) {
        await sleep(1_000);
        const { rowCount } = await pgAdmin(
          adminUrl,
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        assert.ok(rowCount > 0, 'no connection of the API was found to cut');
      }
      await sleep(1_500);
      const before = load.acknowledged();
      await sleep(1_500);
      assert.ok(load.acknowledged() > before, 'wagers did not succeed again after the cuts');
      const { rounds, failures } = await load.stop();
      assert.ok(server.alive(), 'the API process died when PostgreSQL ended its connections');
      console.log(
        `  calls caught in the cuts: ${JSON.stringify(failures)}; ${load.acknowledged()} acknowledged`,
      );
      for (const key of Object.keys(failures)) {
        assert.match(
          key,
          /^(debit|credit) 503 SERVICE_UNAVAILABLE$/,
          `a call caught in a cut answered ${key}`,
        );
      }
      const problems = await verifyAndSettle({
        rounds,
        clientOf: () => client,
        secret: SECRET,
        balanceOf: (player) => providerBalance(client, SECRET, player),
        openingBalance: OPENING,
      });
      assert.deepEqual(problems, []);
      client.close();
      await server.stop();
      await ledgerClean();
    },
  );
});
