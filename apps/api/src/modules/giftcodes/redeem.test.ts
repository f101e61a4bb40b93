import {
  CASHIER_MESSAGES,
  GIFT_CODE_MESSAGES as M,
  GIFT_CODE_PATHS,
  PROVIDER_WALLET_PATHS as W,
  type GiftRedemption,
} from '@xc/api-contract';
import { tenantFacts } from '@xc/brand/tenants';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bearer, get, register, withFingerprint } from '../../testing/accounts';
import { launchToken, playRound, signedPost } from '../../testing/games';
import {
  createGiftCodesApp,
  giftPlayer,
  makeCode,
  redeem,
  redemptionOf,
  type GiftCodesTestApp,
} from '../../testing/giftcodes';
import { players } from '../players/schema';
import { bonusAccount, playerAccount } from '../wallet/accounts';

let t: GiftCodesTestApp;
beforeAll(async () => {
  t = await createGiftCodesApp();
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

const HOUR = 60 * 60_000;
const INVALID = { statusCode: 400, code: 'GIFT_CODE_INVALID', message: M.invalid };
const validation = (message: string) => ({ statusCode: 400, code: 'VALIDATION_ERROR', message });
const balanceOf = (playerId: number) => t.services.wallet.balance(playerId);
const historyOf = async (token: string, query = '') => {
  const res = await get(t.app, `${GIFT_CODE_PATHS.history}${query}`, bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json<{ data: GiftRedemption[]; meta: { pagination: Record<string, number> } }>();
};

describe('what the code field accepts (the contract schema, before anything else)', () => {
  it('answers each bad input with its exact Vietnamese message', async () => {
    const player = await giftPlayer(t);
    const cases: Array<[unknown, string]> = [
      [undefined, M.required],
      ['', M.required],
      ['   ', M.required],
      [null, M.required],
      [12345, M.required],
      ['A'.repeat(21), M.tooLong],
      [` ${'B'.repeat(21)} `, M.tooLong],
      ['CHAO-MUNG', M.specialCharacters],
      ['CHAO MUNG', M.specialCharacters],
      ['CHÀOMỪNG', M.specialCharacters],
      ['QUA🎁', M.specialCharacters],
      ['🎁'.repeat(21), M.tooLong],
      ["X' OR '1'='1", M.specialCharacters],
      ['AB\nC', M.specialCharacters],
      // Control characters are refused before any field's rule, for every route alike.
      ['AB\u0000C', 'Dữ liệu chứa ký tự không được phép'],
    ];
    for (const [code, message] of cases) {
      const res = await redeem(t, player, code);
      expect({ code, body: res.json() }).toEqual({ code, body: validation(message) });
    }
    expect(await balanceOf(player.user.id)).toBe(0);
    expect((await historyOf(player.token)).data).toEqual([]);
  });

  it('refuses a missing or malformed requestId', async () => {
    const player = await giftPlayer(t);
    for (const requestId of [null, '', 'short', 'x'.repeat(65), 'có dấu-123456', 42]) {
      const res = await redeem(t, player, 'CHAOMUNG88', requestId);
      expect(res.json()).toEqual(validation(CASHIER_MESSAGES.requestIdInvalid));
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: GIFT_CODE_PATHS.redeem,
      payload: { code: 'CHAOMUNG88' },
      headers: bearer(player.token),
    });
    expect(missing.json()).toEqual(validation(CASHIER_MESSAGES.requestIdInvalid));
  });

  it('needs a session (401), and refuses a body too large without touching anything', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: GIFT_CODE_PATHS.redeem,
      payload: { code: 'CHAOMUNG88', requestId: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(t.app, GIFT_CODE_PATHS.history)).statusCode).toBe(401);
    const player = await giftPlayer(t);
    const huge = await redeem(t, player, 'A'.repeat(100_000));
    expect(huge.statusCode).toBe(413);
  });
});

