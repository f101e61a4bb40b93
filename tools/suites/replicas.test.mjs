// The replica suite (issue 12, CI on the real services): three API processes behind HAProxy, sharing
// PostgreSQL and Redis, as production runs them. It proves that the API is stateless where it says so.
// Run: `npm run test:replicas` (PostgreSQL on 127.0.0.1:5432 or TEST_DATABASE_URL; Redis at
// TEST_REDIS_URL, default redis://127.0.0.1:6379; HAProxy installed).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startBalancer } from '../harness/balancer.mjs';
import {
  cleanup,
  createPlayers,
  DEVICE_FINGERPRINT_HEADER,
  freshDatabase,
  httpClient,
  inBatches,
  loginAndLaunch,
  ops,
  pgAdmin,
  pgAdminUrl,
  pickDiceGame,
  providerBalance,
  providerCall,
  roundCalls,
  runId as newRunId,
  sleep,
  startApi,
  WALLET,
} from '../harness/platform.mjs';
import http from 'node:http';
import { startWagerLoad, verifyAndSettle } from '../harness/wagers.mjs';

const SECRET = 'replica-suite-studio-secret-0123456789abcdef';
const REPLICAS = 3;
const PLAYERS = 9;
const OPENING = 10_000_000;
const STAKE = 10_000;
const PASSWORD = 'ReplicaSoCai2026';
const BRAND = 'xc05';

const adminUrl = pgAdminUrl(process.env.TEST_DATABASE_URL);
adminUrl.pathname = '/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runId = newRunId();
const fingerprint = randomBytes(16).toString('hex');

let env;
let replicas;
let clients;
let balancer;
let viaBalancer;
let players;

before(async () => {
  env = {
    BRAND,
    DATABASE_URL: await freshDatabase(adminUrl, `xc_replicas_${runId}`),
    // Each run its own key space, so runs never see each other's limits or events.
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `xc-replicas-${runId}:`,
    STUDIO_WALLET_SECRET: SECRET,
    // The replicas sit behind the balancer: the player's address comes from X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    // Replicas that share a database must share the secrets of what they sign.
    STREAM_TOKEN_SECRET: 'replica-suite-stream-secret-0123456789abcdef',
    GATEWAY_SECRET: 'replica-suite-gateway-secret-0123456789abcdef',
  };
  // One after the other: the first one migrates and seeds; the others find it done.
  replicas = [];
  for (let index = 0; index < REPLICAS; index += 1) {
    replicas.push(await startApi({ env, label: `api${index + 1}`, quiet: true }));
  }
  clients = replicas.map((replica) => httpClient(replica.url, { maxSockets: PLAYERS + 4 }));
  balancer = await startBalancer(replicas.map((replica) => replica.url));
  viaBalancer = httpClient(balancer.url, { maxSockets: PLAYERS + 4 });
  players = await createPlayers(env, {
    prefix: `rp${runId}`,
    count: PLAYERS,
    balance: OPENING,
    password: PASSWORD,
  });
  const game = await pickDiceGame(viaBalancer);
  await inBatches(players, 3, (player) => loginAndLaunch(viaBalancer, SECRET, player, game, fingerprint));
});

after(async () => {
  for (const client of [...(clients ?? []), viaBalancer]) client?.close();
  await cleanup();
});

