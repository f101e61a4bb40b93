import { Redis, type RedisOptions } from 'ioredis';

interface RedisLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The process's Redis client (REDIS_URL), made in this one place. It connects only when asked
 * (`connectRedis`), and a Redis that is down, unreachable or restarting never ends the process: the
 * client logs the outage once, reconnects by itself (backing off up to 2 s), and a command fails
 * after 1 s instead of waiting — each user decides what a failed command means (the rate limits
 * count locally meanwhile: infra/rate-limit.ts).
 */
export function createRedis(url: string, logger?: RedisLogger, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    ...options,
  });
  let down = false;
  // Without a listener an 'error' event would be thrown and end the process.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ err: error, redis: redactUrl(url) }, 'Redis unreachable: retrying');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger?.info({ redis: redactUrl(url) }, 'Redis reachable again');
  });
  return redis;
}

/** Opens the connection; when Redis is down it resolves anyway and the client keeps retrying. */
export async function connectRedis(redis: Redis): Promise<void> {
  try {
    await redis.connect();
  } catch {
    // Logged by the error listener; ioredis reconnects by its retryStrategy.
  }
}

/** Closes the connection, even if Redis is gone (then it drops it). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(invalid URL)';
  }
}
