import { ACCOUNT_MESSAGES as M, otpAttemptsLeftMessage, otpChallengeSchema, otpResendMessage } from '@xc/api-contract';
import { eq } from 'drizzle-orm';
import { authEvents, otpChallenges } from '../../schema';
import {
  bearer,
  challengeOf,
  createAccountsApp,
  get,
  inbox,
  latestCode,
  login,
  post,
  register,
  registerVerified,
  type TestClock,
} from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { Argon2PasswordHasher } from './passwords';

const MINUTE = 60_000;

let t: TestApp & { clock: TestClock };
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(() => t.close());

const refresh = (token: string) => get(t.app, '/api/auth/refresh', bearer(token));
const forgot = (username: string) => post(t.app, '/api/auth/forgot-password', { username });
const verifyReset = (challengeId: string, code: string) =>
  post(t.app, '/api/auth/forgot-password/verify', { challengeId, code });
const reset = (resetTicket: string, password: string) =>
  post(t.app, '/api/auth/forgot-password/reset', { resetTicket, password });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password', () => {
  it('search → code to the verified phone → ticket → new password; every session ends', async () => {
    const player = await registerVerified(t.app);
    const sent = await forgot(player.body.username.toUpperCase());
    expect(sent.statusCode).toBe(200);
    const challenge = otpChallengeSchema.parse(challengeOf(sent));
    expect(challenge).toMatchObject({
      channel: 'sms',
      destination: M.resetCodeDestination,
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });

    const code = await latestCode(t.app, player.body.phone);
    const ticket = await verifyReset(challenge.challengeId, code);
    expect(ticket.statusCode).toBe(200);
    const { resetTicket, expiresInSeconds } = ticket.json().data;
    expect(expiresInSeconds).toBe(600);

    const done = await reset(resetTicket, 'MatKhauMoi2026');
    expect(done.json()).toEqual({ ok: true });
    expect((await refresh(player.token)).json().code).toBe('SESSION_EXPIRED');
    expect((await login(t.app, player.body.username, player.body.password)).statusCode).toBe(401);
    expect((await login(t.app, player.body.username, 'MatKhauMoi2026')).statusCode).toBe(200);

    const again = await reset(resetTicket, 'MotMatKhauKhac9');
    expect(again.json()).toMatchObject({
      statusCode: 400,
      code: 'RESET_TICKET_INVALID',
      message: M.resetTicketInvalid,
    });
    const audit = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.playerId, player.user.id));
    expect(audit.map((row) => row.event)).toEqual(
      expect.arrayContaining(['otp_sent', 'otp_verified', 'password_reset']),
    );
  });

  it('stores the code only as a hash', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const code = await latestCode(t.app, player.body.phone);
    const [row] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, challenge.challengeId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers an unknown name, an unverified phone and a real account alike, and texts only the real one', async () => {
    const real = await registerVerified(t.app);
    const unverified = await register(t.app);
    const answers = await Promise.all(
      ['nobody12345', unverified.body.username, real.body.username].map(async (username) => {
        const res = await forgot(username);
        expect(res.statusCode).toBe(200);
        const { challengeId, ...rest } = otpChallengeSchema.parse(challengeOf(res));
        expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
        return { challengeId, rest, keys: Object.keys(res.json().data).join(',') };
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify([answer.rest, answer.keys]))).size).toBe(1);
    expect(await inbox(t.app, unverified.body.phone)).toEqual([]);
    expect((await inbox(t.app, real.body.phone))[0]).toMatch(/Ma dat lai mat khau|\d{6}/);

    // The code step tells nothing either: a wrong code fails the same way on each, to the same end.
    for (const { challengeId } of answers) {
      for (let left = 4; left >= 1; left -= 1) {
        expect((await verifyReset(challengeId, '000000')).json()).toEqual({
          statusCode: 400,
          code: 'OTP_INVALID',
          message: otpAttemptsLeftMessage(left),
        });
      }
      expect((await verifyReset(challengeId, '000000')).json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    }
  });

  it('refuses a common new password and keeps the ticket usable', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const { resetTicket } = (
      await verifyReset(challenge.challengeId, await latestCode(t.app, player.body.phone))
    ).json().data;
    expect((await reset(resetTicket, 'iloveyou')).json()).toMatchObject({
      statusCode: 400,
      message: M.passwordTooCommon,
    });
    expect((await reset(resetTicket, player.body.username)).json()).toMatchObject({
      statusCode: 400,
      message: M.passwordSameAsUsername,
    });
    expect((await reset(resetTicket, 'ConDuocMa123')).statusCode).toBe(200);
  });

  it('refuses a ticket after 10 minutes', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const { resetTicket } = (
      await verifyReset(challenge.challengeId, await latestCode(t.app, player.body.phone))
    ).json().data;
    t.clock.advance(10 * MINUTE);
    expect((await reset(resetTicket, 'QuaMuonRoi123')).json().code).toBe('RESET_TICKET_INVALID');
  });
});

