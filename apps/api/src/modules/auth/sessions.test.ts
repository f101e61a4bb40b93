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
import { Argon2PasswordHasher } from './passwords';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp & { clock: TestClock };
/** The real hasher, noting each hash it verifies against. */
class RecordingHasher extends Argon2PasswordHasher {
  readonly verified: string[] = [];
  override verify(stored: string, password: string): Promise<boolean> {
    this.verified.push(stored);
    return super.verify(stored, password);
  }
}
const hasher = new RecordingHasher();
/** An argon2 hash's algorithm, version and cost parameters. */
const parameters = (stored = '') => stored.split('$').slice(1, 4).join('$');

beforeAll(async () => {
  t = await createAccountsApp({ services: { hasher } });
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

  it('does the same work for an unknown username as for a wrong password (an argon2id verify of a current hash)', async () => {
    const player = await register(t.app);
    hasher.verified.length = 0;
    expect((await login(t.app, 'unknown1xyz', 'wrong-password-1')).statusCode).toBe(401);
    expect((await login(t.app, player.body.username, 'wrong-password-1')).statusCode).toBe(401);
    // One verify each, against hashes of the same parameters: the answer time tells nothing.
    expect(hasher.verified).toHaveLength(2);
    const [dummy, real] = hasher.verified;
    expect(dummy?.slice(0, dummy.lastIndexOf('$'))).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parameters(dummy)).toBe(parameters(real));
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
  it('rotates the token and the play token; the old token works 30 s more, then is refused', async () => {
    const player = await register(t.app);
    const res = await refresh(player.token);
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.token).not.toBe(player.token);
    expect(body.user.tokenPlay).not.toBe(player.user.tokenPlay);
    expect(body.user).toMatchObject({ id: player.user.id, rid: player.user.rid });

    // A request sent with the old token while the refresh was on its way still gets through.
    expect((await profile(player.token)).statusCode).toBe(200);
    t.clock.advance(30_000);
    const old = await refresh(player.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('UNAUTHENTICATED');
    expect((await profile(player.token)).statusCode).toBe(401);
    expect((await refresh(body.token)).statusCode).toBe(200);
  });

  it('keeps the player logged in when a refresh answer is lost (a reload mid-refresh)', async () => {
    const player = await register(t.app);
    // The server rotates, but the page reloads before it stores the new token.
    expect((await refresh(player.token)).statusCode).toBe(200);
    t.clock.advance(1_000);
    // The reloaded page refreshes with the token it kept: a new pair, the player still logged in.
    const again = await refresh(player.token);
    expect(again.statusCode).toBe(200);
    const token = authResponseSchema.parse(again.json()).token;
    expect((await profile(token)).statusCode).toBe(200);
    // The token before it is not honoured twice: a second use after its rotation was spent is refused.
    t.clock.advance(31_000);
    expect((await refresh(player.token)).statusCode).toBe(401);
    // A logout ends it at once, grace or not.
    const next = authResponseSchema.parse((await refresh(token)).json()).token;
    expect((await post(t.app, '/api/auth/logout', undefined, bearer(next))).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
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

// The login limits: login-limits.test.ts (on memory, and on Redis with TEST_REDIS_URL).
