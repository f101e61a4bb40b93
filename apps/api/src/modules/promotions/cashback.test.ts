import { eq } from 'drizzle-orm';
import { TestClock } from '../../testing/accounts';
import {
  GAME_OF,
  createPromotionsApp,
  mine,
  newPlayer,
  playRound,
  type Player,
  type PromotionsTestApp,
} from '../../testing/promotions';
import { operator } from '../../testing/test-app';
import { players } from '../players/schema';
import { bonusAccount } from '../wallet/accounts';
import { vietnamDay } from './rules';
import { cashbackCredits } from './schema';

// 15:00 in Vietnam on 1 March 2026.
const clock = new TestClock(Date.parse('2026-03-01T08:00:00.000Z'));
let t: PromotionsTestApp;
beforeAll(async () => {
  // The jobs run when the test says, on its clock: the cashback's 00:15 is the test's.
  t = await createPromotionsApp({
    clock,
    services: {
      jobs: { runner: 'in-process', clock: clock.now, timers: false },
      // The test's days pass in minutes: its sessions outlive them.
      sessionPolicy: { idleMs: 365 * 24 * 60 * 60_000, absoluteMs: 365 * 24 * 60 * 60_000 },
    },
  });
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const ops = (...argv: string[]) => operator(t.app, ...argv, '--brand', 'xc05');
const balance = (player: Player) => t.services.wallet.balance(player.user.id);
const creditsOf = (player: Player) =>
  t.database.db.select().from(cashbackCredits).where(eq(cashbackCredits.playerId, player.user.id));
const bonusHeld = async () =>
  (await t.services.wallet.balancesOf([bonusAccount('xc05')])).get(bonusAccount('xc05')) ?? 0;

/** Plays one losing round of `stake` on each product given. */
async function play(player: Player, stakes: Partial<Record<keyof typeof GAME_OF, number>>) {
  for (const [product, stake] of Object.entries(stakes))
    await playRound(t, player, { stake, win: 0, gameCode: GAME_OF[product as keyof typeof GAME_OF] });
}

describe('daily cashback', () => {
  let player: Player;
  let locked: Player;

  it("accrues today's cashback per product at each promotion's rate, shown as it grows", async () => {
    player = await newPlayer(t, 10_000_000);
    locked = await newPlayer(t, 1_000_000);
    expect((await mine(t, player)).cashback.today).toEqual({
      day: '2026-03-01',
      turnover: 0,
      amount: 0,
      products: [],
    });
    await play(player, {
      'cong-game': 1_000_000, // 1.5 %
      'live-casino': 1_000_000, // 1.4 %
      'the-thao': 333_333, // 1.35 %: 4 499.99 → 4 499
      'lo-de': 100_000, // 1.45 %
      'da-ga': 100_000, // 1.45 %
    });
    await play(locked, { 'cong-game': 500_000 });
    const today = (await mine(t, player)).cashback.today;
    expect(today).toMatchObject({
      day: '2026-03-01',
      turnover: 2_533_333,
      amount: 15_000 + 14_000 + 4_499 + 1_450 + 1_450,
    });
    expect(today.products).toEqual([
      {
        product: 'cong-game',
        promotionCode: 'hoan-tra-15',
        turnover: 1_000_000,
        rateBp: 150,
        amount: 15_000,
      },
      { product: 'da-ga', promotionCode: 'hoan-tra-145', turnover: 100_000, rateBp: 145, amount: 1_450 },
      {
        product: 'live-casino',
        promotionCode: 'hoan-tra-14',
        turnover: 1_000_000,
        rateBp: 140,
        amount: 14_000,
      },
      { product: 'lo-de', promotionCode: 'hoan-tra-145', turnover: 100_000, rateBp: 145, amount: 1_450 },
      { product: 'the-thao', promotionCode: 'hoan-tra-135', turnover: 333_333, rateBp: 135, amount: 4_499 },
    ]);
  });

  it('is credited by the 00:15 job for the day before, bonus:<brand> → player, not to a locked account', async () => {
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, locked.user.id));
    const before = await balance(player);
    const held = await bonusHeld();
    // 00:10 in Vietnam: not yet.
    clock.ms = Date.parse('2026-03-01T17:10:00.000Z');
    await t.services.jobs.runDue();
    expect(await creditsOf(player)).toEqual([]);
    clock.ms = Date.parse('2026-03-01T17:16:00.000Z');
    await t.services.jobs.runDue();
    expect(await balance(player)).toBe(before + 36_399);
    expect(await bonusHeld()).toBe(held - 36_399);
    expect(await creditsOf(locked)).toEqual([]);
    const page = await mine(t, player);
    expect(page.cashback.credits).toEqual([
      expect.objectContaining({ day: '2026-03-01', turnover: 2_533_333, amount: 36_399 }),
    ]);
    expect(page.cashback.credits[0]?.products).toHaveLength(5);
    // A new day: nothing accrued yet.
    expect(page.cashback.today).toEqual({ day: '2026-03-02', turnover: 0, amount: 0, products: [] });
  });

  it('is paid once per player and day, however often and wherever it runs', async () => {
    const before = await balance(player);
    const again = await ops('cashback', 'run', '--day', '2026-03-01');
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).toContain('0 player(s) credited 0 VND; 1 paid before; 1 not eligible');

    // A second day, run three times at once (replicas, a retry).
    await play(player, { 'cong-game': 200_000 });
    clock.advance(24 * 60 * 60_000);
    const reports = await Promise.all([
      t.services.promotions.runCashback('2026-03-02'),
      t.services.promotions.runCashback('2026-03-02'),
      t.services.promotions.runCashback('2026-03-02'),
    ]);
    expect(reports.reduce((sum, report) => sum + report.credited, 0)).toBe(1);
    expect(await balance(player)).toBe(before - 200_000 + 3_000);
    expect((await creditsOf(player)).map((row) => row.day).sort()).toEqual(['2026-03-01', '2026-03-02']);
    const cashbacks = await t.database.execute(
      `select count(*)::int as n from wallet_transactions where type = 'cashback' and player_id = $1`,
      [player.user.id],
    );
    expect(cashbacks.rows).toEqual([{ n: 2 }]);
  });

  it('pays today early with --so-far, and the nightly run only what the day added since', async () => {
    const fresh = await newPlayer(t, 5_000_000);
    await play(fresh, { 'cong-game': 400_000 });
    const refused = await ops('cashback', 'run', '--day', t.services.promotions.today());
    expect(refused.code).not.toBe(0);
    const early = await ops('cashback', 'run', '--so-far');
    expect(early.code).toBe(0);
    expect(await balance(fresh)).toBe(5_000_000 - 400_000 + 6_000);
    expect((await mine(t, fresh)).cashback.today).toMatchObject({ turnover: 400_000, amount: 0 });
    await play(fresh, { 'cong-game': 200_000 });
    expect((await mine(t, fresh)).cashback.today).toMatchObject({ turnover: 600_000, amount: 3_000 });
    const day = t.services.promotions.today();
    clock.advance(24 * 60 * 60_000);
    await Promise.all([t.services.promotions.runCashback(day), t.services.promotions.runCashback(day)]);
    expect(await balance(fresh)).toBe(5_000_000 - 600_000 + 9_000);
    const [credit] = (await creditsOf(fresh)).filter((row) => row.day === day);
    expect(credit).toMatchObject({ turnover: 600_000, amount: 9_000 });
  });

  it("pays only what active promotions cover, only on the brand's own players, and no day not over", async () => {
    await ops('promotion', 'set', 'hoan-tra-14', '--active', 'no');
    try {
      await play(player, { 'live-casino': 1_000_000, 'cong-game': 100_000 });
      const day = t.services.promotions.latestPayableDay();
      clock.advance(24 * 60 * 60_000);
      const other = await operator(t.app, 'cashback', 'run', '--brand', 'xc03');
      expect(other.out.join('\n')).toContain('0 player(s) credited');
      const before = await balance(player);
      expect((await ops('cashback', 'run')).code).toBe(0);
      expect(await balance(player)).toBe(before + 1_500);
      expect((await creditsOf(player)).find((row) => row.day > day)?.products).toEqual([
        { product: 'cong-game', promotionCode: 'hoan-tra-15', turnover: 100_000, rateBp: 150, amount: 1_500 },
      ]);
    } finally {
      await ops('promotion', 'set', 'hoan-tra-14', '--active', 'yes');
    }
    const today = await ops('cashback', 'run', '--day', vietnamDay(clock.now()));
    expect(today.code).toBe(2);
    expect(today.err.join('\n')).toContain('is not over yet');
  });
});
