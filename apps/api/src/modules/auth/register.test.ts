import { ACCOUNT_MESSAGES as M, authResponseSchema } from '@xc/api-contract';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { authEvents, players } from '../../schema';
import {
  createAccountsApp,
  FINGERPRINT,
  post,
  registerBody,
  uniquePlayer,
  withFingerprint,
} from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(() => t.close());

const registerWith = (body: unknown, headers: Record<string, string> = withFingerprint) =>
  post(t.app, '/api/auth/register', body, headers);

async function expectRefused(body: unknown, message: string, status = 400) {
  const res = await registerWith(body);
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { statusCode: status, code: expect.any(String), message },
  });
  return res;
}

describe('POST /api/auth/register', () => {
  it('creates the player and logs them in with the spec user shape', async () => {
    const body = registerBody({
      phone: '+84 96 123 4567',
      aff_id: 'aff-7',
      utm_source: 'fb',
      source: 'https://x.example',
    });
    const res = await registerWith(body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, user } = z.strictObject(authResponseSchema.shape).parse(res.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(z.strictObject(authResponseSchema.shape.user.shape).safeParse(user).success).toBe(true);
    expect(user).toMatchObject({ balance: 0, isVerifyPhone: false, isFirstDeposit: false });
    expect(user.rid).toMatch(/^[A-Z2-9]{8}$/);
    expect(user.tokenPlay).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.tokenPlay).not.toBe(token);

    const [row] = await t.database.db.select().from(players).where(eq(players.id, user.id));
    expect(row).toMatchObject({
      username: body.username,
      usernameKey: body.username.toLowerCase(),
      phone: '+84961234567',
      attribution: { aff_id: 'aff-7', utm_source: 'fb', source: 'https://x.example' },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(body.password);

    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.playerId, user.id));
    expect(events.map((event) => event.event)).toEqual(['register']);
    expect(events[0]).toMatchObject({ ip: '127.0.0.1', fingerprint: FINGERPRINT });
  });

  it.each([
    ['0961234567', '+84961234567'],
    ['+84961234567', '+84961234567'],
    ['84961234567', '+84961234567'],
    ['096.123.4567', '+84961234567'],
    ['0321234567', '+84321234567'],
    ['0891234567', '+84891234567'],
    ['0701234567', '+84701234567'],
    ['0881234567', '+84881234567'],
    ['0851234567', '+84851234567'],
  ])('accepts the phone %s and stores it as %s', async (phone, stored) => {
    const res = await registerWith(registerBody({ phone }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, res.json().user.id));
    expect(row?.phone).toBe(stored);
  });

  it.each([
    ['a landline', '0241234567'],
    ['Vietnamobile 092', '0921234567'],
    ['Gmobile 099', '0991234567'],
    ['Reddi 055', '0551234567'],
    ['a short number', '096123456'],
    ['a long number', '09612345678'],
    ['a foreign number', '+14155550123'],
    ['letters', '09612abc67'],
  ])('refuses %s', async (_label, phone) => {
    await expectRefused(registerBody({ phone }), M.phoneInvalid);
  });

  it.each([
    ['too short', 'abc12', M.usernameLength],
    ['too long', 'a'.repeat(30), M.usernameLength],
    ['with a space', 'nguyen van', M.usernameCharacters],
    ['with diacritics', 'nguyễnvăn', M.usernameCharacters],
    ['with a symbol', 'player_01', M.usernameCharacters],
    ['empty', '', M.usernameRequired],
  ])('refuses a username %s', async (_label, username, message) => {
    await expectRefused(registerBody({ username }), message);
  });

  it('accepts usernames of exactly 6 and 29 characters', async () => {
    expect((await registerWith(registerBody({ username: 'abc123' }))).statusCode).toBe(200);
    expect((await registerWith(registerBody({ username: 'b'.repeat(28) + '9' }))).statusCode).toBe(200);
  });

  it.each([
    ['too short', '12ab5', M.passwordLength],
    ['too long', 'x'.repeat(65), M.passwordLength],
    ['common', '123456789', M.passwordTooCommon],
    ['common, any case', 'PassWord1', M.passwordTooCommon],
    ['a Vietnamese favourite', 'anhyeuem', M.passwordTooCommon],
    ['missing', undefined, M.passwordRequired],
  ])('refuses a password %s', async (_label, password, message) => {
    await expectRefused(registerBody({ password }), message);
  });

  it('refuses a password equal to the username, whatever the case', async () => {
    const player = uniquePlayer();
    await expectRefused(
      registerBody({ ...player, password: player.username.toUpperCase() }),
      M.passwordSameAsUsername,
    );
  });

  it('accepts passwords of exactly 6 and 64 characters', async () => {
    expect((await registerWith(registerBody({ password: 'q9z!k2' }))).statusCode).toBe(200);
    expect((await registerWith(registerBody({ password: 'Z'.repeat(63) + '1' }))).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['the string "true"', 'true'],
  ])('refuses an age confirmation that is %s', async (_label, ageConfirmed) => {
    await expectRefused(registerBody({ ageConfirmed }), M.ageConfirmationRequired);
  });

  it('answers with the message of the first failing field', async () => {
    await expectRefused({ username: 'ab', password: '1', phone: 'x' }, M.usernameLength);
    await expectRefused({ username: 'player9988', password: '1', phone: 'x' }, M.passwordLength);
    await expectRefused({}, M.usernameRequired);
  });

  it('refuses a username already taken, in any case', async () => {
    const first = registerBody({ username: 'LuckyTiger88' });
    expect((await registerWith(first)).statusCode).toBe(200);
    for (const username of ['LuckyTiger88', 'luckytiger88', 'LUCKYTIGER88']) {
      const res = await expectRefused(registerBody({ username }), M.usernameTaken, 409);
      expect(res.json().code).toBe('USERNAME_TAKEN');
    }
  });

  it('lets two registrations of one name at the same moment create one player', async () => {
    const results = await Promise.all(
      ['RaceName01', 'racename01', 'RACENAME01'].map((username) => registerWith(registerBody({ username }))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.db.select().from(players).where(eq(players.usernameKey, 'racename01'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a phone another account has verified', async () => {
    const phone = '0977000111';
    const [verified] = await t.database.db.select({ id: players.id }).from(players).limit(1);
    await t.database.db
      .update(players)
      .set({ phone: '+84977000111', phoneVerifiedAt: new Date() })
      .where(eq(players.id, verified?.id ?? -1));
    const res = await expectRefused(registerBody({ phone }), M.phoneTaken, 409);
    expect(res.json().code).toBe('PHONE_TAKEN');
  });

  it.each([
    ['missing', {}],
    ['not hex', { 'x-device-fingerprint': 'not-a-fingerprint' }],
    ['too short', { 'x-device-fingerprint': 'abc123' }],
  ])(
    'refuses a request whose device fingerprint is %s, before looking at the body',
    async (_label, headers) => {
      const res = await registerWith({}, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'DEVICE_FINGERPRINT_REQUIRED',
        message: 'DEVICE_FINGERPRINT_REQUIRED',
      });
    },
  );

  it('is refused with 429 and a Vietnamese message once an IP registered too often', async () => {
    // A window of 2 s, to see it end (the limiter keeps real time, not the test clock).
    const limited = await createAccountsApp({ rateLimits: { registerPerIp: { max: 2, windowMs: 2_000 } } });
    try {
      const from = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registerBody(),
          headers: withFingerprint,
          remoteAddress,
        });
      expect((await from('198.51.100.7')).statusCode).toBe(200);
      expect((await from('198.51.100.7')).statusCode).toBe(200);
      const refused = await from('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('198.51.100.8')).statusCode).toBe(200);

      await new Promise((resolve) =>
        setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 300),
      );
      expect((await from('198.51.100.7')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
