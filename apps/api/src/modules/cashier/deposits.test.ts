import { CASHIER_MESSAGES as M, CASHIER_PATHS as P, type Deposit } from '@xc/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, get, post } from '../../testing/accounts';
import {
  balanceOf,
  bankAccount,
  signedWebhook,
  createCashierApp,
  fundedPlayer,
  requestId,
  type CashierTestApp,
  type Player,
} from '../../testing/cashier';
import { CODEPAY_ACCOUNT } from '../gateway/service';
import { MESSAGES } from '../../infra/errors';
import { crc16 } from './vietqr';

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const dataOf = (res: LightMyRequestResponse) => res.json<{ data: Deposit }>().data;

const codepay = (player: Player, body: Record<string, unknown>, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: P.codepay,
    payload: { requestId: requestId(), ...body },
    headers: { ...bearer(player.token), ...(host ? { host } : {}) },
  });

/** The tester pays from the gateway's bank page. */
const bankPay = (account: string, content: string, amount: number | string) =>
  t.app.inject({
    method: 'POST',
    url: '/gateway/bank/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, content, amount: String(amount) }).toString(),
  });

const status = async (player: Player, id: number) =>
  dataOf(await get(t.app, P.deposit.replace(':id', String(id)), bearer(player.token)));

describe('codepay vouchers', () => {
  it('gives the receiving account, amount, holder, a unique content, a VietQR payload and an expiry', async () => {
    const player = await fundedPlayer(t);
    const res = await codepay(player, { amount: 150_000, promotion: 'khuyen-mai-100' });
    expect(res.statusCode).toBe(200);
    const voucher = dataOf(res);
    expect(voucher).toMatchObject({
      method: 'codepay',
      status: 'pending',
      amount: 150_000,
      credited: 0,
      promotion: 'khuyen-mai-100',
    });
    expect(voucher.instructions).toMatchObject({
      accountNumber: CODEPAY_ACCOUNT.accountNumber,
      holderName: CODEPAY_ACCOUNT.holderName,
      amount: 150_000,
    });
    const content = String(voucher.instructions['content']);
    expect(content).toMatch(/^XCP[A-Z0-9]{9}$/);
    const qr = String(voucher.instructions['qrPayload']);
    expect(qr).toContain(content);
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    expect(Date.parse(voucher.expiresAt ?? '') - t.clock.ms).toBe(15 * 60_000);

    // Paid in the bank app: credited once the webhook arrives.
    expect((await bankPay(CODEPAY_ACCOUNT.accountNumber, content.toLowerCase(), 150_000)).statusCode).toBe(
      200,
    );
    expect((await status(player, voucher.id)).status).toBe('pending');
    await t.tick();
    const done = await status(player, voucher.id);
    expect(done).toMatchObject({ status: 'completed', credited: 150_000, note: null });
    // The first deposit chose khuyen-mai-100: its 100 % bonus came with it (module promotions).
    expect(await balanceOf(t, player)).toBe(300_000);
    const me = await get(t.app, '/api/auth/refresh', bearer(player.token));
    expect(me.json().user.isFirstDeposit).toBe(true);
  });

  it('credits what arrived when the amount is wrong, and says so', async () => {
    const player = await fundedPlayer(t);
    const voucher = dataOf(await codepay(player, { amount: 200_000 }));
    await bankPay(CODEPAY_ACCOUNT.accountNumber, String(voucher.instructions['content']), 180_000);
    await t.tick();
    const done = await status(player, voucher.id);
    expect(done).toMatchObject({
      status: 'completed',
      credited: 180_000,
      note: M.wrongAmount(200_000, 180_000),
    });
    expect(await balanceOf(t, player)).toBe(180_000);
  });

  it('sends money with a wrong content back, and credits nothing', async () => {
    const player = await fundedPlayer(t);
    const voucher = dataOf(await codepay(player, { amount: 100_000 }));
    const res = await bankPay(CODEPAY_ACCOUNT.accountNumber, 'XCPWRONGWRONG', 100_000);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('hoàn lại');
    await t.tick();
    expect((await status(player, voucher.id)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('expires: the voucher says the transfer expired and a late payment is sent back', async () => {
    const player = await fundedPlayer(t);
    const voucher = dataOf(await codepay(player, { amount: 100_000 }));
    await t.tick(15 * 60_000 + 1);
    const expired = await status(player, voucher.id);
    expect(expired).toMatchObject({ status: 'expired', note: M.transferExpired });
    const late = await bankPay(
      CODEPAY_ACCOUNT.accountNumber,
      String(voucher.instructions['content']),
      100_000,
    );
    expect(late.statusCode).toBe(422);
    await t.tick();
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('asks before replacing an open voucher, then cancels the old one', async () => {
    const player = await fundedPlayer(t);
    const first = dataOf(await codepay(player, { amount: 100_000 }));
    const again = await codepay(player, { amount: 300_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VOUCHER_OPEN', message: M.voucherOpen });
    const open = await get(t.app, P.openVoucher, bearer(player.token));
    expect(open.json().data.id).toBe(first.id);
    const second = dataOf(await codepay(player, { amount: 300_000, replaceOpen: true }));
    expect((await status(player, first.id)).status).toBe('cancelled');
    expect(
      (await bankPay(CODEPAY_ACCOUNT.accountNumber, String(first.instructions['content']), 100_000))
        .statusCode,
    ).toBe(422);
    await bankPay(CODEPAY_ACCOUNT.accountNumber, String(second.instructions['content']), 300_000);
    await t.tick();
    expect(await balanceOf(t, player)).toBe(300_000);
  });

  it('is one voucher for a double-clicked submit', async () => {
    const player = await fundedPlayer(t);
    const id = requestId();
    const [a, b] = await Promise.all([
      codepay(player, { amount: 100_000, requestId: id }),
      codepay(player, { amount: 100_000, requestId: id }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(dataOf(a).id).toBe(dataOf(b).id);
    const other = await codepay(player, { amount: 120_000, requestId: id });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('REQUEST_CONFLICT');
  });

  it.each([
    [{ amount: 49_999 }, M.codepayMin],
    [{ amount: -50_000 }, M.amountInvalid],
    [{ amount: 50_000.5 }, M.amountRequired],
    [{ amount: '100000' }, M.amountRequired],
    [{ amount: 1e20 }, M.amountRequired],
    [{ amount: 10_000_000_001 }, M.amountInvalid],
    [{}, M.amountRequired],
    [{ amount: 100_000, promotion: 'free-money' }, M.promotionInvalid],
    // Control characters are refused before any schema (infra), with their own message.
    [{ amount: 100_000, requestId: 'abc\u0000defgh' }, MESSAGES.controlCharacters],
    [{ amount: 100_000, requestId: 'abc defgh' }, M.requestIdInvalid],
    [{ amount: 100_000, requestId: 'x'.repeat(65) }, M.requestIdInvalid],
  ])('refuses %j with its Vietnamese message', async (body, message) => {
    const player = await fundedPlayer(t);
    const res = await codepay(player, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses an amount over the brand maximum', async () => {
    const player = await fundedPlayer(t);
    const res = await codepay(player, { amount: 300_000_001 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: M.amountMax(300_000_000) });
  });

  it("answers another player's or another brand's deposit exactly like an unknown one", async () => {
    const owner = await fundedPlayer(t);
    const stranger = await fundedPlayer(t);
    const voucher = dataOf(await codepay(owner, { amount: 100_000 }));
    const theirs = await get(t.app, P.deposit.replace(':id', String(voucher.id)), bearer(stranger.token));
    const unknown = await get(t.app, P.deposit.replace(':id', '999999'), bearer(stranger.token));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    // The owner's own token on another brand's host does not reach it either (the session is per brand).
    const otherBrand = await t.app.inject({
      method: 'GET',
      url: P.deposit.replace(':id', String(voucher.id)),
      headers: { ...bearer(owner.token), host: 'rongvang.example' },
    });
    expect(otherBrand.statusCode).toBe(401);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await get(t.app, P.deposit.replace(':id', bad), bearer(owner.token));
      expect(res.statusCode).toBe(400);
    }
    expect((await get(t.app, P.deposit.replace(':id', String(voucher.id)))).statusCode).toBe(401);
  });
});

describe('a gateway that cannot create the voucher', () => {
  let down: CashierTestApp;
  beforeAll(async () => {
    down = await createCashierApp({
      services: {
        gatewayTransport: async () => ({ status: 503, body: '{"code":"DOWN"}' }),
      },
    });
  });
  afterAll(() => down.close());

  it('keeps approved payouts until the gateway takes them; a report that beats the saved order id is matched by our code', async () => {
    const player = await fundedPlayer(down, 500_000);
    const account = await bankAccount(down, player);
    const request = (
      await post(
        down.app,
        P.withdrawBank,
        { bankAccountId: account, amount: 200_000, requestId: requestId() },
        bearer(player.token),
      )
    ).json().data;
    await down.services.cashier.approve('xc05', request.id);
    await down.tick(60_000);
    const still = await get(down.app, P.withdrawal.replace(':id', String(request.id)), bearer(player.token));
    expect(still.json().data.status).toBe('approved');
    // The gateway took the order but its answer was lost: its report names our code.
    const report = {
      event: 'payout.succeeded' as const,
      orderId: 'GPLOSTANSWER0001',
      reference: request.code,
      transactionId: 'GTLOSTANSWER0001',
      method: 'bank',
      amount: 200_000,
      grossAmount: 200_000,
      fee: 0,
      reason: null,
      detail: {},
      occurredAt: new Date(down.clock.ms).toISOString(),
    };
    expect((await signedWebhook(down, report)).json().result).toBe('applied');
    expect((await signedWebhook(down, report)).json().result).toBe('duplicate');
    const paid = await get(down.app, P.withdrawal.replace(':id', String(request.id)), bearer(player.token));
    expect(paid.json().data.status).toBe('paid');
    expect(await balanceOf(down, player)).toBe(300_000);
    await down.tick(60_000);
    await down.audit();
  });

  it('says "Tạo phiếu thất bại" and moves no money', async () => {
    const player = await fundedPlayer(down);
    const res = await post(
      down.app,
      P.codepay,
      { amount: 100_000, requestId: requestId() },
      bearer(player.token),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'VOUCHER_FAILED', message: M.voucherFailed });
    await down.audit();
  });
});
