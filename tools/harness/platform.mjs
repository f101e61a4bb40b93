// The real platform in processes, for the benchmarks and the scenario suites (faults, replicas): fresh
// PostgreSQL databases, API servers (`tsx apps/api/src/main.ts`) in their own process groups, the
// operator CLI, an HTTP client without fetch's overhead, and the seamless-wallet calls a game
// provider makes. Everything started is registered for clean-up, which runs on Ctrl-C too.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// ---------------------------------------------------------------- clean-up, whatever happens

const cleanups = [];
let cleaning;
/** Registers `step` to run (last registered first) when the run ends. */
export const onCleanup = (step) => cleanups.push(step);
export function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`clean-up step failed: ${error.message ?? error}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- PostgreSQL

/** The admin URL of the machine's PostgreSQL (loopback only: these runs create and drop databases). */
export function pgAdminUrl(value = 'postgres://postgres@127.0.0.1:5432/postgres') {
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`the PostgreSQL admin URL must point to this machine (127.0.0.1), not ${url.hostname}`);
  }
  url.hostname = '127.0.0.1';
  return url;
}

export async function pgAdmin(adminUrl, sql, values) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (adminUrl, name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates database `name` (dropped at clean-up) and returns its URL. */
export async function freshDatabase(adminUrl, name) {
  await pgAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  onCleanup(() => pgAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  return databaseUrl(adminUrl, name);
}

export const runId = () => randomBytes(3).toString('hex');

// ---------------------------------------------------------------- small helpers

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `task` over `items`, `limit` at a time. */
export async function inBatches(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------- HTTP (keep-alive, no fetch overhead)

/**
 * A keep-alive HTTP client for one base URL. Never throws: a connection error answers status 0 with
 * the error's code as text, as a player's browser would see a network failure.
 */
export function httpClient(baseUrl, { maxSockets = 64, timeoutMs = 30_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method, urlPath, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const req = http.request(
        new URL(urlPath, baseUrl),
        {
          method,
          agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode, json, text, headers: res.headers });
          });
          res.on('error', (error) => resolve({ status: 0, json: undefined, text: String(error) }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ status: 0, json: undefined, text: error.code ?? error.message }));
      if (body !== undefined) req.write(body);
      req.end();
    });
  const json = (method, urlPath, payload, headers = {}) =>
    request(method, urlPath, {
      body: payload === undefined ? undefined : JSON.stringify(payload),
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    });
  return { baseUrl, request, json, close: () => agent.destroy() };
}

// ---------------------------------------------------------------- the seamless-wallet protocol

/** Paths and headers of the public protocol (PROVIDER_WALLET_PATHS / PROVIDER_SIGNATURE in @xc/api-contract). */
export const WALLET = {
  authenticate: '/api/provider/wallet/authenticate',
  balance: '/api/provider/wallet/balance',
  debit: '/api/provider/wallet/debit',
  credit: '/api/provider/wallet/credit',
};
const SIG = {
  provider: 'x-provider-id',
  timestamp: 'x-provider-timestamp',
  signature: 'x-provider-signature',
};
export const DEVICE_FINGERPRINT_HEADER = 'x-device-fingerprint';

/** A provider call, signed as the studio signs it: HMAC-SHA256(secret, "<timestamp>.<path>.<raw body>"). */
export function providerCall(client, secret, walletPath, payload, providerId = 'studio') {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature =
    'v1=' + createHmac('sha256', secret).update(`${timestamp}.${walletPath}.${body}`).digest('hex');
  return client.request('POST', walletPath, {
    body,
    headers: {
      'content-type': 'application/json',
      [SIG.provider]: providerId,
      [SIG.timestamp]: timestamp,
      [SIG.signature]: signature,
    },
  });
}

export const errorKey = (call, res) =>
  `${call} ${res.status} ${res.json?.code ?? (res.status === 0 ? res.text : 'no-code')}`;

/** A studio dice game playable on every device, without a jackpot draw: every wager writes the same. */
export async function pickDiceGame(client) {
  const res = await client.request('GET', '/api/game/list?category=tai-xiu&per_page=100');
  if (res.status !== 200) throw new Error(`GET /api/game/list: ${res.status} ${res.text}`);
  const game = res.json.data.find((item) => item.device === 'all' && item.jackpot === null);
  if (!game) throw new Error('no tai-xiu game in the catalogue');
  return game;
}

/**
 * Logs `player` in over HTTP, opens `game` and exchanges its launch token with the provider's signed
 * `authenticate`, as the studio does: the player gets `token`, `playerId`, `sessionToken`, `gameCode`.
 */
export async function loginAndLaunch(client, secret, player, game, fingerprint) {
  const login = await client.json(
    'POST',
    '/api/auth/login',
    { username: player.username, password: player.password },
    { [DEVICE_FINGERPRINT_HEADER]: fingerprint },
  );
  if (login.status !== 200) throw new Error(`login ${player.username}: ${login.status} ${login.text}`);
  const query = new URLSearchParams({
    partner_game_type: game.partnerGameId,
    partner_provider: game.partnerProviderCode,
    device: 'desktop',
  });
  const link = await client.request('GET', `/api/game/link?${query}`, {
    headers: { authorization: `Bearer ${login.json.token}` },
  });
  if (link.status !== 200) throw new Error(`game link ${player.username}: ${link.status} ${link.text}`);
  const launchToken = new URL(link.json.data, client.baseUrl).searchParams.get('token');
  if (!launchToken) throw new Error(`no launch token in ${link.json.data}`);
  const auth = await providerCall(client, secret, WALLET.authenticate, {
    token: launchToken,
    gameCode: game.partnerGameId,
  });
  if (auth.status !== 200) throw new Error(`authenticate ${player.username}: ${auth.status} ${auth.text}`);
  return Object.assign(player, {
    token: login.json.token,
    playerId: auth.json.playerId,
    sessionToken: auth.json.sessionToken,
    gameCode: auth.json.gameCode,
    balance: auth.json.balance,
    rounds: 0,
  });
}

/** The player's balance as the provider sees it (no login session needed). */
export async function providerBalance(client, secret, player) {
  const res = await providerCall(client, secret, WALLET.balance, {
    sessionToken: player.sessionToken,
    playerId: player.playerId,
  });
  if (res.status !== 200) throw new Error(`balance of ${player.username}: ${res.status} ${res.text}`);
  return res.json.balance;
}

/** The two calls of one settled round (win = the stake): the debit, then the credit that closes it. */
export function roundCalls(player, roundId, stake) {
  const common = {
    sessionToken: player.sessionToken,
    playerId: player.playerId,
    roundId,
    gameCode: player.gameCode,
  };
  return {
    debit: { ...common, transactionId: `${roundId}:bet`, amount: stake },
    credit: { ...common, transactionId: `${roundId}:win`, amount: stake, roundClosed: true },
  };
}

// ---------------------------------------------------------------- API servers and the operator CLI

/**
 * Starts `tsx apps/api/src/main.ts` in its own process group with `env` on top of this process's
 * (DATA_DIR removed: these runs use PostgreSQL). Resolves once /api/health answers 200.
 * `stop()` sends SIGTERM (then SIGKILL after 15 s); `kill()` is a crash: SIGKILL at once.
 */
export async function startApi({ env, port, label = 'api', nodeArgs = [], quiet = false, logLimit = 40 }) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ...env,
    PORT: String(port),
  };
  if (!env.DATA_DIR) delete childEnv.DATA_DIR;
  const [command, args] = nodeArgs.length
    ? [process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')]]
    : [path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/main.ts')]];
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv,
    // Its own process group, so stopping it also stops the node process tsx starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logged = 0;
  const relay = (stream) =>
    stream.on('data', (chunk) => {
      // Warnings and errors of the server, capped so a failing run does not flood the console.
      for (const line of chunk.toString('utf8').split('\n')) {
        if (quiet || !line.trim() || logged >= logLimit) continue;
        logged += 1;
        console.error(`[${label}] ${line.length > 400 ? line.slice(0, 400) + '…' : line}`);
        if (logged === logLimit) console.error(`[${label}] (further server output hidden)`);
      }
    });
  relay(child.stdout);
  relay(child.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* gone */
    }
  };
  const stop = async () => {
    if (!alive()) return;
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (!alive()) return exited;
    signalGroup('SIGKILL');
    return exited;
  };
  onCleanup(stop);

  const probe = httpClient(url, { maxSockets: 1, timeoutMs: 2_000 });
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      const res = await probe.request('GET', '/api/health');
      if (res.status === 200) break;
      if (!alive()) throw new Error(`${label} exited before it answered /api/health`);
      if (Date.now() > deadline) throw new Error(`${label} did not start within 120 s`);
      await sleep(250);
    }
  } finally {
    probe.close();
  }
  return { url, port, pid: child.pid, stop, kill, exited, alive };
}

/** `npm run ops -- <args>` with `env` (DATABASE_URL, BRAND): the CLI opens PostgreSQL itself. */
export function ops(env, args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const childEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
    if (!env.DATA_DIR) delete childEnv.DATA_DIR;
    const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: root,
      env: childEnv,
      stdio: 'pipe',
    });
    // `ops batch` reads its commands from standard input.
    child.stdin.end(input ?? '');
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`ops ${args.join(' ')} exited ${code}: ${output.trim()}`)),
    );
  });
}

/** Creates `count` players with the operator CLI and funds each with `balance` VND. */
export async function createPlayers(
  env,
  { prefix, count, balance, password, parallel = 4, phonePrefix = '096' },
) {
  const players = Array.from({ length: count }, (_, index) => ({
    index,
    username: `${prefix}p${String(index).padStart(3, '0')}`,
    password,
    phone: `${phonePrefix}${String(index).padStart(7, '0')}`,
  }));
  // One operator CLI process per slice (`ops batch`), not two per player: each process loads the
  // whole API, which took most of a bench's set-up.
  const slices = Array.from({ length: Math.min(parallel, count) }, (_, slice) =>
    players.filter((player) => player.index % parallel === slice),
  );
  await Promise.all(
    slices.map((slice) =>
      ops(env, ['batch'], {
        input: slice
          .flatMap((player) => [
            `player create ${player.username} ${password} ${player.phone}`,
            `credit ${player.username} ${balance} harness`,
          ])
          .join('\n'),
      }),
    ),
  );
  return players;
}
