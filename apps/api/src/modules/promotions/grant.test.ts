import { randomUUID } from 'node:crypto';
import {
  CASHIER_MESSAGES,
  CASHIER_PATHS,
  PROMOTION_ERROR_CODES as CODES,
  PROMOTION_MESSAGES as M,
  PROMOTION_PATHS,
  type Deposit,
  type Promotion,
} from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { eq } from 'drizzle-orm';
import { bearer, get, post } from '../../testing/accounts';
import {
  codepay,
  createPromotionsApp,
  dataOf,
  deposit,
  mine,
  newPlayer,
  paidWebhook,
  signedWebhook,
  type PromotionsTestApp,
} from '../../testing/promotions';
import { operator } from '../../testing/test-app';
import { players } from '../players/schema';
import { bonusAccount } from '../wallet/accounts';
import { promotionBonuses } from './schema';

let t: PromotionsTestApp;
beforeAll(async () => {
  t = await createPromotionsApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const ops = (...argv: string[]) => operator(t.app, ...argv, '--brand', 'xc05');
const balance = (id: number) => t.services.wallet.balance(id);
const bonusHeld = async () =>
  (await t.services.wallet.balancesOf([bonusAccount('xc05')])).get(bonusAccount('xc05')) ?? 0;
const bonusRows = (playerId: number) =>
  t.database.db.select().from(promotionBonuses).where(eq(promotionBonuses.playerId, playerId));

describe('the promotions list (GET /api/promotions)', () => {
  it("shows the brand's six promotions, each rule in figures and in words, the cap the brand's own", async () => {
    const res = await get(t.app, PROMOTION_PATHS.list);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = dataOf<Promotion[]>(res);
    expect(list.map((promotion) => promotion.code)).toEqual([
      'khuyen-mai-100',
      'khuyen-mai-50',
      'hoan-tra-135',
      'hoan-tra-14',
      'hoan-tra-145',
      'hoan-tra-15',
    ]);
    const hundred = list[0] as Promotion;
    expect(hundred).toMatchObject({
      kind: 'first_deposit',
      percent: 100,
      rounds: 20,
      maxBonus: TENANTS.xc05.maxFirstDepositBonus,
      minDeposit: 100_000,
      validDays: 30,
      active: true,
    });
    expect(hundred.products).toContainEqual({ product: 'live-casino', weightPercent: 20, rateBp: 0 });
    const terms = hundred.terms.join('\n');
    expect(terms).toContain('Thưởng 100% khoản nạp đầu tiên, tối đa 20,000,000 VND.');
    expect(terms).toContain('(tiền nạp + tiền thưởng) × 20 vòng');
    expect(terms).toContain('Live casino 20%');
    expect(terms).toContain('Thời hạn: 30 ngày');
    expect(terms).toContain('Không thể rút tiền cho đến khi hoàn thành yêu cầu cược');
    expect(terms).toContain('không bao giờ thu hồi xuống dưới số tiền bạn đã nạp');
    expect(terms).toContain('chỉ có một khuyến mãi đang thực hiện');
    expect(terms).toContain('tự loại trừ');
    expect(list[1]?.rounds).toBe(15);
    expect(list.find((promotion) => promotion.code === 'hoan-tra-14')?.products).toEqual([
      { product: 'live-casino', weightPercent: 0, rateBp: 140 },
    ]);
    expect(list.find((promotion) => promotion.code === 'hoan-tra-15')?.terms[0]).toContain('Cổng game 1.5%');
    expect(list.find((promotion) => promotion.code === 'hoan-tra-135')?.terms[0]).toContain('Thể thao 1.35%');

    // Another brand's host: its own cap in figures and in the terms.
    const other = dataOf<Promotion[]>(
      await get(t.app, PROMOTION_PATHS.list, { host: TENANTS.xc03.domain }),
    ).find((promotion) => promotion.code === 'khuyen-mai-50');
    expect(other?.maxBonus).toBe(9_000_000);
    expect(other?.terms[0]).toBe('Thưởng 50% khoản nạp đầu tiên, tối đa 9,000,000 VND.');
  });

  it('lists an inactive promotion no more, and the deposit forms stop offering it', async () => {
    const offered = async () =>
      (await get(t.app, CASHIER_PATHS.config, { host: TENANTS.xc04.domain })).json().data.promotions;
    expect(await offered()).toEqual(['none', 'khuyen-mai-100', 'khuyen-mai-50']);
    await operator(t.app, 'promotion', 'set', 'khuyen-mai-50', '--active', 'no', '--brand', 'xc04');
    expect(await offered()).toEqual(['none', 'khuyen-mai-100']);
    const listed = dataOf<Promotion[]>(await get(t.app, PROMOTION_PATHS.list, { host: TENANTS.xc04.domain }));
    expect(listed.map((promotion) => promotion.code)).not.toContain('khuyen-mai-50');
    // Other brands are not touched.
    expect((await get(t.app, CASHIER_PATHS.config)).json().data.promotions).toContain('khuyen-mai-50');
  });
});

describe('a first deposit with a promotion', () => {
  it('credits the bonus from bonus:<brand> in the deposit’s unit of work, capped at the brand’s maximum', async () => {
    const player = await newPlayer(t);
    expect((await mine(t, player)).firstDepositAvailable).toBe(true);
    const heldBefore = await bonusHeld();
    const done = await deposit(t, player, 25_000_000, 'khuyen-mai-100');
    expect(done).toMatchObject({
      status: 'completed',
      credited: 25_000_000,
      note: null,
      promotion: 'khuyen-mai-100',
    });
    expect(await balance(player.user.id)).toBe(45_000_000);
    expect(await bonusHeld()).toBe(heldBefore - 20_000_000);

    const page = await mine(t, player);
    expect(page.firstDepositAvailable).toBe(false);
    expect(page.active).toMatchObject({
      promotionCode: 'khuyen-mai-100',
      status: 'active',
      deposit: 25_000_000,
      bonus: 20_000_000,
      rounds: 20,
      requirement: 900_000_000,
      wagered: 0,
      remaining: 900_000_000,
      endedAt: null,
      forfeited: null,
    });
    expect(Date.parse(page.active?.expiresAt ?? '') - Date.parse(page.active?.startedAt ?? '')).toBe(
      30 * 24 * 60 * 60_000,
    );
    expect(page.past).toEqual([]);
    const statement = await ops('bonus', 'status', player.body.username);
    expect(statement.out.join('\n')).toContain('khuyen-mai-100 active');
  });

  it('takes 50 % under the cap, (deposit + bonus) × 15 rounds', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, 1_000_000, 'khuyen-mai-50');
    expect((await mine(t, player)).active).toMatchObject({ bonus: 500_000, requirement: 22_500_000 });
    expect(await balance(player.user.id)).toBe(1_500_000);
  });

  it('is refused at the voucher: a player who deposited, a running bonus, an inactive promotion, a small amount', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, 200_000);
    const again = await codepay(t, player, { amount: 200_000, promotion: 'khuyen-mai-100' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: CODES.notFirstDeposit, message: M.notFirstDeposit });

    const withBonus = await newPlayer(t);
    await deposit(t, withBonus, 500_000, 'khuyen-mai-100');
    const second = await codepay(t, withBonus, { amount: 200_000, promotion: 'khuyen-mai-50' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: CODES.bonusActive, message: M.bonusActive });
    // Without a promotion the deposit is fine.
    expect((await codepay(t, withBonus, { amount: 200_000 })).statusCode).toBe(200);

    const fresh = await newPlayer(t);
    await operator(t.app, 'promotion', 'set', 'khuyen-mai-50', '--active', 'no', '--brand', 'xc05');
    try {
      const inactive = await codepay(t, fresh, { amount: 200_000, promotion: 'khuyen-mai-50' });
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toMatchObject({ code: CODES.promotionNotFound, message: M.promotionNotFound });
    } finally {
      await operator(t.app, 'promotion', 'set', 'khuyen-mai-50', '--active', 'yes', '--brand', 'xc05');
    }
    const small = await codepay(t, fresh, { amount: 99_000, promotion: 'khuyen-mai-50' });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: CODES.belowMinDeposit, message: M.belowMinDeposit(100_000) });
    // A promotion that is not one of the deposit forms' choices is the request's error.
    const unknown = await codepay(t, fresh, { amount: 200_000, promotion: 'hoan-tra-15' as never });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CASHIER_MESSAGES.promotionInvalid);
    // Nothing of these was recorded.
    expect(await bonusRows(fresh.user.id)).toEqual([]);
  });

  it('is credited anyway when the bonus cannot be taken at payment, and the deposit says why', async () => {
    // The promotion ended between the voucher and the payment.
    const late = await newPlayer(t);
    const voucher = dataOf<Deposit>(await codepay(t, late, { amount: 300_000, promotion: 'khuyen-mai-50' }));
    await ops('promotion', 'set', 'khuyen-mai-50', '--active', 'no');
    try {
      expect((await signedWebhook(t, await paidWebhook(t, voucher))).statusCode).toBe(200);
    } finally {
      await ops('promotion', 'set', 'khuyen-mai-50', '--active', 'yes');
    }
    const paid = dataOf<Deposit>(
      await get(t.app, CASHIER_PATHS.deposit.replace(':id', String(voucher.id)), bearer(late.token)),
    );
    expect(paid).toMatchObject({
      status: 'completed',
      credited: 300_000,
      note: M.notApplied(M.promotionNotFound),
    });
    expect(await balance(late.user.id)).toBe(300_000);
    expect((await mine(t, late)).active).toBeNull();

    // Less arrived than the voucher asked, under the minimum: both notes.
    const short = await newPlayer(t);
    const asked = dataOf<Deposit>(await codepay(t, short, { amount: 150_000, promotion: 'khuyen-mai-100' }));
    await signedWebhook(t, await paidWebhook(t, asked, { amount: 80_000 }));
    const shortPaid = dataOf<Deposit>(
      await get(t.app, CASHIER_PATHS.deposit.replace(':id', String(asked.id)), bearer(short.token)),
    );
    expect(shortPaid.note).toBe(
      `${CASHIER_MESSAGES.wrongAmount(150_000, 80_000)}. ${M.notApplied(M.belowMinDeposit(100_000))}`,
    );
    expect(await balance(short.user.id)).toBe(80_000);

    // A locked account (later: self-excluded) takes no bonus.
    const locked = await newPlayer(t);
    const lockedVoucher = dataOf<Deposit>(
      await codepay(t, locked, { amount: 500_000, promotion: 'khuyen-mai-100' }),
    );
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, locked.user.id));
    await signedWebhook(t, await paidWebhook(t, lockedVoucher));
    expect(await balance(locked.user.id)).toBe(500_000);
    expect(await bonusRows(locked.user.id)).toEqual([]);
    const [row] = await t.services.cashier.searchDeposits({ brand: 'xc05', code: lockedVoucher.code });
    expect(row?.note).toBe(M.notApplied(M.notEligible));
  });

  it('is granted once when the webhook is replayed or sent twice at once', async () => {
    const player = await newPlayer(t);
    const voucher = dataOf<Deposit>(
      await codepay(t, player, { amount: 1_000_000, promotion: 'khuyen-mai-100' }),
    );
    const hook = await paidWebhook(t, voucher);
    const answers = await Promise.all([
      signedWebhook(t, hook),
      signedWebhook(t, hook),
      signedWebhook(t, hook),
    ]);
    expect(answers.map((res) => res.json().result).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    // The same signed request again: refused by its nonce.
    const nonce = 'replayed-nonce-0001';
    expect((await signedWebhook(t, hook, { nonce })).statusCode).toBe(200);
    expect((await signedWebhook(t, hook, { nonce })).statusCode).toBe(409);
    expect(await balance(player.user.id)).toBe(2_000_000);
    expect(await bonusRows(player.user.id)).toHaveLength(1);
  });

  it('goes to one deposit only when two vouchers with the promotion are paid at once', async () => {
    const player = await newPlayer(t);
    const first = dataOf<Deposit>(await codepay(t, player, { amount: 400_000, promotion: 'khuyen-mai-100' }));
    const wallet = await post(
      t.app,
      CASHIER_PATHS.ewallet,
      { amount: 600_000, promotion: 'khuyen-mai-100', requestId: randomUUID() },
      bearer(player.token),
    );
    expect(wallet.statusCode).toBe(200);
    const second = dataOf<Deposit>(wallet);
    await Promise.all([
      signedWebhook(t, await paidWebhook(t, first)),
      signedWebhook(t, await paidWebhook(t, second)),
    ]);
    const rows = await bonusRows(player.user.id);
    expect(rows).toHaveLength(1);
    const [bonus] = rows;
    const taker = bonus?.depositId === first.id ? first : second;
    const other = taker === first ? second : first;
    expect(bonus?.deposit).toBe(taker.amount);
    const [otherRow] = await t.services.cashier.searchDeposits({ brand: 'xc05', code: other.code });
    expect(otherRow).toMatchObject({ status: 'completed', note: M.notApplied(M.notFirstDeposit) });
    expect(await balance(player.user.id)).toBe(1_000_000 + (taker.amount ?? 0));
    // The other deposit, credited after, is the player's own money of the bonus too.
    expect(bonus?.ownDeposits).toBe(other.amount);
  });
});
