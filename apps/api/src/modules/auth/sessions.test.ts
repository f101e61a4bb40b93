import { ACCOUNT_MESSAGES as M, authResponseSchema } from '@xc/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import { authEvents, playerSessions } from '../../schema';
import { hashToken } from '../../infra/tokens';
import {
  bearer,
  createAccountsApp,
  get,
  login,
  post,
  register,
  withFingerprint,
} from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import type { TestClock } from '../../testing/accounts';
import { operatorContext } from '../../infra/request-context';
import { createServices } from '../../services';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp & { clock: TestClock };
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(() => t.close());

const refresh = (token: string) => get(t.app, '/api/auth/refresh', bearer(token));
const profile = (token: string) => get(t.app, '/api/user/profile', bearer(token));
const events = async (playerId: number) =>
  (await t.database.db.select().from(authEvents).where(eq(authEvents.playerId, playerId))).map((row) => ({
    event: row.event,
    detail: row.detail,
  }));

describe('POST /api/auth/login', () => {
  it('logs in with the right password, whatever the case of the username', async () => {
    const player = await register(t.app, { username: 'MixedCase77' });
    const res = await login(t.app, 'mixedCASE77', player.body.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = authResponseSchema.parse(res.json());
    expect(body.user).toEqual({ ...player.user, tokenPlay: body.user.tokenPlay });
    expect(body.token).not.toBe(player.token);
  });

  it('answers a wrong password and an unknown username alike, and audits both', async () => {
    const player = await register(t.app);
    const wrong = await login(t.app, player.body.username, 'not-the-password');
    const unknown = await login(t.app, 'nobody4242', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: M.invalidCredentials,
      });
    }
    expect(await events(player.user.id)).toContainEqual({
      event: 'login_failed',
      detail: { reason: 'wrong_password' },
    });
    const anonymous = await t.database.db.select().from(authEvents).where(isNull(authEvents.playerId));
    expect(anonymous.map((row) => [row.event, row.detail])).toContainEqual([
      'login_failed',
      { reason: 'unknown_user' },
    ]);
    // The attempted password is nowhere in the audit trail.
    const all = JSON.stringify(await t.database.db.select().from(authEvents));
    expect(all).not.toContain('not-the-password');
  });

  it('spends as long on an unknown username as on a wrong password (dummy hash)', async () => {
    const player = await register(t.app);
    const time = async (username: string) => {
      const started = process.hrtime.bigint();
      await login(t.app, username, 'wrong-password-1');
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('warmupname1');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      unknown.push(await time(`unknown${i}xyz`));
      known.push(await time(player.body.username));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
    // Without the dummy verify an unknown name answers in ~1 ms against ~20+ ms for argon2.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses a missing device fingerprint with the message the client matches', async () => {
    const res = await post(t.app, '/api/auth/login', { username: 'whoever1', password: 'whatever1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'DEVICE_FINGERPRINT_REQUIRED',
      message: 'DEVICE_FINGERPRINT_REQUIRED',
    });
  });

  it('refuses an empty username or password with the field message', async () => {
    const noName = await post(t.app, '/api/auth/login', { username: ' ', password: 'x' }, withFingerprint);
    expect(noName.json()).toMatchObject({ statusCode: 400, message: M.usernameRequired });
    const noPassword = await post(t.app, '/api/auth/login', { username: 'someone1' }, withFingerprint);
    expect(noPassword.json()).toMatchObject({ statusCode: 400, message: M.passwordRequired });
  });
});

describe('one active session per player', () => {
  it('revokes the first session when the player logs in again: its refresh gets 401 SESSION_REVOKED', async () => {
    const player = await register(t.app);
    const second = await login(t.app, player.body.username, player.body.password);
    expect(second.statusCode).toBe(200);

    const first = await refresh(player.token);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ statusCode: 401, code: 'SESSION_REVOKED', message: M.sessionRevoked });
    expect((await profile(player.token)).statusCode).toBe(401);
    expect((await refresh(second.json().token)).statusCode).toBe(200);
    expect(await events(player.user.id)).toContainEqual({
      event: 'session_revoked',
      detail: { reason: 'replaced', count: 1 },
    });
  });

  it('keeps one active session when two logins race', async () => {
    const player = await register(t.app);
    const results = await Promise.all(
      [1, 2, 3].map(() => login(t.app, player.body.username, player.body.password)),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const active = await t.database.db
      .select()
      .from(playerSessions)
      .where(and(eq(playerSessions.playerId, player.user.id), isNull(playerSessions.revokedAt)));
    expect(active).toHaveLength(1);
    const live = await Promise.all(results.map((res) => refresh(res.json().token)));
    expect(live.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('stores only hashes of the session and play tokens', async () => {
    const player = await register(t.app);
    const [row] = await t.database.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.playerId, player.user.id));
    expect(row?.tokenHash).toBe(hashToken(player.token));
    expect(row?.playTokenHash).toBe(hashToken(player.user.tokenPlay));
    expect(JSON.stringify(row)).not.toContain(player.token);
    expect(JSON.stringify(row)).not.toContain(player.user.tokenPlay);
  });
});