describe('who may redeem', () => {
  it('a player whose phone is not verified: GIFT_CODE_PHONE_REQUIRED', async () => {
    const code = await makeCode(t);
    const player = await register(t.app);
    const res = await redeem(t, player, code.code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'GIFT_CODE_PHONE_REQUIRED',
      message: M.phoneRequired,
    });
    expect(await balanceOf(player.user.id)).toBe(0);
  });

  it('a verified phone of another carrier (Vietnamobile 052…): GIFT_CODE_PHONE_REQUIRED', async () => {
    const code = await makeCode(t);
    const player = await giftPlayer(t);
    await t.database.db.update(players).set({ phone: '+84521234567' }).where(eq(players.id, player.user.id));
    const res = await redeem(t, player, code.code);
    expect(res.json()).toMatchObject({ code: 'GIFT_CODE_PHONE_REQUIRED' });
    await t.database.db
      .update(players)
      .set({ phone: `+84${player.body.phone.slice(1)}` })
      .where(eq(players.id, player.user.id));
    expect((await redeem(t, player, code.code)).statusCode).toBe(200);
  });

  it('a locked player: GIFT_CODE_NOT_ELIGIBLE (before any other check)', async () => {
    const code = await makeCode(t);
    const player = await giftPlayer(t);
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, player.user.id));
    for (const typed of [code.code, 'NOSUCHCODE']) {
      const res = await redeem(t, player, typed);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, code: 'GIFT_CODE_NOT_ELIGIBLE', message: M.notEligible });
    }
    await t.database.db.update(players).set({ status: 'active' }).where(eq(players.id, player.user.id));
  });
});

describe('a code that cannot be redeemed: one answer, whatever the reason', () => {
  it('unknown, disabled, expired, used up, another brand’s, or already redeemed by this player', async () => {
    const player = await giftPlayer(t);
    const other = await giftPlayer(t);
    const disabled = await makeCode(t);
    await t.services.giftCodes.disableCode('xc05', disabled.code);
    const expiring = await makeCode(t, { expiresAt: new Date(t.clock.ms + HOUR) });
    const single = await makeCode(t, { kind: 'single', cap: 1, requiredBet: 0 });
    expect((await redeem(t, other, single.code)).statusCode).toBe(200);
    const capped = await makeCode(t, { cap: 1, requiredBet: 0 });
    expect((await redeem(t, other, capped.code)).statusCode).toBe(200);
    const elsewhere = await makeCode(t, { brand: 'xc06' });
    const mine = await makeCode(t, { requiredBet: 0 });
    expect((await redeem(t, player, mine.code)).statusCode).toBe(200);
    const before = await balanceOf(player.user.id);

    t.clock.advance(HOUR);
    for (const code of [
      'NOSUCHCODE1',
      disabled.code,
      expiring.code,
      single.code,
      capped.code,
      elsewhere.code,
      mine.code,
    ]) {
      const res = await redeem(t, player, code);
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({
        code,
        status: 400,
        body: INVALID,
      });
    }
    expect(await balanceOf(player.user.id)).toBe(before);
    expect((await historyOf(player.token)).data.map((row) => row.code)).toEqual([mine.code]);
  });
});

