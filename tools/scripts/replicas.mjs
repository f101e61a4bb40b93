// `npm run replicas`: N API processes behind HAProxy on this machine, the same compose of processes
// the replica suite starts, until Ctrl-C. They share PostgreSQL (DATABASE_URL, required) and, when
// REDIS_URL is set, Redis; the secrets the replicas must share are made once for the compose.
// REPLICAS (default 3), PORT of the balancer (default 8080), BRAND (default xc05; `all` works).
import { randomBytes } from 'node:crypto';
import { startBalancer } from '../harness/balancer.mjs';
import { cleanup, startApi } from '../harness/platform.mjs';

const replicas = Number(process.env.REPLICAS ?? 3);
const port = Number(process.env.PORT ?? 8080);
if (!process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is required: replicas share PostgreSQL (PGlite is one process by construction).',
  );
  process.exit(1);
}
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  console.error(`REPLICAS must be 1 to 16, not ${process.env.REPLICAS}`);
  process.exit(1);
}
const secret = () => randomBytes(32).toString('hex');
const env = {
  BRAND: process.env.BRAND ?? 'xc05',
  DATABASE_URL: process.env.DATABASE_URL,
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  TRUST_PROXY: '127.0.0.1',
  // The balancer checks each replica's health twice a second: info would log every check.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  STUDIO_WALLET_SECRET: process.env.STUDIO_WALLET_SECRET ?? secret(),
  STREAM_TOKEN_SECRET: process.env.STREAM_TOKEN_SECRET ?? secret(),
  GATEWAY_SECRET: process.env.GATEWAY_SECRET ?? secret(),
};
try {
  const apis = [];
  for (let index = 0; index < replicas; index += 1) {
    apis.push(await startApi({ env, label: `api${index + 1}`, logLimit: Infinity }));
    console.log(`api${index + 1} on ${apis[index].url}`);
  }
  const balancer = await startBalancer(
    apis.map((api) => api.url),
    { port },
  );
  console.log(
    `HAProxy on ${balancer.url} in front of ${replicas} replica(s)${env.REDIS_URL ? ', Redis ' + env.REDIS_URL : ', no Redis'}. Ctrl-C stops everything.`,
  );
} catch (error) {
  console.error(error.message);
  await cleanup();
  process.exit(1);
}
