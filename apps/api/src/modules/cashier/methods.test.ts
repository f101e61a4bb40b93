import { CASHIER_MESSAGES as M, CASHIER_PATHS as P, cashierConfigOf, type Deposit } from '@xc/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, get, post } from '../../testing/accounts';
import {
  balanceOf,
  createCashierApp,
  fundedPlayer,
  requestId,
  type CashierTestApp,
  type Player,
} from '../../testing/cashier';

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp({ rateLimits: { cardDepositPerPlayer: { max: 6, windowMs: 15 * 60_000 } } });
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const dataOf = (res: LightMyRequestResponse) => res.json<{ data: Deposit }>().data;
const deposit = async (player: Player, id: number) =>
  dataOf(await get(t.app, P.deposit.replace(':id', String(id)), bearer(player.token)));

let pinCounter = 0;
/** A Viettel PIN (13 digits) ending as the sandbox rule wants. */
const viettelPin = (ending = '1234') => {
  pinCounter += 1;
  return `${String(pinCounter).padStart(9, '0')}${ending}`;
};
const card = (player: Player, body: Record<string, unknown>) =>
  post(
    t.app,
    P.card,
    {
      carrier: 'viettel',
      denomination: 100_000,
      pin: viettelPin(),
      serial: '12345678901',
      requestId: requestId(),
      ...body,
    },
    bearer(player.token),
  );

describe('the cashier configuration', () => {
  it("gives each brand's limits, the card fees and denominations, and the crypto networks", async () => {
    const res = await get(t.app, P.config);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.deposit.codepay.min).toBe(50_000);
    expect(data.cards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ carrier: 'viettel', feePercent: 13 }),
        expect.objectContaining({ carrier: 'vinaphone', feePercent: 11 }),
        expect.objectContaining({ carrier: 'mobifone', feePercent: 13 }),
      ]),
    );
    expect(data.crypto).toEqual([
      { currency: 'USDT', networks: ['TRC20', 'ERC20', 'BEP20'], minWithdrawal: 400_000 },
      { currency: 'KDG', networks: ['TRC20', 'BEP20'], minWithdrawal: 100_000 },
    ]);
    const xc08 = (
      await t.app.inject({ method: 'GET', url: P.config, headers: { host: 'kimcuong.example' } })
    ).json();
    expect(xc08.data.withdrawal.bank.min).toBe(200_000);
  });
});

