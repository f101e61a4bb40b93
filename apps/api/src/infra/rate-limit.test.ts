import { AppError } from './errors';
import { DEFAULT_RATE_LIMITS, MemoryRateLimitStore, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max attempts per window and key, then throws 429 with Retry-After until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(
      { loginPerIp: { max: 2, windowMs: 10_000 } },
      new MemoryRateLimitStore(),
      () => now,
    );
    await limiter.consume('loginPerIp', '203.0.113.1');
    await limiter.consume('loginPerIp', '203.0.113.1');
    await limiter.consume('loginPerIp', '203.0.113.2');
    now += 4_000;
    const refused = await limiter.consume('loginPerIp', '203.0.113.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
      headers: { 'retry-after': '6' },
    });
    now += 6_000;
    await expect(limiter.consume('loginPerIp', '203.0.113.1')).resolves.toBeUndefined();
  });

  it('counts each rule separately for the same subject', async () => {
    const limiter = new RateLimiter({
      loginPerIp: { max: 1, windowMs: 60_000 },
      registerPerIp: { max: 1, windowMs: 60_000 },
    });
    await limiter.consume('loginPerIp', 'x');
    await expect(limiter.consume('registerPerIp', 'x')).resolves.toBeUndefined();
    await expect(limiter.consume('loginPerIp', 'x')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('keeps the defaults for rules not overridden', () => {
    expect(DEFAULT_RATE_LIMITS.loginPerUsernameAndIp).toEqual({ max: 10, windowMs: 15 * 60_000 });
  });
});

describe('MemoryRateLimitStore', () => {
  it('forgets finished windows as it goes, so one-off keys do not pile up', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 1000; i += 1) await store.hit(`ip-${i}`, 1_000, 0);
    expect(store.size).toBe(1000);
    for (let i = 0; i < 1000; i += 1) await store.hit('steady', 1_000_000, 5_000);
    expect(store.size).toBe(1);
  });
});
