import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { closeRedis, connectRedis, createRedis } from '../infra/redis';

/**
 * Tests that need Redis find it through TEST_REDIS_URL (which `.ci/run` sets, as it sets
 * TEST_DATABASE_URL); without it they are skipped, and the same limits run on memory.
 */
export const testRedisUrl = (): string | undefined => process.env['TEST_REDIS_URL'] || undefined;

export const describeOnRedis = testRedisUrl() ? describe : describe.skip;

/** The stores a limit test runs on: memory always, Redis when TEST_REDIS_URL is set. */
export const RATE_LIMIT_STORES: Array<'memory' | 'redis'> = testRedisUrl() ? ['memory', 'redis'] : ['memory'];

/**
 * A key prefix of its own for one test file (and run), so test files running in parallel on one
 * Redis never count each other's attempts.
 */
export function testKeyPrefix(testFile: string): string {
  return `xc:test:${path.basename(testFile).replace(/\.test\.ts$/, '')}:${randomBytes(4).toString('hex')}`;
}

export interface TestRedis {
  redis: Redis;
  keyPrefix: string;
  /** Deletes the file's keys and closes the connection. */
  close(): Promise<void>;
}

/** A connected client on TEST_REDIS_URL and a key prefix for `testFile` (pass __filename). */
export async function createTestRedis(testFile: string): Promise<TestRedis> {
  const url = testRedisUrl();
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  const redis = createRedis(url);
  await connectRedis(redis);
  if (redis.status !== 'ready') throw new Error(`Redis at ${url} is not reachable (${redis.status})`);
  const keyPrefix = testKeyPrefix(testFile);
  return {
    redis,
    keyPrefix,
    async close() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}:*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await closeRedis(redis);
    },
  };
}