describe('redeeming', () => {
  it('credits the value from the brand’s bonus account, answers the redemption, case-insensitively', async () => {
    const player = await giftPlayer(t);
    const code = await makeCode(t, { value: 88_000, requiredBet: 880_000 });
    const bonusBefore = await t.services.ledger.balanceOf(bonusAccount('xc05'));
    const res = await redeem(t, player, `  ${code.code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(redemptionOf(res)).toEqual({
      id: expect.any(Number),
      code: code.code,
      enteredAt: t.clock.now().toISOString(),
      value: 88_000,
      requiredBet: 880_000,
      betSoFar: 0,
      status: 'pending',
    });
    expect(await balanceOf(player.user.id)).toBe(88_000);
    expect(await t.services.ledger.balanceOf(bonusAccount('xc05'))).toBe(bonusBefore - 88_000);
    const statement = await t.services.wallet.balancesOf([playerAccount(player.user.id)]);
    expect(statement.get(playerAccount(player.user.id))).toBe(88_000);
  });

  it('a code without a required bet is eligible at once', async () => {
    const player = await giftPlayer(t);
    const code = await makeCode(t, { requiredBet: 0, value: 20_000 });
    const res = await redeem(t, player, code.code);
    expect(redemptionOf(res)).toMatchObject({
      value: 20_000,
      requiredBet: 0,
      betSoFar: 0,
      status: 'eligible',
    });
  });

  it('the same requestId again answers the same redemption and moves nothing; with another code it is a conflict', async () => {
    const player = await giftPlayer(t);
    const code = await makeCode(t);
    const requestId = randomUUID();
    const first = await redeem(t, player, code.code, requestId);
    expect(first.statusCode).toBe(200);
    const again = await redeem(t, player, code.code.toLowerCase(), requestId);
    expect(again.statusCode).toBe(200);
    expect(redemptionOf(again)).toEqual(redemptionOf(first));
    // Even once the code is disabled: the replay is the first answer.
    await t.services.giftCodes.disableCode('xc05', code.code);
    expect(redemptionOf(await redeem(t, player, code.code, requestId))).toEqual(redemptionOf(first));
    expect(await balanceOf(player.user.id)).toBe(50_000);

    const other = await makeCode(t);
    const conflict = await redeem(t, player, other.code, requestId);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      statusCode: 409,
      code: 'GIFT_CODE_REQUEST_CONFLICT',
      message: M.requestConflict,
    });
    expect((await historyOf(player.token)).data).toHaveLength(1);
  });

  it('another player’s requestId is just a new request of this player’s', async () => {
    const a = await giftPlayer(t);
    const b = await giftPlayer(t);
    const code = await makeCode(t, { requiredBet: 0 });
    const requestId = randomUUID();
    const first = redemptionOf(await redeem(t, a, code.code, requestId));
    const second = redemptionOf(await redeem(t, b, code.code, requestId));
    expect(second.id).not.toBe(first.id);
    expect(await balanceOf(b.user.id)).toBe(50_000);
    expect((await historyOf(b.token)).data.map((row) => row.id)).toEqual([second.id]);
    expect((await historyOf(a.token)).data.map((row) => row.id)).toEqual([first.id]);
  });

  it('a code of another brand is redeemed there, by that brand’s players, with its own count', async () => {
    const twin = 'TWINBRAND1';
    await makeCode(t, { code: twin, kind: 'single', cap: 1, requiredBet: 0 });
    await makeCode(t, { code: twin, kind: 'single', cap: 1, requiredBet: 0, brand: 'xc06' });
    await t.services.auth.createPlayer({
      brand: 'xc06',
      username: 'giftxc0601',
      password: 'Kh0ngDoanDuoc!',
      phone: '+84961234000',
      phoneVerified: true,
    });
    const host = tenantFacts('xc06').domain;
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'giftxc0601', password: 'Kh0ngDoanDuoc!' },
      headers: { ...withFingerprint, host },
    });
    expect(logged.statusCode).toBe(200);
    const xc06 = { token: logged.json<{ token: string }>().token };
    const xc05 = await giftPlayer(t);
    expect((await redeem(t, xc06, twin, randomUUID(), { host })).statusCode).toBe(200);
    // The token of one brand is refused on another.
    expect((await redeem(t, xc06, twin)).statusCode).toBe(401);
    expect((await redeem(t, xc05, twin)).statusCode).toBe(200);
    const list = await t.services.giftCodes.listCodes('xc06');
    expect(list.codes.find((row) => row.code === twin)).toMatchObject({
      redeemedCount: 1,
      state: 'exhausted',
    });
  });
});

describe('the required total bet', () => {
  it('counts settled stakes of every product since the code was entered, holds new codes until reached', async () => {
    const player = await giftPlayer(t, 1_000_000);
    const first = await makeCode(t, { value: 50_000, requiredBet: 100_000 });
    const next = await makeCode(t, { value: 30_000, requiredBet: 0 });
    // Play before redeeming does not count.
    await playRound(t, player, { stake: 500_000, win: 500_000 });
    t.clock.advance(1_000);
    const redeemed = redemptionOf(await redeem(t, player, first.code));
    expect(redeemed).toMatchObject({ betSoFar: 0, status: 'pending' });

    const refused = await redeem(t, player, next.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'GIFT_CODE_PENDING',
      message: M.pending(100_000),
    });
    // Whatever the code: a pending one is said first, and it is not a guess.
    expect((await redeem(t, player, 'NOSUCHCODE2')).json()).toMatchObject({ code: 'GIFT_CODE_PENDING' });

    await playRound(t, player, { stake: 30_000, win: 60_000 });
    expect((await historyOf(player.token)).data[0]).toMatchObject({ betSoFar: 30_000, status: 'pending' });
    expect((await redeem(t, player, next.code)).json()).toMatchObject({ message: M.pending(70_000) });

    await playRound(t, player, { stake: 80_000, gameCode: 'xcs-game-nhanh-01' });
    expect((await historyOf(player.token)).data[0]).toMatchObject({
      id: redeemed.id,
      betSoFar: 100_000,
      status: 'eligible',
    });
    const second = await redeem(t, player, next.code);
    expect(second.statusCode).toBe(200);
    const history = await historyOf(player.token);
    expect(history.data.map((row) => [row.code, row.status, row.betSoFar])).toEqual([
      [next.code, 'eligible', 0],
      [first.code, 'eligible', 100_000],
    ]);
  });

  it('a round counts once it settles, by its stake, whatever it won', async () => {
    const player = await giftPlayer(t, 1_000_000);
    const code = await makeCode(t, { requiredBet: 40_000 });
    await redeem(t, player, code.code);
    const gameCode = 'xcs-game-nhanh-01';
    const token = await launchToken(t, player.token, gameCode);
    const auth = await signedPost(t, W.authenticate, { token, gameCode });
    const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode };
    const round = { ...base, roundId: `gift-open-${player.user.id}` };
    expect(
      (await signedPost(t, W.debit, { ...round, transactionId: 'gift-open:bet', amount: 40_000 })).statusCode,
    ).toBe(200);
    expect((await historyOf(player.token)).data[0]).toMatchObject({ betSoFar: 0, status: 'pending' });
    expect(
      (
        await signedPost(t, W.credit, {
          ...round,
          transactionId: 'gift-open:win',
          amount: 90_000,
          roundClosed: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await historyOf(player.token)).data[0]).toMatchObject({ betSoFar: 40_000, status: 'eligible' });
  });
});

describe('the history', () => {
  it('pages the player’s own redemptions, newest first', async () => {
    const player = await giftPlayer(t);
    const stranger = await giftPlayer(t);
    const codes = [
      await makeCode(t, { requiredBet: 0 }),
      await makeCode(t, { requiredBet: 0 }),
      await makeCode(t),
    ];
    for (const code of codes) {
      expect((await redeem(t, player, code.code)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    await redeem(t, stranger, (await makeCode(t)).code);
    const page1 = await historyOf(player.token, '?page=1&per_page=2');
    expect(page1.data.map((row) => row.code)).toEqual([codes[2]?.code, codes[1]?.code]);
    expect(page1.meta.pagination).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2 });
    expect(page1.data[0]).toMatchObject({ status: 'pending', betSoFar: 0, requiredBet: 100_000 });
    const page2 = await historyOf(player.token, '?page=2&per_page=2');
    expect(page2.data.map((row) => row.code)).toEqual([codes[0]?.code]);
    expect((await historyOf(player.token, '?page=3&per_page=2')).data).toEqual([]);
    expect((await historyOf(player.token)).meta.pagination).toMatchObject({ per_page: 10, page: 1 });
  });

  it('refuses bad paging', async () => {
    const player = await giftPlayer(t);
    for (const query of [
      '?page=0',
      '?per_page=0',
      '?per_page=51',
      '?page=abc',
      '?page=1.5',
      '?per_page=%00',
    ]) {
      const res = await get(t.app, `${GIFT_CODE_PATHS.history}${query}`, bearer(player.token));
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