/** A player's live stream (server-sent events) held on one replica: its events as they arrive. */
function openEvents(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const events = [];
    const waiters = new Set();
    const req = http.get(new URL(path, baseUrl), { headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, cut)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(cut + 2);
          if (data) events.push(JSON.parse(data.slice(6)));
        }
        for (const wake of [...waiters]) wake();
      });
      resolve({
        events,
        next: (match, timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            const look = () => {
              const hit = events.find(match);
              if (!hit) return;
              clearTimeout(timer);
              waiters.delete(look);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no such event in ${timeoutMs} ms: ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(look);
            look();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

const bearer = (token) => ({ authorization: `Bearer ${token}`, [DEVICE_FINGERPRINT_HEADER]: fingerprint });

describe('replica suite: three APIs behind HAProxy on PostgreSQL and Redis', () => {
  test('a session made on one replica works on the others, also after a refresh on another', async () => {
    const [one, two, three] = clients;
    // A new login ends the player's other sessions (one per player): this player plays no more here.
    const player = players[0];
    const login = await one.json(
      'POST',
      '/api/auth/login',
      { username: player.username, password: PASSWORD },
      { [DEVICE_FINGERPRINT_HEADER]: fingerprint },
    );
    assert.equal(login.status, 200, login.text);
    for (const replica of [two, three]) {
      const balance = await replica.request('GET', '/api/user/balance', {
        headers: bearer(login.json.token),
      });
      assert.equal(balance.status, 200, balance.text);
      assert.equal(balance.json.data.balance, OPENING);
    }
    const refreshed = await two.request('GET', '/api/auth/refresh', { headers: bearer(login.json.token) });
    assert.equal(refreshed.status, 200, refreshed.text);
    const later = await three.request('GET', '/api/user/balance', { headers: bearer(refreshed.json.token) });
    assert.equal(later.status, 200, later.text);
    // The provider session made through the balancer works on every replica too.
    for (const replica of clients) assert.equal(await providerBalance(replica, SECRET, player), OPENING);
  });

  test('a balance event reaches a client connected to another replica', async () => {
    const [one, , three] = clients;
    const player = players[1];
    // The ticket from the first replica, the stream held by the second, the round played on the third.
    const ticket = await one.json('POST', '/api/user/events/ticket', undefined, bearer(player.token));
    assert.equal(ticket.status, 200, ticket.text);
    const stream = await openEvents(replicas[1].url, `/api/user/events?ticket=${ticket.json.data.ticket}`);
    try {
      await stream.next((event) => event.type === 'balance' && event.reason === 'snapshot');
      const { debit, credit } = roundCalls(player, `events-${runId}`, STAKE);
      const staked = await providerCall(three, SECRET, WALLET.debit, debit);
      assert.equal(staked.status, 200, staked.text);
      await stream.next((event) => event.reason === 'bet' && event.balance === staked.json.balance);
      const paid = await providerCall(three, SECRET, WALLET.credit, credit);
      assert.equal(paid.status, 200, paid.text);
      await stream.next((event) => event.reason === 'win' && event.balance === paid.json.balance);
      // The round was a draw: the player is back where the wager load below expects them.
      assert.equal(paid.json.balance, OPENING);
    } finally {
      stream.close();
    }
  });

  test('login limits are shared: failures counted on two replicas slow the next try on the third', async () => {
    // Unknown or not, a username's failed logins count (soft lockout, 1 s wait after the 5th + 1).
    const username = `nobody${runId}`;
    const tryLogin = (client) =>
      client.json(
        'POST',
        '/api/auth/login',
        { username, password: 'wrong-password-1' },
        {
          [DEVICE_FINGERPRINT_HEADER]: fingerprint,
        },
      );
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await tryLogin(clients[attempt % 2]);
      assert.equal(res.status, 401, res.text);
    }
    // Each of the two replicas saw 3 failures; in memory none would wait. Shared in Redis: 6 > 5.
    const started = Date.now();
    const slowed = await tryLogin(clients[2]);
    const waited = Date.now() - started;
    assert.equal(slowed.status, 401, slowed.text);
    assert.ok(waited >= 900, `the third replica answered in ${waited} ms: the failures were not shared`);
  });

  test('a scheduled job runs once per tick among the replicas', async () => {
    // gateway.tick is due every second on every replica; pg-boss keeps one job per tick.
    const since = new Date(Date.now() - 1_000).toISOString();
    await sleep(6_000);
    const until = new Date(Date.now() - 2_000).toISOString();
    const { rows } = await pgAdmin(
      new URL(env.DATABASE_URL),
      `select data->>'tick' as tick, state, retry_count from pgboss.job where name = 'gateway.tick'
         and data->>'tick' between $1 and $2
       union all
       select data->>'tick', state, retry_count from pgboss.archive where name = 'gateway.tick'
         and data->>'tick' between $1 and $2`,
      [since, until],
    );
    const ticks = rows.map((row) => row.tick);
    assert.equal(new Set(ticks).size, ticks.length, `a tick ran twice: ${ticks.join(', ')}`);
    assert.ok(
      ticks.length >= 3 && ticks.length <= 7,
      `${ticks.length} gateway ticks in about 5 s (three replicas alone would add 15)`,
    );
    for (const row of rows) assert.equal(row.state, 'completed', JSON.stringify(row));
  });

  test('killing one replica under load loses no acknowledged wager', { timeout: 5 * 60_000 }, async () => {
    const load = startWagerLoad({
      players: players.slice(1),
      clientOf: () => viaBalancer,
      secret: SECRET,
      stake: STAKE,
      prefix: `lb-${runId}`,
    });
    await sleep(2_000);
    const victim = replicas[REPLICAS - 1];
    await victim.kill();
    const atKill = load.acknowledged();
    await sleep(3_000);
    const { rounds, failures } = await load.stop();
    assert.ok(load.acknowledged() > atKill, 'wagers did not go on on the surviving replicas');
    console.log(
      `  ${load.acknowledged()} acknowledged (${atKill} before the kill); failed calls: ${JSON.stringify(failures)}`,
    );
    const problems = await verifyAndSettle({
      rounds,
      clientOf: () => viaBalancer,
      secret: SECRET,
      balanceOf: (player) => providerBalance(viaBalancer, SECRET, player),
      openingBalance: OPENING,
    });
    assert.deepEqual(problems, []);
    const audit = await ops(env, ['ledger', 'check']).catch((error) => error.message);
    assert.match(audit, /the books balance/, audit);
  });
});
