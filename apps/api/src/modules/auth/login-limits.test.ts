import type { App } from '../../app';
import type { RateLimitRules } from '../../infra/rate-limit';
import {
  createAccountsApp,
  createReplica,
  login,
  register,
  type AccountsAppOptions,
  type TestClock,
} from '../../testing/accounts';
import { createTestRedis, describeOnRedis, RATE_LIMIT_STORES, type TestRedis } from '../../testing/redis';
import type { TestApp } from '../../testing/test-app';

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The limits these tests use: small enough to reach, 15 minutes long. */
const LOGIN_LIMITS: Partial<RateLimitRules> = {
  loginPerUsernameAndIp: { max: 3, windowMs: 15 * MINUTE },
  loginFailuresPerUsername: { max: 2, windowMs: 15 * MINUTE },
  loginPerIp: { max: 5, windowMs: 15 * MINUTE },
};
/** The same, with windows of 2 s: for what happens when a window ends (the limiter keeps real time). */
const SHORT_WINDOWS: Partial<RateLimitRules> = {
  loginPerUsernameAndIp: { max: 3, windowMs: 2_000 },
  loginFailuresPerUsername: { max: 2, windowMs: 2_000 },
  loginPerIp: { max: 5, windowMs: 2_000 },
};
const TOO_MANY = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
};

/**
 * Waits out the window a 429 names in its Retry-After, and a second more: the failures' window
 * opened a little later, when the first wrong password had been checked.
 */
const waitRetryAfter = async (refused: { headers: Record<string, unknown> }) =>
  sleep(Number(refused.headers['retry-after']) * 1000 + 1_000);

describe.each(RATE_LIMIT_STORES)('rate limits on login (%s)', (store) => {
  let limited: TestApp & { clock: TestClock };
  let shortWindows: App;
  let shared: TestRedis | undefined;
  const waits: number[] = [];
  const recordWaits = { slowDownSleep: async (ms: number) => void waits.push(ms) };

  beforeAll(async () => {
    if (store === 'redis') shared = await createTestRedis(__filename);
    const onStore = (keyPrefix: string | undefined): AccountsAppOptions['services'] => ({
      ...recordWaits,
      redis: shared?.redis,
      rateLimitKeyPrefix: keyPrefix,
    });
    limited = await createAccountsApp({ rateLimits: LOGIN_LIMITS, services: onStore(shared?.keyPrefix) });
    // Another process on the same database with short windows, counting apart from the first.
    shortWindows = await createReplica(limited, {
      rateLimits: SHORT_WINDOWS,
      services: onStore(shared && `${shared.keyPrefix}:short`),
    });
  });
  afterAll(async () => {
    await shortWindows?.close();
    await limited?.close();
    await shared?.close();
  });
  beforeEach(() => {
    waits.length = 0;
  });

  it('per username and address: a stranger guessing locks out only their own address, never the owner', async () => {
    const player = await register(limited.app);
    const stranger = '203.0.113.66';
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited.app, player.body.username, 'wrong-guess', stranger)).statusCode).toBe(401);
    }
    const refused = await login(
      limited.app,
      player.body.username.toUpperCase(),
      player.body.password,
      stranger,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    // The owner, from their own address, logs in at once (slowed, not refused).
    const owner = await login(limited.app, player.body.username, player.body.password, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
  });

  it('wrong passwords from many addresses slow the name down progressively, but refuse nobody', async () => {
    const player = await register(limited.app);
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await login(limited.app, player.body.username, 'wrong-guess', `203.0.113.${100 + i}`)).statusCode,
      ).toBe(401);
    }
    // Two failures are free; then 1 s, 2 s, 4 s before each next check.
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    const owner = await login(limited.app, player.body.username, player.body.password, '198.51.100.21');
    expect(owner.statusCode).toBe(200);
    expect(waits.at(-1)).toBe(8_000);
    expect((await login(limited.app, player.body.username, 'wrong-guess', '203.0.113.120')).statusCode).toBe(
      401,
    );
    expect((await login(limited.app, player.body.username, 'wrong-guess', '203.0.113.121')).statusCode).toBe(
      401,
    );
    expect(waits.slice(-2)).toEqual([8_000, 8_000]);
  });

  it('per IP: the 6th attempt from one address is refused, whatever the name', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(limited.app, `someone${i}00`, 'wrong-guess', '192.0.2.77')).statusCode).toBe(401);
    }
    expect((await login(limited.app, 'someone900', 'wrong-guess', '192.0.2.77')).statusCode).toBe(429);
    expect((await login(limited.app, 'someone900', 'wrong-guess', '192.0.2.78')).statusCode).toBe(401);
  });

  it('when the window ends, the stranger’s address may try again and the name is no longer slowed', async () => {
    const player = await register(shortWindows);
    const stranger = '203.0.113.67';
    for (let i = 0; i < 3; i += 1) {
      expect((await login(shortWindows, player.body.username, 'wrong-guess', stranger)).statusCode).toBe(401);
    }
    // A fourth failure, from elsewhere: the name is slowed from now on.
    expect((await login(shortWindows, player.body.username, 'wrong-guess', '203.0.113.68')).statusCode).toBe(
      401,
    );
    expect(waits).toEqual([1_000]);
    const refused = await login(shortWindows, player.body.username, player.body.password, stranger);
    expect(refused.statusCode).toBe(429);
    await waitRetryAfter(refused);
    waits.length = 0;
    // A success adds no failure, and the window ended: no wait.
    expect((await login(shortWindows, player.body.username, player.body.password, stranger)).statusCode).toBe(
      200,
    );
    expect(waits).toEqual([]);
  });
});

describeOnRedis('two replicas on one Redis share the login limits', () => {
  let a: TestApp & { clock: TestClock };
  let b: App;
  let shared: TestRedis;
  const waits: number[] = [];

  beforeAll(async () => {
    shared = await createTestRedis(__filename);
    const services = {
      redis: shared.redis,
      rateLimitKeyPrefix: shared.keyPrefix,
      slowDownSleep: async (ms: number) => void waits.push(ms),
    };
    a = await createAccountsApp({ rateLimits: LOGIN_LIMITS, services });
    b = await createReplica(a, { rateLimits: LOGIN_LIMITS, services });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await shared?.close();
  });

  it('attempts on replica A count on replica B: per name and address, per address, and the slowdown', async () => {
    const player = await register(a.app);
    const stranger = '203.0.113.90';
    expect((await login(a.app, player.body.username, 'wrong-guess', stranger)).statusCode).toBe(401);
    expect((await login(b, player.body.username, 'wrong-guess', stranger)).statusCode).toBe(401);
    expect((await login(a.app, player.body.username, 'wrong-guess', stranger)).statusCode).toBe(401);
    // Three failures across the two replicas: past the 2 free ones, wherever they landed.
    expect(waits).toEqual([]);
    const refused = await login(b, player.body.username, player.body.password, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    // The owner logs in from their address, slowed by the failures both replicas counted.
    expect((await login(b, player.body.username, player.body.password, '198.51.100.90')).statusCode).toBe(
      200,
    );
    expect(waits).toEqual([1_000]);

    for (let i = 0; i < 4; i += 1) {
      const replica = i % 2 === 0 ? a.app : b;
      expect((await login(replica, `nobody${i}77`, 'wrong-guess', '192.0.2.90')).statusCode).toBe(401);
    }
    expect((await login(a.app, 'nobody977', 'wrong-guess', '192.0.2.90')).statusCode).toBe(401);
    expect((await login(b, 'nobody977', 'wrong-guess', '192.0.2.90')).statusCode).toBe(429);
  });
});
