import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from './paths';

import { BRAND_IDS, DEFAULT_BRAND, isBrandId, type BrandId } from '@xc/brand/tenants';

/** A configuration the process must not start with; main and the CLI print it and exit 1. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface DatabaseConfig {
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE). */
  maxConnections?: number;
  /** Wager statements in flight at once on PostgreSQL (WAGER_LANES; see bets/wager-lanes.ts). */
  wagerLanes?: number;
  /** The brand that rows of the single-brand releases belong to when they are migrated (BRAND). */
  migrationBrand: BrandId;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The brands this process serves: BRAND names one, or `all` for the six on their own hosts. */
  brands: BrandId[];
  /** The brand of requests whose Host names none of them (localhost, an address). */
  defaultBrand: BrandId;
  nodeEnv: string;
  logLevel: string;
  /** Fastify trustProxy: false, true (any hop), or a comma list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  database: DatabaseConfig;
  /** HMAC secret of the demo studio's wallet calls; random per process when absent. */
  studioWalletSecret?: string;
  /** HMAC secret shared with the payment gateway (its webhooks, our calls); random per process when absent. */
  gatewaySecret?: string;
  /** Seals scratch-card PINs at rest; required in production (a lost key loses the PINs). */
  cardDataKey?: string;
  /** HMAC secret of the stream sandbox's tokens; set it when several replicas serve the clips. */
  streamTokenSecret?: string;
  /** Redis (`redis://…`): live updates travel between replicas through its pub/sub when set. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys and channels (default `xc:`). */
  redisPrefix: string;
  /** TEST_HOOKS=1: serve the routes that exist only for tests (never with NODE_ENV=production). */
  testHooks: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const databaseEnvSchema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).optional()),
  WAGER_LANES: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  BRAND: z.preprocess(blankToUndefined, z.string().optional()),
});

const serverEnvSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  BRAND: z.preprocess(blankToUndefined, z.enum([...BRAND_IDS, 'all']).default(DEFAULT_BRAND)),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
  STUDIO_WALLET_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  STREAM_TOKEN_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  GATEWAY_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  TEST_HOOKS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  REDIS_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or _ : . -')
      .default('xc:'),
  ),
  CARD_DATA_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('false')
      .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  ),
});

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

/**
 * Where the data lives. The embedded PGlite is a single-connection WASM build: fine for demos and
 * tests, never for real players' money, so production must name a PostgreSQL server.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig & { nodeEnv: string } {
  const parsed = parseEnv(databaseEnvSchema, env);
  if (parsed.NODE_ENV === 'production' && !parsed.DATABASE_URL) {
    throw new ConfigError(
      'NODE_ENV=production requires DATABASE_URL (PostgreSQL). The embedded PGlite database is for demos and tests only.',
    );
  }
  return {
    nodeEnv: parsed.NODE_ENV,
    databaseUrl: parsed.DATABASE_URL,
    ...(parsed.DATABASE_POOL_SIZE ? { maxConnections: parsed.DATABASE_POOL_SIZE } : {}),
    ...(parsed.WAGER_LANES ? { wagerLanes: parsed.WAGER_LANES } : {}),
    dataDir: parsed.DATA_DIR ? path.resolve(parsed.DATA_DIR) : DEFAULT_DATA_DIR,
    migrationBrand: isBrandId(parsed.BRAND) ? parsed.BRAND : DEFAULT_BRAND,
  };
}

export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const { nodeEnv, ...database } = loadDatabaseConfig(env);
  const parsed = parseEnv(serverEnvSchema, env);
  if (nodeEnv === 'production' && !parsed.CARD_DATA_KEY) {
    throw new ConfigError(
      'NODE_ENV=production requires CARD_DATA_KEY (at least 32 characters): the key that seals the PINs of the scratch cards players withdraw.',
    );
  }
  if (nodeEnv === 'production' && parsed.TEST_HOOKS === '1') {
    throw new ConfigError(
      'TEST_HOOKS=1 is for test servers only: a production server never serves the test clock hook.',
    );
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    brands: parsed.BRAND === 'all' ? [...BRAND_IDS] : [parsed.BRAND],
    defaultBrand: parsed.BRAND === 'all' ? DEFAULT_BRAND : parsed.BRAND,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    nodeEnv,
    database,
    studioWalletSecret: parsed.STUDIO_WALLET_SECRET,
    gatewaySecret: parsed.GATEWAY_SECRET,
    cardDataKey: parsed.CARD_DATA_KEY,
    streamTokenSecret: parsed.STREAM_TOKEN_SECRET,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX,
    testHooks: parsed.TEST_HOOKS === '1',
  };
}
