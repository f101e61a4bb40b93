// `npm run bench:api`: autocannon on loopback against a cached API endpoint of the real server.
// Results in bench/results/api.json.
import autocannon from 'autocannon';
import { startServer, writeResult } from './lib.mjs';

const PATHS = (process.env.BENCH_PATHS ?? '/api/system/configurations').split(',');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

const server = await startServer(process.env.BRAND ?? 'xc05', 3400);
const results = {};
try {
  for (const p of PATHS) {
    // Warm up caches and the JIT before measuring.
    await autocannon({ url: server.url + p, duration: 2, connections: 10 });
    const r = await autocannon({ url: server.url + p, duration: DURATION, connections: CONNECTIONS, pipelining: 1 });
    results[p] = {
      requestsPerSecond: Math.round(r.requests.average),
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
    };
    console.log(`${p}  ${results[p].requestsPerSecond} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`);
  }
} finally {
  await server.stop();
}
writeResult('api', { results });