describe('GET /api/auth/refresh', () => {
  it('rotates the token and the play token; the old token is then refused', async () => {
    const player = await register(t.app);
    const res = await refresh(player.token);
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.token).not.toBe(player.token);
    expect(body.user.tokenPlay).not.toBe(player.user.tokenPlay);
    expect(body.user).toMatchObject({ id: player.user.id, rid: player.user.rid });

    const old = await refresh(player.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('UNAUTHENTICATED');
    expect((await refresh(body.token)).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
    ['a bare token', { authorization: 'x'.repeat(43) }],
  ])('answers 401 UNAUTHENTICATED for %s', async (_label, headers) => {
    const res = await get(t.app, '/api/auth/refresh', headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: M.unauthenticated });
  });

  it('ends a session idle for 2 hours; activity before that keeps it alive', async () => {
    const player = await register(t.app);
    t.clock.advance(HOUR + 59 * MINUTE);
    const kept = await refresh(player.token);
    expect(kept.statusCode).toBe(200);

    t.clock.advance(HOUR + 30 * MINUTE);
    const token = kept.json().token as string;
    // An authenticated call counts as use too: 2 h 30 after the refresh, 1 h after the call.
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    const stillAlive = await refresh(token);
    expect(stillAlive.statusCode).toBe(200);

    t.clock.advance(2 * HOUR);
    const idle = await refresh(stillAlive.json().token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ statusCode: 401, code: 'SESSION_EXPIRED', message: M.sessionExpired });
    const [row] = await t.database.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.playerId, player.user.id));
    expect(row?.revokedReason).toBe('expired');
  });

  it('ends a session 30 days after login however active it is', async () => {
    const player = await register(t.app);
    let token = player.token;
    const step = 110 * MINUTE;
    let elapsed = 0;
    for (; elapsed + step < 30 * DAY; elapsed += step) {
      t.clock.advance(step);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json().token;
    }
    t.clock.advance(30 * DAY - elapsed);
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server: the next refresh gets 401', async () => {
    const player = await register(t.app);
    const res = await post(t.app, '/api/auth/logout', undefined, bearer(player.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await refresh(player.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    expect(await events(player.user.id)).toContainEqual({ event: 'logout', detail: {} });
  });

  it('is not an error without a session or twice', async () => {
    const player = await register(t.app);
    expect((await post(t.app, '/api/auth/logout')).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/logout', undefined, bearer(player.token))).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/logout', undefined, bearer(player.token))).statusCode).toBe(200);
  });

  it('is not a GET', async () => {
    const player = await register(t.app);
    expect((await get(t.app, '/api/auth/logout', bearer(player.token))).statusCode).toBe(404);
    expect((await refresh(player.token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/auto-login', () => {
  const mint = async (username: string) => {
    const services = createServices(t.database, { clock: t.clock.now });
    return (await services.auth.mintLoginToken(username, operatorContext('xc05'))).token;
  };
  const autoLogin = (token: unknown, headers: Record<string, string> = withFingerprint) =>
    post(t.app, '/api/auth/auto-login', { token }, headers);

  it('logs in once with a token the operator minted, revoking the previous session', async () => {
    const player = await register(t.app);
    const token = await mint(player.body.username);
    const res = await autoLogin(token);
    expect(res.statusCode).toBe(200);
    expect(authResponseSchema.parse(res.json()).user.id).toBe(player.user.id);
    expect((await refresh(player.token)).json().code).toBe('SESSION_REVOKED');

    const reused = await autoLogin(token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ statusCode: 401, code: 'AUTO_LOGIN_FAILED', message: M.autoLoginFailed });
    expect(await events(player.user.id)).toEqual(
      expect.arrayContaining([
        { event: 'login_token_minted', detail: {} },
        { event: 'auto_login', detail: {} },
        { event: 'auto_login_failed', detail: { reason: 'used' } },
      ]),
    );
  });

  it('refuses a token older than 5 minutes', async () => {
    const player = await register(t.app);
    const token = await mint(player.body.username);
    t.clock.advance(5 * MINUTE);
    const res = await autoLogin(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTO_LOGIN_FAILED');
    expect(await events(player.user.id)).toContainEqual({
      event: 'auto_login_failed',
      detail: { reason: 'expired' },
    });
  });

  it('accepts a token just before it expires', async () => {
    const player = await register(t.app);
    const token = await mint(player.body.username);
    t.clock.advance(5 * MINUTE - 1000);
    expect((await autoLogin(token)).statusCode).toBe(200);
  });

  it('refuses an unknown token, an empty one, and a request without fingerprint', async () => {
    expect((await autoLogin('y'.repeat(43))).json().code).toBe('AUTO_LOGIN_FAILED');
    const empty = await autoLogin('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.autoLoginFailed);
    const player = await register(t.app);
    const noFingerprint = await autoLogin(await mint(player.body.username), {});
    expect(noFingerprint.json()).toMatchObject({ statusCode: 400, message: 'DEVICE_FINGERPRINT_REQUIRED' });
  });
});

describe('rate limits on login', () => {
  let limited: TestApp & { clock: TestClock };
  beforeAll(async () => {
    limited = await createAccountsApp({
      rateLimits: {
        loginPerUsername: { max: 3, windowMs: 15 * MINUTE },
        loginPerIp: { max: 5, windowMs: 15 * MINUTE },
      },
    });
  });
  afterAll(() => limited.close());

  it('per username: the 4th attempt on one name is refused with 429, even with the right password', async () => {
    const player = await register(limited.app);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await login(limited.app, player.body.username, 'wrong-guess', `203.0.113.${i + 1}`)).statusCode,
      ).toBe(401);
    }
    const refused = await login(
      limited.app,
      player.body.username.toUpperCase(),
      player.body.password,
      '203.0.113.50',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
    });
    limited.clock.advance(15 * MINUTE);
    expect(
      (await login(limited.app, player.body.username, player.body.password, '203.0.113.50')).statusCode,
    ).toBe(200);
  });

  it('per IP: the 6th attempt from one address is refused, whatever the name', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(limited.app, `someone${i}00`, 'wrong-guess', '192.0.2.77')).statusCode).toBe(401);
    }
    expect((await login(limited.app, 'someone900', 'wrong-guess', '192.0.2.77')).statusCode).toBe(429);
    expect((await login(limited.app, 'someone900', 'wrong-guess', '192.0.2.78')).statusCode).toBe(401);
  });
});
