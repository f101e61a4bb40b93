import {
  CASHIER_MESSAGES as M,
  CASHIER_PATHS as P,
  cashierConfigOf,
  type GatewayWebhook,
  type Withdrawal,
} from '@xc/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { runCommandLine } from '../../ops/bridge';
import { bearer, get, login, post } from '../../testing/accounts';
import {
  balanceOf,
  bankAccount,
  createCashierApp,
  fundedPlayer,
  requestId,
  signedWebhook,
  type CashierTestApp,
  type Player,
} from '../../testing/cashier';
import { cashierWithdrawals } from './schema';

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const dataOf = (res: LightMyRequestResponse) => res.json<{ data: Withdrawal }>().data;
const view = async (player: Player, id: number) =>
  dataOf(await get(t.app, P.withdrawal.replace(':id', String(id)), bearer(player.token)));
const ops = (...argv: string[]) => runCommandLine([...argv, '--brand', 'xc05'], t.services);
const held = async () =>
  (await t.services.wallet.balancesOf(['withdrawals:xc05'])).get('withdrawals:xc05') ?? 0;

const withdrawBank = (player: Player, body: Record<string, unknown>) =>
  post(t.app, P.withdrawBank, { amount: 200_000, requestId: requestId(), ...body }, bearer(player.token));

