import {
  APP_INSTALL_BONUS,
  REWARD_ERROR_CODES as CODES,
  REWARD_MESSAGES as M,
  REWARD_PATHS as P,
} from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bearer, get, post, register, uniquePlayer } from '../../testing/accounts';
import { createRewardsApp, registerVerifiedOn, type RewardsTestApp } from '../../testing/rewards';
import { players } from '../players/schema';
import { rewardAppInstallClaims } from './schema';

const XC05 = TENANTS.xc05.domain;
const XC06 = TENANTS.xc06.domain;
const XC07 = TENANTS.xc07.domain;

let t: RewardsTestApp;
beforeAll(async () => {
  t = await createRewardsApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

type Caller = { token: string; user: { id: number }; headers?: Record<string, string> };
const headersOf = (player: Caller) => ({ ...bearer(player.token), ...player.headers });
const status = async (player: Caller) => {
  const res = await get(t.app, P.appInstall, headersOf(player));
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data as { amount: number; claimed: boolean; phoneVerified: boolean };
};
const claim = (player: Caller, body: unknown = { standalone: true, requestId: randomUUID() }) =>
  post(t.app, P.appInstallClaim, body, headersOf(player));
const balanceOf = (player: Caller) => t.appServices.wallet.balance(player.user.id);

describe('the app download bonus', () => {
  it('needs a verified phone', async () => {
    const player = await register(t.app);
    expect(await status(player)).toEqual({ amount: 5_000, claimed: false, phoneVerified: false });
    const res = await claim(player);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: CODES.phoneRequired, message: M.phoneRequired });
    expect(await balanceOf(player)).toBe(0);
  });

  it('pays 5,000 VND once, through the ledger; a replay answers the same, a second claim is refused', async () => {
    const player = await registerVerifiedOn(t, XC05);
    expect(await status(player)).toEqual({ amount: APP_INSTALL_BONUS, claimed: false, phoneVerified: true });
    const bonusBefore = await t.appServices.ledger.balanceOf('bonus:xc05');
    const requestId = randomUUID();
    const first = await claim(player, { standalone: true, requestId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { amount: 5_000, balance: 5_000 } });
    expect(await t.appServices.ledger.balanceOf('bonus:xc05')).toBe(bonusBefore - 5_000);
    expect(await status(player)).toEqual({ amount: 5_000, claimed: true, phoneVerified: true });

    const replay = await claim(player, { standalone: true, requestId });
    expect(replay.json()).toEqual(first.json());
    const again = await claim(player);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: CODES.alreadyClaimed,
      message: M.appAlreadyClaimed,
    });
    expect(await balanceOf(player)).toBe(5_000);
  });

  it("is once per person: the same phone's account on another brand sees it taken and cannot take it", async () => {
    const first = await registerVerifiedOn(t, XC05);
    expect((await claim(first)).statusCode).toBe(200);
    const second = await registerVerifiedOn(t, XC06, { phone: first.body.phone });
    expect(await status(second)).toEqual({ amount: 5_000, claimed: true, phoneVerified: true });
    const res = await claim(second);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: CODES.alreadyClaimed });
    expect(await balanceOf(second)).toBe(0);
  });

  it('pays one of two brands of one person claiming at the same time', async () => {
    const phone = uniquePlayer().phone;
    const onXc06 = await registerVerifiedOn(t, XC06, { phone });
    const onXc07 = await registerVerifiedOn(t, XC07, { phone });
    const answers = await Promise.all([claim(onXc06), claim(onXc07), claim(onXc06), claim(onXc07)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await balanceOf(onXc06)) + (await balanceOf(onXc07))).toBe(5_000);
    const rows = await t.database.db.select().from(rewardAppInstallClaims);
    expect(
      rows.filter((row) => row.playerId === onXc06.user.id || row.playerId === onXc07.user.id),
    ).toHaveLength(1);
  });

  it('pays once when one player sends the same claim many times at once', async () => {
    const player = await registerVerifiedOn(t, XC05);
    const requestId = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => claim(player, { standalone: true, requestId })),
    );
    expect(same.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(player)).toBe(5_000);
  });

  it('is refused outside the installed app, with its own code', async () => {
    const player = await registerVerifiedOn(t, XC05);
    for (const body of [
      { standalone: false, requestId: randomUUID() },
      { requestId: randomUUID() },
      { standalone: 'true', requestId: randomUUID() },
      { standalone: 1, requestId: randomUUID() },
    ]) {
      const res = await claim(player, body);
      expect([body, res.statusCode, res.json()]).toEqual([
        body,
        400,
        { statusCode: 400, code: CODES.notStandalone, message: M.notStandalone },
      ]);
    }
    expect(await status(player)).toMatchObject({ claimed: false });
    // Control characters get the generic answer every route gives them.
    const control = await claim(player, { standalone: 'tr\u0000ue', requestId: randomUUID() });
    expect(control.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dữ liệu chứa ký tự không được phép',
    });
  });

  it.each([
    ['no request id', { standalone: true }],
    ['an empty request id', { standalone: true, requestId: '' }],
    ['a huge request id', { standalone: true, requestId: 'x'.repeat(10_000) }],
    ['control characters', { standalone: true, requestId: 'abcdefgh\u001bij' }],
    ['no body', undefined],
  ])('refuses %s', async (_name, body) => {
    const player = await registerVerifiedOn(t, XC05);
    const res = await post(t.app, P.appInstallClaim, body, headersOf(player));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(await balanceOf(player)).toBe(0);
  });

  it('refuses a locked player', async () => {
    const player = await registerVerifiedOn(t, XC05);
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, player.user.id));
    const res = await claim(player);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: CODES.notEligible, message: M.notEligible });
    expect(await balanceOf(player)).toBe(0);
  });

  it('needs a session of the brand', async () => {
    const player = await registerVerifiedOn(t, XC05);
    expect(
      (await post(t.app, P.appInstallClaim, { standalone: true, requestId: randomUUID() })).statusCode,
    ).toBe(401);
    expect((await get(t.app, P.appInstall)).statusCode).toBe(401);
    const elsewhere = await post(
      t.app,
      P.appInstallClaim,
      { standalone: true, requestId: randomUUID() },
      { ...bearer(player.token), host: XC06 },
    );
    expect(elsewhere.statusCode).toBe(401);
  });
});
