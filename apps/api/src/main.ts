import type { BrandId } from '@xc/brand/tenants';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app';
import { ConfigError, loadServerConfig, type ServerConfig } from './infra/config';
import type { DatabaseHandle } from './infra/database';
import { DatabaseLockedError } from './infra/dir-lock';
import { createLogger, type Logger } from './infra/logging';
import { openDatabase } from './infra/open-database';
import { closeRedis, connectRedis, createRedis, redactUrl } from './infra/redis';
import type { Redis } from 'ioredis';
import { brandSiteDir } from './infra/paths';
import { newBridgeToken, publishBridge } from './ops/bridge';
import { seedDemoData } from './ops/seed';
import { createServices } from './services';
import { RedisEventBus } from './modules/events/redis-bus';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const CARD_KEY_FILE = 'card-data.key';

function loadConfigOrExit(): ServerConfig {
  try {
    return loadServerConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Refusing to start: ${error.message}`);
    return process.exit(1);
  }
}

async function openDatabaseOrExit(config: ServerConfig, log: Logger): Promise<DatabaseHandle> {
  try {
    return await openDatabase(config.database, log);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    log.fatal(`${error.message} Is another server already running on this DATA_DIR?`);
    return process.exit(1);
  }
}

function handleSignals(
  app: App,
  database: DatabaseHandle,
  redis: Redis | undefined,
  log: Logger,
  beforeClose: () => void,
  afterClose: () => Promise<void>,
): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    beforeClose();
    await app.close();
    await afterClose();
    await database.close();
    if (redis) await closeRedis(redis);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/**
 * Without CARD_DATA_KEY: on the embedded database, a key kept beside it in DATA_DIR (readable by this
 * user only), so the demo shows its paid cards after a restart; on PostgreSQL, one per process.
 */
function localCardDataKey(database: DatabaseHandle, log: Logger): string | undefined {
  if (database.kind !== 'pglite') {
    log.warn('CARD_DATA_KEY is not set: card PINs sealed by this process cannot be opened after it stops');
    return undefined;
  }
  const file = path.join(database.location, CARD_KEY_FILE);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger({ level: config.logLevel });
  const database = await openDatabaseOrExit(config, log);
  // Shared by the replicas: the rate limits. Down or not, the server starts (limits count locally).
  const redis = config.redisUrl ? createRedis(config.redisUrl, log) : undefined;
  if (redis) {
    await connectRedis(redis);
    log.info(
      { redis: redactUrl(config.redisUrl ?? '') },
      `Redis ${redis.status === 'ready' ? 'connected' : 'not reachable yet'}`,
    );
  } else log.info('REDIS_URL not set: rate limits count in this process only (one replica)');

  let app: App | undefined;
  // Live updates across replicas: Redis pub/sub when REDIS_URL is set, this process alone otherwise.
  const eventBus = config.redisUrl
    ? new RedisEventBus(config.redisUrl, {
        prefix: config.redisPrefix,
        onError: (error, what) => log.warn({ err: error }, what),
      })
    : undefined;
  try {
    const seeded = await seedDemoData(createServices(database), {
      brands: config.brands,
      demoPlayer: config.nodeEnv !== 'production',
    });
    log.info({ seeded }, 'demo data ensured');

    const sites: Partial<Record<BrandId, { siteDir: string }>> = {};
    for (const brand of config.brands) {
      const siteDir = brandSiteDir(brand);
      if (existsSync(siteDir)) sites[brand] = { siteDir };
      else
        log.warn(
          { siteDir },
          `Brand ${brand} is not built: serving its API only (build it with npx nx run ${brand}:build)`,
        );
    }

    const opsBridgeToken = database.kind === 'pglite' ? newBridgeToken() : undefined;
    app = await buildApp({
      database,
      logger: log,
      sites,
      tenancy: { brands: config.brands, defaultBrand: config.defaultBrand },
      opsBridgeToken,
      nodeEnv: config.nodeEnv,
      testHooks: config.testHooks,
      trustProxy: config.trustProxy,
      services: {
        studioWalletSecret: config.studioWalletSecret,
        wagerLanes: config.database.wagerLanes,
        gatewaySecret: config.gatewaySecret,
        streamTokenSecret: config.streamTokenSecret,
        eventBus,
        cardDataKey: config.cardDataKey ?? localCardDataKey(database, log),
        redis,
        // One prefix for the deployment's Redis: the limits' keys beside the events' channels.
        rateLimitKeyPrefix: `${config.redisPrefix}rl`,
      },
    });
    let withdrawBridge = () => undefined as void;
    handleSignals(
      app,
      database,
      redis,
      log,
      () => withdrawBridge(),
      async () => eventBus?.close(),
    );
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) =>
        `Listening on ${address} (${describeBrands(config.brands, sites)}, database ${database.kind})`,
    });
    if (opsBridgeToken) {
      withdrawBridge = publishBridge(database.location, {
        url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        token: opsBridgeToken,
        pid: process.pid,
      });
    }
  } catch (error) {
    await app?.close();
    await eventBus?.close();
    await database.close();
    if (redis) await closeRedis(redis);
    throw error;
  }
}

function describeBrands(brands: readonly BrandId[], sites: Partial<Record<BrandId, unknown>>): string {
  const names = brands.map((brand) => (sites[brand] ? brand : `${brand} not built`));
  return brands.length === 1 ? `brand ${names[0]}` : `brands ${names.join(', ')} by host`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
