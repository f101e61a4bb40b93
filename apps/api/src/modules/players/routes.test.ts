import { ACCOUNT_MESSAGES as M, profileSchema } from '@xc/api-contract';
import * as z from 'zod/mini';
import {
  bearer,
  challengeOf,
  createAccountsApp,
  get,
  inbox,
  latestCode,
  post,
  register,
  type TestClock,
} from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';

let t: TestApp & { clock: TestClock };
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(() => t.close());

const profile = (token: string) => get(t.app, '/api/user/profile', bearer(token));
const refresh = (token: string) => get(t.app, '/api/auth/refresh', bearer(token));

describe('GET /api/user/profile', () => {
  it("answers the player's own personal info, uncached", async () => {
    const player = await register(t.app, { phone: '0931234567', username: 'ProfileOne1' });
    const res = await profile(player.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = z.strictObject(profileSchema.shape).parse(res.json().data);
    expect(data).toEqual({
      id: player.user.id,
      rid: player.user.rid,
      username: 'ProfileOne1',
      phone: '+84931234567',
      isVerifyPhone: false,
      email: null,
      isVerifyEmail: false,
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('needs a live session', async () => {
    expect((await get(t.app, '/api/user/profile')).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('phone verification', () => {
  it('texts a code to the phone; the right code verifies it, and refresh then says isVerifyPhone', async () => {
    const player = await register(t.app, { phone: '+84 77 123 4567' });
    const sent = await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
    expect(sent.statusCode).toBe(200);
    expect(challengeOf(sent)).toMatchObject({
      channel: 'sms',
      destination: '077****567',
      resendAfterSeconds: 60,
    });

    expect((await inbox(t.app, '0771234567'))[0]).toMatch(/ {2}sms {2}\+84771234567 {2}/);

    const verified = await post(
      t.app,
      '/api/user/phone/verify',
      { challengeId: challengeOf(sent).challengeId, code: await latestCode(t.app, '+84771234567') },
      bearer(player.token),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ isVerifyPhone: true });
    const refreshed = await refresh(player.token);
    expect(refreshed.json().user.isVerifyPhone).toBe(true);

    const again = await post(t.app, '/api/user/phone/send-code', undefined, bearer(refreshed.json().token));
    expect(again.json()).toMatchObject({
      statusCode: 409,
      code: 'PHONE_ALREADY_VERIFIED',
      message: M.phoneAlreadyVerified,
    });
  });

  it('refuses to verify a number another account has verified first', async () => {
    const first = await register(t.app, { phone: '0901112223' });
    const second = await register(t.app, { phone: '0901112223' });
    const sentToSecond = challengeOf(
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(second.token)),
    );
    const secondCode = await latestCode(t.app, '0901112223');

    t.clock.advance(60_000);
    const sentToFirst = challengeOf(
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(first.token)),
    );
    const firstCode = await latestCode(t.app, '0901112223');
    const ok = await post(
      t.app,
      '/api/user/phone/verify',
      { challengeId: sentToFirst.challengeId, code: firstCode },
      bearer(first.token),
    );
    expect(ok.statusCode).toBe(200);

    const late = await post(
      t.app,
      '/api/user/phone/verify',
      { challengeId: sentToSecond.challengeId, code: secondCode },
      bearer(second.token),
    );
    expect(late.json()).toEqual({ statusCode: 409, code: 'PHONE_TAKEN', message: M.phoneTaken });
    expect(
      (await post(t.app, '/api/user/phone/send-code', undefined, bearer(second.token))).json().code,
    ).toBe('PHONE_TAKEN');
  });

  it('limits code sends per IP with 429', async () => {
    const limited = await createAccountsApp({
      rateLimits: { otpSendPerIp: { max: 1, windowMs: 3_600_000 } },
    });
    try {
      const player = await register(limited.app);
      const send = () => post(limited.app, '/api/user/phone/send-code', undefined, bearer(player.token));
      expect((await send()).statusCode).toBe(200);
      limited.clock.advance(60_000);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('email verification', () => {
  it('emails a code to a new address; it becomes the account email only once verified', async () => {
    const player = await register(t.app);
    const sent = await post(
      t.app,
      '/api/user/email/send-code',
      { email: '  Nguoi.Choi@Example.COM ' },
      bearer(player.token),
    );
    expect(sent.statusCode).toBe(200);
    expect(challengeOf(sent)).toMatchObject({ channel: 'email', destination: 'n********i@example.com' });
    expect((await profile(player.token)).json().data).toMatchObject({ email: null, isVerifyEmail: false });

    expect((await inbox(t.app, 'nguoi.choi@example.com'))[0]).toMatch(
      / {2}email {2}nguoi\.choi@example\.com \[Mã xác thực email\] {2}/,
    );

    const verified = await post(
      t.app,
      '/api/user/email/verify',
      { challengeId: challengeOf(sent).challengeId, code: await latestCode(t.app, 'nguoi.choi@example.com') },
      bearer(player.token),
    );
    expect(verified.json().data).toMatchObject({ email: 'nguoi.choi@example.com', isVerifyEmail: true });

    t.clock.advance(60_000);
    const same = await post(
      t.app,
      '/api/user/email/send-code',
      { email: 'nguoi.choi@example.com' },
      bearer(player.token),
    );
    expect(same.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_ALREADY_VERIFIED' });

    // Changing it: the old address stays until the new one is verified.
    const change = await post(
      t.app,
      '/api/user/email/send-code',
      { email: 'moi@example.com' },
      bearer(player.token),
    );
    expect(change.statusCode).toBe(200);
    expect((await profile(player.token)).json().data.email).toBe('nguoi.choi@example.com');
    await post(
      t.app,
      '/api/user/email/verify',
      { challengeId: challengeOf(change).challengeId, code: await latestCode(t.app, 'moi@example.com') },
      bearer(player.token),
    );
    expect((await profile(player.token)).json().data.email).toBe('moi@example.com');
  });

  it.each([
    ['missing', {}, M.emailRequired],
    ['not an address', { email: 'nguoichoi' }, M.emailInvalid],
    ['with a space', { email: 'nguoi choi@example.com' }, M.emailInvalid],
  ])('refuses an email %s', async (_label, body, message) => {
    const player = await register(t.app);
    const res = await post(t.app, '/api/user/email/send-code', body, bearer(player.token));
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });
});
