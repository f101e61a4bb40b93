import { CASHIER_MESSAGES as M, CASHIER_PATHS as P } from '@xc/api-contract';
import { cashierDeposits } from '../../schema';
import { eq } from 'drizzle-orm';
import { CODEPAY_ACCOUNT } from '../gateway/service';
import { bearer, get, login, post } from '../../testing/accounts';
import {
  createCashierApp,
  fundedPlayer,
  requestId,
  type CashierTestApp,
  type Player,
} from '../../testing/cashier';

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const limits = async (player: Player) =>
  (await get(t.app, P.limits, bearer(player.token))).json().data as Array<{
    period: string;
    amount: number | null;
    used: number;
    remaining: number | null;
    pending: { amount: number | null; appliesAt: string } | null;
  }>;
const setLimits = (player: Player, body: unknown) => post(t.app, P.limits, body, bearer(player.token));
const codepay = (player: Player, amount: number) =>
  post(t.app, P.codepay, { amount, requestId: requestId(), replaceOpen: true }, bearer(player.token));
/** A voucher paid in full from the gateway's bank app and reported. */
async function paid(player: Player, amount: number) {
  const res = await codepay(player, amount);
  expect(res.statusCode).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: '/gateway/bank/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      account: CODEPAY_ACCOUNT.accountNumber,
      content: res.json().data.instructions.content,
      amount: String(amount),
    }).toString(),
  });
  await t.tick();
}
/** Logs in again after the clock moved past the idle lifetime. */
const relog = async (player: Player): Promise<Player> => ({
  ...player,
  token: (await login(t.app, player.body.username, player.body.password)).json().token,
});

describe('deposit limits', () => {
  it('applies a decrease at once and an increase after 24 hours; refuses a deposit over it with what remains', async () => {
    let player = await fundedPlayer(t);
    expect((await limits(player)).map((view) => view.amount)).toEqual([null, null, null]);
    const set = await setLimits(player, { day: 200_000, month: 5_000_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data[0]).toMatchObject({
      period: 'day',
      amount: 200_000,
      used: 0,
      remaining: 200_000,
      pending: null,
    });

    await paid(player, 150_000);
    const over = await codepay(player, 100_000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: M.depositLimit('ngày', 50_000),
    });
    expect(over.json().message).toBe(
      'Khoản nạp vượt quá hạn mức nạp ngày của bạn. Bạn chỉ còn có thể nạp 50,000 VND',
    );
    // Refused before anything was created: no deposit row, no gateway order.
    const rows = await t.database.db
      .select()
      .from(cashierDeposits)
      .where(eq(cashierDeposits.playerId, player.user.id));
    expect(rows.map((row) => row.status)).toEqual(['completed']);

    // Lower: at once.
    const lower = (await setLimits(player, { day: 100_000 })).json().data[0];
    expect(lower).toMatchObject({ amount: 100_000, remaining: 0, pending: null });
    // Higher, and removing one: after 24 hours.
    const higher = (await setLimits(player, { day: 1_000_000, month: null })).json().data;
    expect(higher[0]).toMatchObject({ amount: 100_000, pending: { amount: 1_000_000 } });
    expect(Date.parse(higher[0].pending.appliesAt) - t.clock.ms).toBe(24 * HOUR);
    expect(higher[2]).toMatchObject({ amount: 5_000_000, pending: { amount: null } });
    expect((await codepay(player, 50_000)).statusCode).toBe(409);

    t.clock.advance(24 * HOUR + 1);
    player = await relog(player);
    const later = await limits(player);
    expect(later[0]).toMatchObject({ amount: 1_000_000, pending: null });
    expect(later[2]).toMatchObject({ amount: null, remaining: null });
    expect((await codepay(player, 900_000)).statusCode).toBe(200);
  });

  it('counts a week and a month as rolling windows, and the tightest limit speaks', async () => {
    const player = await fundedPlayer(t);
    await setLimits(player, { day: 1_000_000, week: 300_000 });
    await paid(player, 250_000);
    const over = await codepay(player, 100_000);
    expect(over.json().message).toBe(M.depositLimit('tuần', 50_000));
  });

  it('counts an open voucher, and frees its allowance when it is replaced', async () => {
    const player = await fundedPlayer(t);
    await setLimits(player, { day: 200_000 });
    expect((await codepay(player, 150_000)).statusCode).toBe(200);
    const wallet = await post(
      t.app,
      P.ewallet,
      { amount: 100_000, requestId: requestId() },
      bearer(player.token),
    );
    expect(wallet.json().message).toBe(M.depositLimit('ngày', 50_000));
    expect((await codepay(player, 200_000)).statusCode).toBe(200);
  });

  it('applies to scratch cards (face value) and e-wallets too', async () => {
    const player = await fundedPlayer(t);
    await setLimits(player, { day: 60_000 });
    const card = await post(
      t.app,
      P.card,
      {
        carrier: 'viettel',
        denomination: 100_000,
        pin: '1234567891234',
        serial: '12345678901',
        requestId: requestId(),
      },
      bearer(player.token),
    );
    expect(card.json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    const wallet = await post(
      t.app,
      P.ewallet,
      { amount: 70_000, requestId: requestId() },
      bearer(player.token),
    );
    expect(wallet.json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
  });

  it('gives no crypto address once an allowance is used up', async () => {
    const player = await fundedPlayer(t);
    await setLimits(player, { week: 100_000 });
    await paid(player, 100_000);
    const res = await post(
      t.app,
      P.cryptoAddress,
      { currency: 'USDT', network: 'TRC20' },
      bearer(player.token),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: M.cryptoLimitReached('tuần'),
    });
  });

  it.each([
    [{ day: 0 }],
    [{ day: -1 }],
    [{ day: 1.5 }],
    [{ day: '100000' }],
    [{ week: 10_000_000_001 }],
    [{ month: 1e300 }],
  ])('refuses %j', async (body) => {
    const player = await fundedPlayer(t);
    const res = await setLimits(player, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.limitInvalid);
  });

  it('needs a session', async () => {
    expect((await get(t.app, P.limits)).statusCode).toBe(401);
    expect((await post(t.app, P.limits, { day: 1 })).statusCode).toBe(401);
  });
});
