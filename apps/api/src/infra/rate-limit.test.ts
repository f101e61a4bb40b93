import type { Redis } from 'ioredis';
import { createTestRedis, describeOnRedis, RATE_LIMIT_STORES, type TestRedis } from '../testing/redis';
import { AppError } from './errors';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimiterOptions } from './rate-limit';
import { closeRedis, createRedis } from './redis';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(RATE_LIMIT_STORES)('RateLimiter on %s', (store) => {
  let shared: TestRedis | undefined;
  beforeAll(async () => {
    if (store === 'redis') shared = await createTestRedis(__filename);
  });
  afterAll(() => shared?.close());
  const limiter = (options: RateLimiterOptions = {}) =>
    new RateLimiter({ ...options, redis: shared?.redis, keyPrefix: shared?.keyPrefix });

  it('allows max attempts per window and key, then throws 429 with Retry-After until the window ends', async () => {
    const limits = limiter({ rules: { loginPerIp: { max: 2, windowMs: 1_000 } } });
    await limits.consume('loginPerIp', 'xc05', '203.0.113.1');
    await limits.consume('loginPerIp', 'xc05', '203.0.113.1');
    await limits.consume('loginPerIp', 'xc05', '203.0.113.2');
    const refused = await limits
      .consume('loginPerIp', 'xc05', '203.0.113.1')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
      headers: { 'retry-after': '1' },
    });
    await sleep(1_050);
    await expect(limits.consume('loginPerIp', 'xc05', '203.0.113.1')).resolves.toBeUndefined();
  });

  it('gives Retry-After in whole seconds up to the end of the window', async () => {
    const limits = limiter({ rules: { registerPerIp: { max: 1, windowMs: 60 * 60_000 } } });
    await limits.consume('registerPerIp', 'xc05', '203.0.113.9');
    const refused = await limits.consume('registerPerIp', 'xc05', '203.0.113.9').then(
      () => undefined,
      (error: AppError) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(Number(refused?.headers?.['retry-after'])).toBeGreaterThan(3_590);
    expect(Number(refused?.headers?.['retry-after'])).toBeLessThanOrEqual(3_600);
  });

  it('counts each rule and each brand separately for the same subject', async () => {
    const limits = limiter({
      rules: { loginPerIp: { max: 1, windowMs: 60_000 }, registerPerIp: { max: 1, windowMs: 60_000 } },
    });
    await limits.consume('loginPerIp', 'xc05', 'x');
    await expect(limits.consume('registerPerIp', 'xc05', 'x')).resolves.toBeUndefined();
    await expect(limits.consume('loginPerIp', 'xc06', 'x')).resolves.toBeUndefined();
    await expect(limits.consume('loginPerIp', 'xc05', 'x')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('slows a subject down after max failures, 1 s doubling to 8 s, and forgets them when the window ends', async () => {
    const waits: number[] = [];
    const limits = limiter({
      rules: { loginFailuresPerUsername: { max: 2, windowMs: 2_000 } },
      sleep: async (ms) => void waits.push(ms),
    });
    for (let i = 0; i < 8; i += 1) {
      await limits.slowDown('loginFailuresPerUsername', 'xc05', 'victim');
      await limits.fail('loginFailuresPerUsername', 'xc05', 'victim');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(await limits.slowDown('loginFailuresPerUsername', 'xc06', 'victim')).toBe(0);
    await sleep(2_050);
    expect(await limits.slowDown('loginFailuresPerUsername', 'xc05', 'victim')).toBe(0);
  });

  it('refund gives back an attempt that proved not to be a failure (only failures count)', async () => {
    const limits = limiter({ rules: { giftCodeFailuresPerPlayer: { max: 2, windowMs: 60_000 } } });
    for (let i = 0; i < 5; i += 1) {
      await limits.consume('giftCodeFailuresPerPlayer', 'xc05', '42');
      await limits.refund('giftCodeFailuresPerPlayer', 'xc05', '42');
    }
    await limits.consume('giftCodeFailuresPerPlayer', 'xc05', '42');
    await limits.consume('giftCodeFailuresPerPlayer', 'xc05', '42');
    await expect(limits.consume('giftCodeFailuresPerPlayer', 'xc05', '42')).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('keeps the defaults for rules not overridden', () => {
    expect(limiter().rules.loginPerUsernameAndIp).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerUsername).toEqual({ max: 5, windowMs: 15 * 60_000 });
  });
});

describeOnRedis('RateLimiter on Redis', () => {
  let shared: TestRedis;
  beforeAll(async () => {
    shared = await createTestRedis(__filename);
  });
  afterAll(() => shared.close());

  it('counts in Redis: two limiters (two replicas) on one Redis share every count', async () => {
    const rules = {
      loginPerIp: { max: 3, windowMs: 60_000 },
      loginFailuresPerUsername: { max: 1, windowMs: 60_000 },
    };
    const waits: number[] = [];
    const a = new RateLimiter({ rules, redis: shared.redis, keyPrefix: shared.keyPrefix });
    const b = new RateLimiter({
      rules,
      redis: shared.redis,
      keyPrefix: shared.keyPrefix,
      sleep: async (ms) => void waits.push(ms),
    });
    await a.consume('loginPerIp', 'xc05', '192.0.2.1');
    await b.consume('loginPerIp', 'xc05', '192.0.2.1');
    await a.consume('loginPerIp', 'xc05', '192.0.2.1');
    await expect(b.consume('loginPerIp', 'xc05', '192.0.2.1')).rejects.toMatchObject({ statusCode: 429 });
    await a.fail('loginFailuresPerUsername', 'xc05', 'shared-name');
    await a.fail('loginFailuresPerUsername', 'xc05', 'shared-name');
    expect(await b.slowDown('loginFailuresPerUsername', 'xc05', 'shared-name')).toBe(1_000);
    expect(waits).toEqual([1_000]);
    // The keys are the brand's, under the given prefix.
    expect(await shared.redis.get(`${shared.keyPrefix}:xc05:loginPerIp:192.0.2.1`)).toBe('4');
  });
});

describe('RateLimiter when Redis fails', () => {
  it('counts locally while Redis is unreachable: the limit still holds, and nothing throws', async () => {
    // A client whose Redis is gone: nothing listens on port 1.
    const gone: Redis = createRedis('redis://127.0.0.1:1', undefined, { retryStrategy: () => null });
    await gone.connect().catch(() => undefined);
    try {
      const limits = new RateLimiter({
        rules: { otpVerifyPerIp: { max: 2, windowMs: 60_000 } },
        redis: gone,
        keyPrefix: 'xc:test:unreachable',
      });
      await limits.consume('otpVerifyPerIp', 'xc05', '198.51.100.1');
      await limits.consume('otpVerifyPerIp', 'xc05', '198.51.100.1');
      await expect(limits.consume('otpVerifyPerIp', 'xc05', '198.51.100.1')).rejects.toMatchObject({
        statusCode: 429,
      });
      await limits.fail('loginFailuresPerUsername', 'xc05', 'someone');
      expect(await limits.slowDown('loginFailuresPerUsername', 'xc05', 'someone')).toBe(0);
    } finally {
      await closeRedis(gone);
    }
  });
});