describe('bank withdrawals', () => {
  it('hold the amount at once; the operator approves; the gateway pays; the timeline shows each step', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const account = await bankAccount(t, player);
    const before = await held();
    const res = await withdrawBank(player, { bankAccountId: account, amount: 300_000 });
    expect(res.statusCode).toBe(200);
    const request = dataOf(res);
    expect(request).toMatchObject({ method: 'bank', status: 'pending', amount: 300_000, cards: null });
    expect(request.destination).toMatchObject({
      bankCode: 'VCB',
      accountNumber: '****4567',
      holderName: 'NGUYEN VAN A',
    });
    expect(await balanceOf(t, player)).toBe(700_000);
    expect(await held()).toBe(before + 300_000);

    const listed = await ops('withdrawals', 'list', '--status', 'pending');
    expect(listed.code).toBe(0);
    expect(listed.out.join('\n')).toContain(`#${request.id} ${request.code}`);
    const approved = await ops('withdrawal', 'approve', String(request.id));
    expect(approved).toMatchObject({ code: 0 });
    expect((await ops('withdrawal', 'approve', String(request.id))).code).toBe(2);
    expect((await view(player, request.id)).status).toBe('approved');
    await t.tick(); // the payout order reaches the gateway
    await t.tick(10_000); // the gateway pays
    const paid = await view(player, request.id);
    expect(paid.status).toBe('paid');
    expect(paid.timeline.map((step) => step.status)).toEqual(['pending', 'approved', 'paid']);
    expect(await balanceOf(t, player)).toBe(700_000);
    expect(await held()).toBe(before);
  });

  it('returns the money when the payout fails, and a late success changes nothing', async () => {
    const player = await fundedPlayer(t, 500_000);
    const account = await bankAccount(t, player, 'verified', '0011009999');
    const request = dataOf(await withdrawBank(player, { bankAccountId: account, amount: 200_000 }));
    await ops('withdrawal', 'approve', String(request.id));
    await t.tick();
    await t.tick(10_000);
    const failed = await view(player, request.id);
    expect(failed).toMatchObject({ status: 'failed', reason: M.payoutFailed });
    expect(failed.timeline.map((step) => step.status)).toEqual(['pending', 'approved', 'failed']);
    expect(await balanceOf(t, player)).toBe(500_000);

    const rows = await t.services.cashier.listForOperator('xc05', 'failed');
    const orderId = rows.find((row) => row.id === request.id)?.gatewayOrderId ?? '';
    const late: GatewayWebhook = {
      event: 'payout.succeeded',
      orderId,
      reference: request.code,
      transactionId: 'GTLATE000000001',
      method: 'bank',
      amount: 200_000,
      grossAmount: 200_000,
      fee: 0,
      reason: null,
      detail: {},
      occurredAt: new Date(t.clock.ms).toISOString(),
    };
    expect((await signedWebhook(t, late)).json().result).toBe('duplicate');
    expect(await balanceOf(t, player)).toBe(500_000);
  });

  it('is rejected by the operator with a reason: money returned, reason shown', async () => {
    const player = await fundedPlayer(t, 500_000);
    const account = await bankAccount(t, player);
    const request = dataOf(await withdrawBank(player, { bankAccountId: account }));
    expect((await ops('withdrawal', 'reject', String(request.id))).code).toBe(2);
    const res = await ops('withdrawal', 'reject', String(request.id), 'Tài khoản', 'nghi vấn');
    expect(res.code).toBe(0);
    const rejected = await view(player, request.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Tài khoản nghi vấn' });
    expect(rejected.timeline.at(-1)?.note).toBe(M.rejected('Tài khoản nghi vấn'));
    expect(await balanceOf(t, player)).toBe(500_000);
    expect((await ops('withdrawal', 'approve', String(request.id))).code).toBe(2);
  });

  it('goes only to the player’s own verified accounts', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const stranger = await fundedPlayer(t, 1_000_000);
    const verifying = await bankAccount(t, player, 'verifying', '0011002222');
    const rejected = await bankAccount(t, player, 'rejected', '0011003333');
    const theirs = await bankAccount(t, stranger, 'verified', '0011004444');
    for (const id of [verifying, rejected]) {
      const res = await withdrawBank(player, { bankAccountId: id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'BANK_ACCOUNT_NOT_VERIFIED',
        message: M.bankAccountNotVerified,
      });
    }
    const other = await withdrawBank(player, { bankAccountId: theirs });
    const unknown = await withdrawBank(player, { bankAccountId: 987_654 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(await balanceOf(t, player)).toBe(1_000_000);
    // Another player's withdrawal reads like an unknown one.
    const mine = dataOf(await withdrawBank(stranger, { bankAccountId: theirs }));
    const peek = await get(t.app, P.withdrawal.replace(':id', String(mine.id)), bearer(player.token));
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual(
      (await get(t.app, P.withdrawal.replace(':id', '999999'), bearer(player.token))).json(),
    );
  });

  it('keeps to the amounts and the daily count of the brand configuration, and to the balance', async () => {
    const config = cashierConfigOf('xc05');
    const player = await fundedPlayer(t, 2_000_000);
    const account = await bankAccount(t, player);
    const low = await withdrawBank(player, {
      bankAccountId: account,
      amount: config.withdrawal.bank.min - 1,
    });
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: M.amountMin(config.withdrawal.bank.min),
    });
    const high = await withdrawBank(player, {
      bankAccountId: account,
      amount: config.withdrawal.bank.max + 1,
    });
    expect(high.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: M.amountMax(config.withdrawal.bank.max),
    });
    const broke = await withdrawBank(player, { bankAccountId: account, amount: 2_000_001 });
    expect(broke.statusCode).toBe(402);
    for (let i = 0; i < config.dailyWithdrawalCount; i += 1)
      expect((await withdrawBank(player, { bankAccountId: account, amount: 100_000 })).statusCode).toBe(200);
    const over = await withdrawBank(player, { bankAccountId: account, amount: 100_000 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'WITHDRAWAL_DAILY_LIMIT',
      message: M.withdrawalDailyLimit(config.dailyWithdrawalCount),
    });
    // A new day in Vietnam (logged in again: the session went idle meanwhile).
    t.clock.advance(24 * 60 * 60_000);
    const again = await login(t.app, player.body.username, player.body.password);
    const fresh = { ...player, token: again.json<{ token: string }>().token };
    expect((await withdrawBank(fresh, { bankAccountId: account, amount: 100_000 })).statusCode).toBe(200);
    expect(await balanceOf(t, player)).toBe(2_000_000 - (config.dailyWithdrawalCount + 1) * 100_000);
  });

  it('is one request for a double-clicked submit; the same id with other data is refused', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const account = await bankAccount(t, player);
    const id = requestId();
    const answers = await Promise.all(
      [1, 2, 3].map(() => withdrawBank(player, { bankAccountId: account, requestId: id })),
    );
    expect(new Set(answers.map((res) => dataOf(res).id)).size).toBe(1);
    expect(await balanceOf(t, player)).toBe(800_000);
    const other = await withdrawBank(player, { bankAccountId: account, requestId: id, amount: 300_000 });
    expect(other.json().code).toBe('REQUEST_CONFLICT');
  });

  it('cannot be cancelled by the player', async () => {
    const player = await fundedPlayer(t, 500_000);
    const account = await bankAccount(t, player);
    const request = dataOf(await withdrawBank(player, { bankAccountId: account }));
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${P.withdrawal.replace(':id', String(request.id))}/cancel`,
        headers: bearer(player.token),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await view(player, request.id)).status).toBe('pending');
  });

  it.each([
    [{ amount: -1 }, M.amountInvalid],
    [{ amount: 0 }, M.amountInvalid],
    [{ amount: 1e300 }, M.amountRequired],
    [{ amount: '100000' }, M.amountRequired],
    [{ bankAccountId: 'x' }, M.bankAccountRequired],
    [{ bankAccountId: -3 }, M.bankAccountRequired],
    [{ requestId: 'bad id with spaces' }, M.requestIdInvalid],
  ])('refuses %j', async (body, message) => {
    const player = await fundedPlayer(t, 500_000);
    const res = await withdrawBank(player, { bankAccountId: 1, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('scratch card withdrawals', () => {
  const withdrawCard = (player: Player, body: Record<string, unknown>) =>
    post(
      t.app,
      P.withdrawCard,
      {
        carrier: 'viettel',
        denomination: 100_000,
        quantity: 2,
        phoneLast5: player.body.phone.slice(-5),
        requestId: requestId(),
        ...body,
      },
      bearer(player.token),
    );

  it.each([
    [{ quantity: undefined }, 'Vui lòng nhập số lượng thẻ'],
    [{ quantity: null }, 'Vui lòng nhập số lượng thẻ'],
    [{ quantity: 0 }, 'Số lượng thẻ không được nhỏ hơn 1'],
    [{ quantity: 6 }, 'Số lượng thẻ không được nhiều hơn 5'],
    [{ phoneLast5: undefined }, 'Vui lòng nhập 5 số cuối số điện thoại'],
    [{ phoneLast5: '1234' }, 'Vui lòng nhập 5 số cuối số điện thoại'],
  ])('refuses %j with the spec text', async (body, message) => {
    const player = await fundedPlayer(t, 1_000_000);
    const res = await withdrawCard(player, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs the right last 5 digits of the phone; shows the cards once paid', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const wrong = await withdrawCard(player, { phoneLast5: '00000' });
    expect(wrong.json()).toMatchObject({ code: 'PHONE_MISMATCH', message: M.phoneMismatch });
    const request = dataOf(await withdrawCard(player, { quantity: 3, denomination: 50_000 }));
    expect(request).toMatchObject({ amount: 150_000, cards: null });
    expect(await balanceOf(t, player)).toBe(850_000);
    await ops('withdrawal', 'approve', String(request.id));
    await t.tick();
    expect((await view(player, request.id)).cards).toBeNull();
    await t.tick(10_000);
    const paid = await view(player, request.id);
    expect(paid.status).toBe('paid');
    expect(paid.cards).toHaveLength(3);
    for (const card of paid.cards ?? []) {
      expect(card).toMatchObject({ carrier: 'Viettel', denomination: 50_000 });
      expect(card.pin).toMatch(/^\d{13}$/);
      expect(card.serial).toMatch(/^\d{11}$/);
    }
    // At rest the PINs are sealed: whoever reads the table cannot spend the cards.
    const stored = await t.database.db
      .select({ cards: cashierWithdrawals.cards })
      .from(cashierWithdrawals)
      .where(eq(cashierWithdrawals.id, request.id));
    const storedPins = (stored[0]?.cards ?? []).map((card) => card.pin);
    expect(storedPins).toHaveLength(3);
    for (const pin of storedPins) {
      expect(pin).toMatch(/^v1\./);
      expect(paid.cards?.map((card) => card.pin)).not.toContain(pin);
      for (const card of paid.cards ?? []) expect(pin).not.toContain(card.pin);
    }
  });
});

describe('crypto withdrawals', () => {
  it("quote each currency at the gateway's current rate, to a player only", async () => {
    const player = await fundedPlayer(t, 0);
    const res = await get(t.app, P.cryptoRates, bearer(player.token));
    expect(res.statusCode).toBe(200);
    const rates = res.json<{ data: { currency: string; rate: number }[] }>().data;
    expect(rates.map((rate) => rate.currency).sort()).toEqual(['KDG', 'USDT']);
    for (const { rate } of rates) expect(Number.isInteger(rate) && rate > 0).toBe(true);
    expect((await get(t.app, P.cryptoRates)).statusCode).toBe(401);
  });

  const withdrawCrypto = (player: Player, body: Record<string, unknown>) =>
    post(
      t.app,
      P.withdrawCrypto,
      {
        currency: 'USDT',
        network: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount: 400_000,
        requestId: requestId(),
        ...body,
      },
      bearer(player.token),
    );

  it('validates the address per network and the minimum per currency', async () => {
    const player = await fundedPlayer(t, 2_000_000);
    expect((await withdrawCrypto(player, { network: 'ERC20' })).json().message).toBe(M.addressInvalid);
    expect(
      (await withdrawCrypto(player, { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0' })).json().message,
    ).toBe(M.addressInvalid);
    expect((await withdrawCrypto(player, { address: '' })).json().message).toBe(M.addressRequired);
    expect(
      (await withdrawCrypto(player, { address: `TQn9Y2khEsLJW1Ch\u202eVWFMSMeRDow5KcbLSE` })).json().message,
    ).toBe(M.addressInvalid);
    expect(
      (
        await withdrawCrypto(player, { currency: 'KDG', network: 'ERC20', address: `0x${'a'.repeat(40)}` })
      ).json().message,
    ).toBe(M.networkUnsupported);
    expect((await withdrawCrypto(player, { amount: 399_999 })).json().message).toBe(M.amountMin(400_000));
    expect(
      (
        await withdrawCrypto(player, {
          currency: 'KDG',
          network: 'BEP20',
          address: `0x${'a'.repeat(40)}`,
          amount: 99_999,
        })
      ).json().message,
    ).toBe(M.amountMin(100_000));
    const ok = await withdrawCrypto(player, {
      currency: 'KDG',
      network: 'BEP20',
      address: `0x${'AbCd'.repeat(10)}`,
      amount: 100_000,
    });
    expect(ok.statusCode).toBe(200);
    expect((await withdrawCrypto(player, {})).statusCode).toBe(200);
    expect(await balanceOf(t, player)).toBe(1_500_000);
  });
});

describe('the operator CLI', () => {
  it('searches deposits and refuses bad input', async () => {
    const player = await fundedPlayer(t);
    const voucher = (
      await post(t.app, P.codepay, { amount: 100_000, requestId: requestId() }, bearer(player.token))
    ).json().data;
    const found = await ops('deposits', 'search', player.body.username);
    expect(found.code).toBe(0);
    expect(found.out.join('\n')).toContain(voucher.code);
    expect((await ops('deposits', 'search', '--code', voucher.code)).out.join('\n')).toContain(voucher.code);
    expect((await ops('deposits', 'search', '--status', 'nope')).code).toBe(2);
    expect((await ops('deposits', 'search', 'nobody0000')).code).toBe(2);
    expect((await ops('withdrawal', 'approve', 'abc')).code).toBe(2);
    expect((await ops('withdrawal', 'approve', '999999')).code).toBe(2);
    expect((await ops('withdrawals', '--status', 'weird')).code).toBe(2);
  });

  it("cannot decide another brand's withdrawal", async () => {
    const player = await fundedPlayer(t, 500_000);
    const account = await bankAccount(t, player);
    const request = dataOf(await withdrawBank(player, { bankAccountId: account }));
    const other = await runCommandLine(
      ['withdrawal', 'approve', String(request.id), '--brand', 'xc03'],
      t.services,
    );
    expect(other.code).toBe(2);
    expect((await view(player, request.id)).status).toBe('pending');
  });
});
