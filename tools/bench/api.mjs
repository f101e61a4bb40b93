// `npm run bench:api`: autocannon on loopback against cached endpoints of the real server (API + site,
// embedded database) and, in the same run, against a bare Node `http` hello-world in its own process:
// the limit of this machine for any HTTP answer. Results in bench/results/api.json.
//
// Target (issue 12, reported, not asserted): the cached jackpot endpoint within 1.3x of bare Node
// (bare req/s / API req/s <= 1.3) and its p99 <= 50 ms at 50 connections.
// Environment: BENCH_PATHS (comma list, default the two jackpot endpoints and the configurations),
// DURATION (s, default 10), CONNECTIONS (default 50), BRAND (default xc05), ROUNDS (default 3: the
// bare server and the API are measured alternately, each round both, and the best round counts).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { freePort, sleep } from '../harness/platform.mjs';
import { startServer, writeResult } from './lib.mjs';

const PATHS = (
  process.env.BENCH_PATHS ?? '/api/game/jackpot,/api/game/explode-jackpot,/api/system/configurations'
).split(',');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TARGET = { ratioOfBare: 1.3, p99Ms: 50 };

/** A bare Node server answering every request with a small JSON body: no framework, no routing. */
const BARE_SERVER = `
const http = require('node:http');
const body = Buffer.from(JSON.stringify({ hello: 'world' }));
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));
`;

async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

async function measure(url) {
  // Warm up caches and the JIT before measuring.
  await autocannon({ url, duration: 2, connections: 10 });
  const r = await autocannon({ url, duration: DURATION, connections: CONNECTIONS, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

const best = (runs) => runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

const [server, bare] = [await startServer(process.env.BRAND ?? 'xc05', await freePort()), await startBare()];
const runs = { bare: [], ...Object.fromEntries(PATHS.map((p) => [p, []])) };
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    runs.bare.push(await measure(bare.url + '/'));
    console.log(
      `round ${round}  bare node http  ${runs.bare.at(-1).requestsPerSecond} req/s  p99 ${runs.bare.at(-1).latencyMs.p99} ms`,
    );
    for (const p of PATHS) {
      runs[p].push(await measure(server.url + p));
      const r = runs[p].at(-1);
      console.log(
        `round ${round}  ${p}  ${r.requestsPerSecond} req/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms  non-2xx ${r.non2xx}`,
      );
      await sleep(500);
    }
  }
} finally {
  await server.stop();
  await bare.stop();
}

const bareBest = best(runs.bare);
const results = {};
for (const p of PATHS) {
  const r = best(runs[p]);
  const ratio = Math.round((bareBest.requestsPerSecond / Math.max(1, r.requestsPerSecond)) * 100) / 100;
  results[p] = { ...r, bareOverApi: ratio };
  console.log(`${p}: bare / API = ${ratio}x  p99 ${r.latencyMs.p99} ms`);
}
const jackpot = results['/api/game/jackpot'];
if (jackpot) {
  const ratioMet = jackpot.bareOverApi <= TARGET.ratioOfBare;
  const p99Met = jackpot.latencyMs.p99 <= TARGET.p99Ms;
  console.log(
    `target (reported, not asserted): cached jackpot within ${TARGET.ratioOfBare}x of bare Node [${ratioMet ? 'met' : 'not met'}], ` +
      `p99 <= ${TARGET.p99Ms} ms at ${CONNECTIONS} connections [${p99Met ? 'met' : 'not met'}]`,
  );
}
writeResult('api', {
  machine: { nproc: os.availableParallelism(), cpus: os.cpus()[0]?.model ?? null },
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  bare: bareBest,
  results,
  runs,
  target: TARGET,
});
