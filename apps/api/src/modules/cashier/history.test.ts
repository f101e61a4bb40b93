import { CASHIER_MESSAGES as M, CASHIER_PATHS as P } from '@xc/api-contract';
import { bearer, get, post } from '../../testing/accounts';
import {
  bankAccount,
  createCashierApp,
  fundedPlayer,
  requestId,
  type CashierTestApp,
  type Player,
} from '../../testing/cashier';
import { CODEPAY_ACCOUNT } from '../gateway/service';
import { runCommandLine } from '../../ops/bridge';

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp({ services: { sessionPolicy: { idleMs: 365 * 24 * 60 * 60_000 } } });
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const history = (player: Player, query = '') => get(t.app, `${P.transactions}${query}`, bearer(player.token));

async function paidDeposit(player: Player, amount: number) {
  const voucher = (
    await post(t.app, P.codepay, { amount, requestId: requestId(), replaceOpen: true }, bearer(player.token))
  ).json().data;
  await t.app.inject({
    method: 'POST',
    url: '/gateway/bank/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      account: CODEPAY_ACCOUNT.accountNumber,
      content: voucher.instructions.content,
      amount: String(amount),
    }).toString(),
  });
  await t.tick();
  return voucher;
}

describe('transaction history', () => {
  let player: Player;
  beforeAll(async () => {
    player = await fundedPlayer(t);
    await paidDeposit(player, 1_000_000); // 10 days ago (the clock moves on below)
    t.clock.advance(10 * DAY);
    const account = await bankAccount(t, player);
    await paidDeposit(player, 500_000);
    t.clock.advance(60_000);
    const paid = (
      await post(
        t.app,
        P.withdrawBank,
        { bankAccountId: account, amount: 200_000, requestId: requestId() },
        bearer(player.token),
      )
    ).json().data;
    await runCommandLine(['withdrawal', 'approve', String(paid.id), '--brand', 'xc05'], t.services);
    await t.tick();
    await t.tick(10_000);
    t.clock.advance(60_000);
    await post(
      t.app,
      P.withdrawBank,
      { bankAccountId: account, amount: 100_000, requestId: requestId() },
      bearer(player.token),
    );
    t.clock.advance(60_000);
    await post(
      t.app,
      P.codepay,
      { amount: 70_000, requestId: requestId(), replaceOpen: true },
      bearer(player.token),
    );
  });

  it('shows the last 7 days by default, newest first, with the lifetime net deposit', async () => {
    const res = await history(player);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.data.map((row: { type: string; amount: number; status: string }) => [
        row.type,
        row.amount,
        row.status,
      ]),
    ).toEqual([
      ['deposit', 70_000, 'pending'],
      ['withdrawal', 100_000, 'pending'],
      ['withdrawal', 200_000, 'paid'],
      ['deposit', 500_000, 'completed'],
    ]);
    expect(body.data[2].statusName).toBe('Thành công');
    expect(body.meta.pagination).toEqual({ total: 4, page: 1, per_page: 10, last_page: 1 });
    expect(body.summary).toEqual({ deposits: 1_500_000, withdrawals: 200_000, netDeposit: 1_300_000 });
  });

  it('takes a date range up to 3 months, filters by type and status, pages by 5, 10 or 20', async () => {
    const from = new Date(t.clock.ms - 30 * DAY).toISOString().slice(0, 10);
    const all = (await history(player, `?from=${from}`)).json();
    expect(all.meta.pagination.total).toBe(5); // and the deposit of 10 days ago
    expect((await history(player, `?from=${from}&type=withdrawal`)).json().meta.pagination.total).toBe(2);
    expect((await history(player, `?from=${from}&status=completed`)).json().meta.pagination.total).toBe(2);
    const page1 = (await history(player, `?from=${from}&per_page=5`)).json();
    expect(page1.data).toHaveLength(5);
    expect(page1.data.at(-1)).toMatchObject({ type: 'deposit', amount: 1_000_000 });
    const page2 = (await history(player, `?from=${from}&per_page=20&type=deposit&page=2`)).json();
    expect(page2.data).toHaveLength(0);
    expect(page2.meta.pagination).toMatchObject({ total: 3, page: 2, per_page: 20, last_page: 1 });
    for (const bad of [
      '?per_page=7',
      '?per_page=50',
      '?page=0',
      '?type=bonus',
      '?status=weird',
      '?from=2026-13-01',
      '?from=yesterday',
    ]) {
      expect([bad, (await history(player, bad)).statusCode]).toEqual([bad, 400]);
    }
    const tooLong = await history(player, `?from=2025-01-01&to=2025-06-01`);
    expect(tooLong.json()).toMatchObject({ statusCode: 400, message: M.rangeTooLong });
    const backwards = await history(player, `?from=2026-03-10&to=2026-03-01`);
    expect(backwards.json().message).toBe(M.rangeInvalid);
  });

  it('exports CSV', async () => {
    const res = await history(player, '?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Mã giao dịch","Thời gian","Loại","Phương thức","Số tiền","Trạng thái"');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('"Nạp tiền","codepay","70000","Đang xử lý"');
  });

  it("shows only the player's own rows", async () => {
    const stranger = await fundedPlayer(t);
    const res = (await history(stranger, '?from=2026-01-01')).json();
    expect(res.data).toEqual([]);
    expect(res.summary).toEqual({ deposits: 0, withdrawals: 0, netDeposit: 0 });
    expect((await get(t.app, P.transactions)).statusCode).toBe(401);
  });
});

describe('bet history', () => {
  it('pages by 10, 20 or 50, takes the same range rules and exports CSV', async () => {
    const player = await fundedPlayer(t);
    const res = await get(t.app, P.bets, bearer(player.token));
    expect(res.json()).toEqual({
      data: [],
      meta: { pagination: { total: 0, page: 1, per_page: 10, last_page: 1 } },
    });
    expect((await get(t.app, `${P.bets}?per_page=50`, bearer(player.token))).statusCode).toBe(200);
    expect((await get(t.app, `${P.bets}?per_page=5`, bearer(player.token))).statusCode).toBe(400);
    expect(
      (await get(t.app, `${P.bets}?from=2025-01-01&to=2025-12-01`, bearer(player.token))).json().message,
    ).toBe(M.rangeTooLong);
    const csv = await get(t.app, `${P.bets}?format=csv`, bearer(player.token));
    expect(csv.body.replace(/^\uFEFF/, '').trim()).toBe(
      '"Mã cược","Thời gian","Trò chơi","Tiền cược","Thắng/Thua","Trạng thái"',
    );
  });
});