describe('scratch cards', () => {
  it('answers after a delay: face value minus the carrier fee, shown before', async () => {
    const player = await fundedPlayer(t);
    const res = await card(player, {});
    expect(res.statusCode).toBe(200);
    const sent = dataOf(res);
    expect(sent.instructions).toMatchObject({
      carrierName: 'Viettel',
      denomination: 100_000,
      fee: 13_000,
      expectedCredit: 87_000,
    });
    expect(JSON.stringify(sent)).not.toMatch(/pin/i);
    await t.tick(4_000);
    expect((await deposit(player, sent.id)).status).toBe('pending');
    await t.tick(1_000);
    expect(await deposit(player, sent.id)).toMatchObject({
      status: 'completed',
      credited: 87_000,
      fee: 13_000,
      note: null,
    });
    expect(await balanceOf(t, player)).toBe(87_000);
  });

  it.each([
    ['vinaphone', '12345678901234', '12345678901234', 200_000, 178_000],
    ['mobifone', '123456789012', '123456789012345', 50_000, 43_500],
  ])('%s: fee and formats', async (carrier, pin, serial, denomination, credited) => {
    const player = await fundedPlayer(t);
    const sent = dataOf(await card(player, { carrier, pin, serial, denomination }));
    await t.tick(5_000);
    expect((await deposit(player, sent.id)).credited).toBe(credited);
  });

  it('refuses an invalid card and a used one', async () => {
    const player = await fundedPlayer(t);
    const invalid = dataOf(await card(player, { pin: viettelPin('0000') }));
    const pin = viettelPin();
    const good = dataOf(await card(player, { pin }));
    await t.tick(5_000);
    expect(await deposit(player, invalid.id)).toMatchObject({
      status: 'failed',
      credited: 0,
      note: M.cardInvalid,
    });
    const reused = dataOf(await card(player, { pin }));
    await t.tick(5_000);
    expect((await deposit(player, good.id)).status).toBe('completed');
    expect(await deposit(player, reused.id)).toMatchObject({ status: 'failed', note: M.cardInvalid });
    expect(await balanceOf(t, player)).toBe(87_000);
  });

  it('credits a wrong denomination at its real value minus the fee, and says so', async () => {
    const player = await fundedPlayer(t);
    const sent = dataOf(await card(player, { pin: viettelPin('5555'), denomination: 200_000 }));
    await t.tick(5_000);
    const done = await deposit(player, sent.id);
    expect(done).toMatchObject({
      status: 'completed',
      credited: 87_000,
      fee: 13_000,
      note: M.wrongDenomination(200_000, 100_000),
    });
  });

  it.each([
    [{ carrier: 'beeline' }, M.carrierRequired],
    [{ denomination: 15_000 }, M.denominationRequired],
    [{ pin: '' }, M.pinRequired],
    [{ pin: '12345678901' }, M.pinInvalid],
    [{ pin: '1234567890123\n' }, M.pinInvalid],
    [{ serial: 'ABC' }, M.serialInvalid],
    [{ carrier: 'vinaphone', pin: '1234567890123' }, M.pinInvalid],
  ])('refuses %j', async (body, message) => {
    const player = await fundedPlayer(t);
    const res = await card(player, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("limits a player's own card submissions, without touching another player's", async () => {
    const guesser = await fundedPlayer(t);
    const owner = await fundedPlayer(t);
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await card(guesser, {})).statusCode);
    expect(answers.slice(0, 6).every((code) => code === 200)).toBe(true);
    expect(answers[6]).toBe(429);
    expect((await card(owner, {})).statusCode).toBe(200);
    await t.tick(5_000);
  });
});

describe('e-wallet', () => {
  it('redirects to the wallet page; confirmed about 30 s after the payer confirms', async () => {
    const player = await fundedPlayer(t);
    const sent = dataOf(
      await post(t.app, P.ewallet, { amount: 300_000, requestId: requestId() }, bearer(player.token)),
    );
    const url = String(sent.instructions['redirectUrl']);
    expect(url).toMatch(/^\/gateway\/wallet\/GW[A-Z0-9]{14}$/);
    const page = await get(t.app, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('300,000 ₫');
    const confirmed = await t.app.inject({ method: 'POST', url: `${url}/confirm` });
    expect(confirmed.body).toContain('30 giây');
    await t.tick(29_000);
    expect((await deposit(player, sent.id)).status).toBe('pending');
    await t.tick(1_000);
    expect(await deposit(player, sent.id)).toMatchObject({ status: 'completed', credited: 300_000 });
  });

  it("is completed at once by the gateway's test control, fails when the payer cancels, expires when left", async () => {
    const player = await fundedPlayer(t);
    const fast = dataOf(
      await post(t.app, P.ewallet, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    const id = String(fast.instructions['redirectUrl']).split('/').pop();
    const done = await t.app.inject({ method: 'POST', url: `/gateway/sandbox/orders/${id}/complete` });
    expect(done.json()).toMatchObject({ status: 'succeeded', delivered: 1 });
    expect((await deposit(player, fast.id)).status).toBe('completed');

    const cancelled = dataOf(
      await post(t.app, P.ewallet, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    await t.app.inject({ method: 'POST', url: `${String(cancelled.instructions['redirectUrl'])}/cancel` });
    await t.tick();
    expect(await deposit(player, cancelled.id)).toMatchObject({ status: 'failed', note: M.paymentFailed });

    const left = dataOf(
      await post(t.app, P.ewallet, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    await t.tick(15 * 60_000 + 1);
    expect(await deposit(player, left.id)).toMatchObject({ status: 'expired', note: M.transferExpired });
    expect(await balanceOf(t, player)).toBe(100_000);
  });

  it('refuses amounts outside the brand configuration', async () => {
    const player = await fundedPlayer(t);
    const { min } = cashierConfigOf('xc05').deposit.ewallet;
    const res = await post(
      t.app,
      P.ewallet,
      { amount: min - 1, requestId: requestId() },
      bearer(player.token),
    );
    expect(res.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: M.amountMin(min) });
  });
});

describe('crypto', () => {
  it('gives each player one address per currency and network; confirms after 2 to 5 minutes at the quoted rate', async () => {
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const ask = (who: Player, currency: string, network: string) =>
      post(t.app, P.cryptoAddress, { currency, network }, bearer(who.token));
    const usdt = (await ask(player, 'USDT', 'TRC20')).json().data;
    expect(usdt.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(usdt.rate).toBeGreaterThan(0);
    expect((await ask(player, 'USDT', 'TRC20')).json().data.address).toBe(usdt.address);
    expect((await ask(player, 'USDT', 'BEP20')).json().data.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await ask(other, 'USDT', 'TRC20')).json().data.address).not.toBe(usdt.address);
    const refused = await ask(player, 'KDG', 'ERC20');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.networkUnsupported);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/gateway/sandbox/chain/send',
      payload: { address: usdt.address, amount: '10.5' },
    });
    expect(sent.statusCode).toBe(200);
    await t.tick(119_000);
    let history = await get(t.app, `${P.transactions}?type=deposit`, bearer(player.token));
    expect(history.json().data).toHaveLength(0);
    await t.tick(181_000);
    history = await get(t.app, `${P.transactions}?type=deposit`, bearer(player.token));
    const [row] = history.json().data;
    expect(row).toMatchObject({
      method: 'crypto',
      status: 'completed',
      amount: Math.floor(10.5 * usdt.rate),
    });
    const detail = await deposit(player, row.id);
    expect(detail.instructions).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      coinAmount: '10.5',
      rate: usdt.rate,
    });
    expect(await balanceOf(t, player)).toBe(Math.floor(10.5 * usdt.rate));
  });
});

describe('bank transfer matched from the statement feed', () => {
  it("credits a transfer to the operator's account carrying the content; ignores one without it", async () => {
    const player = await fundedPlayer(t);
    const sent = dataOf(
      await post(t.app, P.bank, { amount: 500_000, requestId: requestId() }, bearer(player.token)),
    );
    const { accountNumber, content } = sent.instructions as { accountNumber: string; content: string };
    expect(accountNumber).toBe(cashierConfigOf('xc05').bankAccount.accountNumber);
    const pay = (text: string, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/gateway/bank/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          account: accountNumber,
          content: text,
          amount: String(amount),
        }).toString(),
      });
    expect((await pay('chuyen tien', 70_000)).statusCode).toBe(200);
    expect((await pay(`NAP ${content.toLowerCase()} tu VCB`, 500_000)).statusCode).toBe(200);
    await t.tick();
    expect(await deposit(player, sent.id)).toMatchObject({ status: 'completed', credited: 500_000 });
    await t.tick();
    expect(await balanceOf(t, player)).toBe(500_000);
  });
});