describe('one-time codes', () => {
  it('refuses a wrong code, saying how many tries are left, then accepts the right one', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const code = await latestCode(t.app, player.body.phone);
    const wrong = await verifyReset(challenge.challengeId, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      code: 'OTP_INVALID',
      message: 'Mã xác thực không đúng, bạn còn 4 lần thử',
    });
    expect((await verifyReset(challenge.challengeId, code)).statusCode).toBe(200);
  });

  it('refuses a code already used', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const code = await latestCode(t.app, player.body.phone);
    expect((await verifyReset(challenge.challengeId, code)).statusCode).toBe(200);
    expect((await verifyReset(challenge.challengeId, code)).json()).toEqual({
      statusCode: 400,
      code: 'OTP_USED',
      message: M.otpUsed,
    });
  });

  it('refuses a code after 5 minutes', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const code = await latestCode(t.app, player.body.phone);
    t.clock.advance(5 * MINUTE);
    expect((await verifyReset(challenge.challengeId, code)).json()).toEqual({
      statusCode: 400,
      code: 'OTP_EXPIRED',
      message: M.otpExpired,
    });
  });

  it('locks the challenge after 5 wrong codes, even for the right one', async () => {
    const player = await registerVerified(t.app);
    const challenge = challengeOf(await forgot(player.body.username));
    const code = await latestCode(t.app, player.body.phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1)
      messages.push((await verifyReset(challenge.challengeId, otherCode(code))).json().message);
    expect(messages.slice(0, 4)).toEqual(
      [4, 3, 2, 1].map((left) => `Mã xác thực không đúng, bạn còn ${left} lần thử`),
    );
    expect(messages[4]).toBe(M.otpTooManyAttempts);
    expect((await verifyReset(challenge.challengeId, code)).json()).toEqual({
      statusCode: 400,
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message: M.otpTooManyAttempts,
    });
  });

  it('sends no second code within 60 s (answering as for anyone); a later one replaces the first', async () => {
    const player = await registerVerified(t.app);
    const first = challengeOf(await forgot(player.body.username));
    const firstCode = await latestCode(t.app, player.body.phone);
    const sentBefore = (await inbox(t.app, player.body.phone)).length;
    t.clock.advance(20_000);
    const early = await forgot(player.body.username);
    expect(early.statusCode).toBe(200);
    expect(await inbox(t.app, player.body.phone)).toHaveLength(sentBefore);
    expect((await verifyReset(challengeOf(early).challengeId, firstCode)).json()).toMatchObject({
      code: 'OTP_INVALID',
      message: otpAttemptsLeftMessage(4),
    });

    t.clock.advance(40_000);
    const second = challengeOf(await forgot(player.body.username));
    // The new code goes out after the answer; once it has, the first is superseded.
    await t.app.settled();
    expect(second.challengeId).not.toBe(first.challengeId);
    expect((await verifyReset(first.challengeId, firstCode)).json().code).toBe('OTP_EXPIRED');
    expect(
      (await verifyReset(second.challengeId, await latestCode(t.app, player.body.phone))).statusCode,
    ).toBe(200);
  });

  it('answers a code send too soon on the phone check with 429 and the seconds to wait', async () => {
    const player = await register(t.app);
    const send = () => post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
    expect((await send()).statusCode).toBe(200);
    t.clock.advance(20_000);
    const early = await send();
    expect(early.json()).toEqual({
      statusCode: 429,
      code: 'OTP_RESEND_TOO_SOON',
      message: otpResendMessage(40),
    });
    expect(early.headers['retry-after']).toBe('40');
  });

  it('does not accept a code of one purpose for another, nor another player’s challenge', async () => {
    const player = await registerVerified(t.app);
    const reset = challengeOf(await forgot(player.body.username));
    const code = await latestCode(t.app, player.body.phone);
    // The same challenge offered as a bank-account code by its own player.
    const asBank = await post(
      t.app,
      '/api/user/banks',
      {
        bankCode: 'VCB',
        accountNumber: '0123456789',
        holderName: 'NGUYEN VAN A',
        challengeId: reset.challengeId,
        code,
      },
      bearer(player.token),
    );
    expect(asBank.json()).toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });

    const other = await register(t.app);
    const phoneCode = challengeOf(
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(other.token)),
    );
    const third = await register(t.app);
    const stolenByUnverified = await post(
      t.app,
      '/api/user/phone/verify',
      { challengeId: phoneCode.challengeId, code: await latestCode(t.app, other.body.phone) },
      bearer(third.token),
    );
    expect(stolenByUnverified.json()).toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });
  });

  it.each([
    ['not 6 digits', { challengeId: '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b', code: '12345' }, M.codeFormat],
    ['missing', { challengeId: '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b' }, M.codeRequired],
    ['without challenge', { code: '123456' }, M.challengeRequired],
  ])('refuses a code %s', async (_label, body, message) => {
    const res = await post(t.app, '/api/auth/forgot-password/verify', body);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });

  it('limits code sends per phone and code guesses per IP, with 429', async () => {
    const limited = await createAccountsApp({
      rateLimits: {
        otpSendPerTarget: { max: 2, windowMs: 60 * MINUTE },
        otpVerifyPerIp: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    try {
      const player = await registerVerified(limited.app);
      const send = () => post(limited.app, '/api/auth/forgot-password', { username: player.body.username });
      // registerVerified already sent one code to this phone.
      expect((await send()).statusCode).toBe(200);
      expect(await inbox(limited.app, player.body.phone)).toHaveLength(2);
      limited.clock.advance(MINUTE);
      // Over the phone's limit nothing more is sent; the answer is the one anyone gets.
      expect((await send()).statusCode).toBe(200);
      expect(await inbox(limited.app, player.body.phone)).toHaveLength(2);

      const guess = () =>
        post(limited.app, '/api/auth/forgot-password/verify', {
          challengeId: '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b',
          code: '000000',
        });
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/user/password', () => {
  const change = (token: string, body: unknown) => post(t.app, '/api/user/password', body, bearer(token));

  it('changes the password with the current one; the current session stays', async () => {
    const player = await register(t.app);
    const res = await change(player.token, {
      currentPassword: player.body.password,
      newPassword: 'DoiMatKhau2026',
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(player.token)).statusCode).toBe(200);
    expect((await login(t.app, player.body.username, player.body.password)).statusCode).toBe(401);
    expect((await login(t.app, player.body.username, 'DoiMatKhau2026')).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.event, 'password_changed'));
    expect(event).toMatchObject({ playerId: player.user.id, detail: { revokedSessions: 0 } });
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'not-it-at-all', newPassword: 'DoiMatKhau2026' },
      'WRONG_PASSWORD',
      M.wrongCurrentPassword,
    ],
    [
      'the same password',
      { currentPassword: 'Kh0ngDoanDuoc!', newPassword: 'Kh0ngDoanDuoc!' },
      'SAME_PASSWORD',
      M.samePassword,
    ],
    [
      'a common new password',
      { currentPassword: 'Kh0ngDoanDuoc!', newPassword: 'qwerty123' },
      'VALIDATION_ERROR',
      M.passwordTooCommon,
    ],
    [
      'a short new password',
      { currentPassword: 'Kh0ngDoanDuoc!', newPassword: 'abc' },
      'VALIDATION_ERROR',
      M.passwordLength,
    ],
    ['no current password', { newPassword: 'DoiMatKhau2026' }, 'VALIDATION_ERROR', M.currentPasswordRequired],
  ])('refuses %s with 400', async (_label, body, code, message) => {
    const player = await register(t.app);
    const res = await change(player.token, body);
    expect(res.json()).toEqual({ statusCode: 400, code, message });
    expect((await login(t.app, player.body.username, player.body.password)).statusCode).toBe(200);
  });

  it('is limited per player: guessing the current password stops with 429', async () => {
    const limited = await createAccountsApp({
      rateLimits: { passwordChangePerPlayer: { max: 2, windowMs: 60 * MINUTE } },
    });
    try {
      const player = await register(limited.app);
      const attempt = (currentPassword: string) =>
        post(
          limited.app,
          '/api/user/password',
          { currentPassword, newPassword: 'DoiMatKhau2026' },
          bearer(player.token),
        );
      expect((await attempt('guess-one')).statusCode).toBe(400);
      expect((await attempt('guess-two')).statusCode).toBe(400);
      expect((await attempt(player.body.password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('needs a session', async () => {
    const res = await post(t.app, '/api/user/password', { currentPassword: 'a', newPassword: 'b' });
    expect(res.statusCode).toBe(401);
  });
});

describe('Argon2PasswordHasher', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hasher = new Argon2PasswordHasher(2);
    const hash = await hasher.hash('mật khẩu có dấu');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'mật khẩu có dấu')).toBe(true);
    expect(await hasher.verify(hash, 'mat khau co dau')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true);
  });

  it('never runs more hashes at once than its limit', async () => {
    const hasher = new Argon2PasswordHasher(2);
    const semaphore = (hasher as unknown as { semaphore: { pending: number } }).semaphore;
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => hasher.hash(`password-${n}`)));
    await Promise.resolve();
    expect(semaphore.pending).toBe(3);
    await all;
    expect(semaphore.pending).toBe(0);
  });
});
