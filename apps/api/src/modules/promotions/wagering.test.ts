import { randomUUID } from 'node:crypto';
import {
  CASHIER_PATHS,
  EVENT_PATHS,
  PROMOTION_ERROR_CODES as CODES,
  PROMOTION_MESSAGES as M,
  PROMOTION_PATHS,
  PROVIDER_WALLET_PATHS as W,
  type BonusEvent,
  type PlayerEvent,
} from '@xc/api-contract';
import { eq } from 'drizzle-orm';
import { bearer, login, post } from '../../testing/accounts';
import { bankAccount } from '../../testing/cashier';
import { launchToken, signedPost, type GamesTestApp } from '../../testing/games';
import {
  GAME_OF,
  createPromotionsApp,
  deposit,
  mine,
  newPlayer,
  playRound,
  type Player,
  type PromotionsTestApp,
} from '../../testing/promotions';
import { openSse, type SseClient } from '../../testing/sse-client';
import { operator } from '../../testing/test-app';
import { promotionBonuses } from './schema';
import { EXPIRY_GRACE_MS } from './service';

const DAY = 24 * 60 * 60_000;
let t: PromotionsTestApp;
beforeAll(async () => {
  t = await createPromotionsApp();
  // Two rounds, so a test plays (deposit + bonus) × 2.
  await operator(t.app, 'promotion', 'set', 'khuyen-mai-100', '--rounds', '2', '--brand', 'xc05');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const streams: SseClient[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const balance = (player: Player) => t.services.wallet.balance(player.user.id);
const withdraw = (player: Player, bankAccountId: number, amount = 200_000) =>
  post(
    t.app,
    CASHIER_PATHS.withdrawBank,
    { bankAccountId, amount, requestId: randomUUID() },
    bearer(player.token),
  );
const bonusOf = async (player: Player) => {
  const [row] = await t.database.db
    .select()
    .from(promotionBonuses)
    .where(eq(promotionBonuses.playerId, player.user.id));
  if (!row) throw new Error('no bonus');
  return row;
};
/** A round's stake only: the round stays open (a pending stake). */
async function stakeOnly(player: Player, stake: number, gameCode = GAME_OF['cong-game']) {
  const games = t as unknown as GamesTestApp;
  const token = await launchToken(games, player.token, gameCode);
  const auth = await signedPost(games, W.authenticate, { token, gameCode });
  const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode };
  const roundId = `open-${randomUUID()}`;
  const debit = await signedPost(games, W.debit, {
    ...base,
    transactionId: `${roundId}:bet`,
    roundId,
    amount: stake,
  });
  expect(debit.statusCode).toBe(200);
  return {
    settle: async (win: number) => {
      const credit = await signedPost(games, W.credit, {
        ...base,
        transactionId: `${roundId}:win`,
        roundId,
        amount: win,
        roundClosed: true,
      });
      expect(credit.statusCode).toBe(200);
      await t.app.settled();
    },
  };
}

/** A new session (a month later the old one has lapsed). */
async function relogin(player: Player) {
  const res = await login(t.app, player.body.username, player.body.password);
  expect(res.statusCode).toBe(200);
  player.token = res.json().token as string;
}

async function stream(player: Player): Promise<SseClient> {
  const ticket = await post(t.app, EVENT_PATHS.ticket, undefined, bearer(player.token));
  const client = await openSse(t.app, `${EVENT_PATHS.player}?ticket=${ticket.json().data.ticket as string}`);
  streams.push(client);
  await client.next((event) => (event.data as PlayerEvent | undefined)?.type === 'balance');
  return client;
}
const bonusEvent = (match: Partial<BonusEvent>) => (event: { data?: unknown }) => {
  const data = event.data as PlayerEvent | undefined;
  return (
    data?.type === 'bonus' &&
    Object.entries(match).every(([key, value]) => data[key as keyof BonusEvent] === value)
  );
};

describe('wagering a first-deposit bonus', () => {
  it('counts settled stakes by the product weights, live, and holds withdrawals until it is complete', async () => {
    const player = await newPlayer(t);
    const account = await bankAccount(t, player);
    const live = await stream(player);
    await deposit(t, player, 1_000_000, 'khuyen-mai-100');
    const granted = await live.next(bonusEvent({ status: 'active', wagered: 0 }));
    const bonusId = (granted.data as BonusEvent).bonusId;
    expect((await mine(t, player)).active).toMatchObject({
      id: bonusId,
      requirement: 4_000_000,
      remaining: 4_000_000,
    });

    await playRound(t, player, { stake: 500_000, win: 500_000, gameCode: GAME_OF['cong-game'] });
    await live.next(bonusEvent({ bonusId, status: 'active', wagered: 500_000, requirement: 4_000_000 }));
    await playRound(t, player, { stake: 1_000_000, win: 1_000_000, gameCode: GAME_OF['live-casino'] }); // 20 %
    await playRound(t, player, { stake: 300_001, win: 300_001, gameCode: GAME_OF['da-ga'] }); // 50 %, floored
    await playRound(t, player, { stake: 100_000, win: 0, gameCode: GAME_OF['lo-de'] });
    await playRound(t, player, { stake: 100_000, win: 100_000, gameCode: GAME_OF['the-thao'] });
    const counted = 500_000 + 200_000 + 150_000 + 100_000 + 100_000;
    await live.next(bonusEvent({ bonusId, wagered: counted }));
    // A stake whose round is still open counts nothing yet.
    const open = await stakeOnly(player, 200_000);
    expect((await mine(t, player)).active).toMatchObject({
      wagered: counted,
      remaining: 4_000_000 - counted,
    });

    const refused = await withdraw(player, account);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: CODES.wageringIncomplete,
      message: M.wageringIncomplete(4_000_000 - counted),
    });
    expect(refused.json().message).toContain('2,950,000 VND');
    const before = await balance(player);

    await open.settle(200_000);
    await playRound(t, player, { stake: 1_500_000, win: 1_500_000 });
    await playRound(t, player, { stake: 1_500_000, win: 1_500_000 });
    await live.next(bonusEvent({ bonusId, status: 'completed', wagered: 4_000_000 }));
    const page = await mine(t, player);
    expect(page.active).toBeNull();
    expect(page.past[0]).toMatchObject({
      id: bonusId,
      status: 'completed',
      wagered: 4_000_000,
      remaining: 0,
      forfeited: null,
    });
    // The bonus was already in the wallet: completing it moves no money, the withdrawal goes.
    expect(await balance(player)).toBe(before + 200_000);
    expect((await withdraw(player, account)).statusCode).toBe(200);
    // Rounds after the end count for nothing and publish no bonus event.
    const seen = live.received.length;
    await playRound(t, player, { stake: 10_000, win: 0 });
    expect(live.received.slice(seen).some(bonusEvent({}))).toBe(false);
  });

  it('finds a requirement reached without its round notice: on a withdrawal, on a read, and by the tick', async () => {
    const players = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    for (const player of players) {
      await deposit(t, player, 500_000, 'khuyen-mai-100');
      await playRound(t, player, { stake: 300_000, win: 300_000 });
      // As if the rounds counted but the notice after them was lost (a replica died).
      await t.database.db
        .update(promotionBonuses)
        .set({ requirement: 300_000 })
        .where(eq(promotionBonuses.playerId, player.user.id));
    }
    const [byWithdrawal, byRead, byTick] = players as [Player, Player, Player];
    expect((await withdraw(byWithdrawal, await bankAccount(t, byWithdrawal))).statusCode).toBe(200);
    expect((await bonusOf(byWithdrawal)).status).toBe('completed');

    expect((await mine(t, byRead)).past[0]).toMatchObject({
      status: 'completed',
      wagered: 300_000,
      remaining: 0,
    });

    expect((await bonusOf(byTick)).status).toBe('active');
    expect((await t.services.promotions.tick()).ended).toBeGreaterThanOrEqual(1);
    expect(await bonusOf(byTick)).toMatchObject({ status: 'completed', forfeited: null });
    for (const player of players) expect(await balance(player)).toBeGreaterThanOrEqual(800_000);
  });
});

describe('the live meter', () => {
  it('tells the player when the bonus is cancelled or expires', async () => {
    const cancelling = await newPlayer(t);
    const live = await stream(cancelling);
    await deposit(t, cancelling, 500_000, 'khuyen-mai-100');
    const { bonusId } = (await live.next(bonusEvent({ status: 'active' }))).data as BonusEvent;
    await post(t.app, PROMOTION_PATHS.cancel, { bonusId, requestId: randomUUID() }, bearer(cancelling.token));
    await live.next(bonusEvent({ bonusId, status: 'cancelled', wagered: 0 }));

    const expiring = await newPlayer(t);
    const later = await stream(expiring);
    await deposit(t, expiring, 500_000, 'khuyen-mai-100');
    await playRound(t, expiring, { stake: 100_000, win: 100_000 });
    const { bonusId: id } = (await later.next(bonusEvent({ wagered: 100_000 }))).data as BonusEvent;
    t.clock.advance(30 * DAY);
    await t.services.promotions.tick();
    await later.next(bonusEvent({ bonusId: id, status: 'expired', wagered: 100_000 }));
  });
});

describe('expiry', () => {
  it('after 30 days forfeits the bonus and its winnings, counting only rounds settled before the end', async () => {
    const player = await newPlayer(t);
    const account = await bankAccount(t, player);
    await deposit(t, player, 1_000_000, 'khuyen-mai-100');
    await playRound(t, player, { stake: 1_000_000, win: 1_000_000 });
    // Staked before the end, settled after it: not counted.
    const straddling = await stakeOnly(player, 500_000);
    t.clock.advance(30 * DAY);
    await straddling.settle(0);
    await relogin(player);
    await playRound(t, player, { stake: 100_000, win: 100_000 });
    // A withdrawal past the end, before the tick: its check expires the bonus first.
    const late = await withdraw(player, account, 100_000);
    expect(late.statusCode).toBe(200);
    const row = await bonusOf(player);
    // The withdrawal's check expired it first: 1.5 M of balance, own 1 M → min(750 k, 500 k).
    expect(row).toMatchObject({ status: 'expired', wagered: 1_000_000, forfeited: 500_000 });
    expect(await balance(player)).toBe(1_500_000 - 500_000 - 100_000);
    const page = await mine(t, player);
    expect(page.active).toBeNull();
    expect(page.past[0]).toMatchObject({
      status: 'expired',
      forfeited: 500_000,
      wagered: 1_000_000,
      remaining: 3_000_000,
    });
    expect(page.firstDepositAvailable).toBe(false);
  });

  it('is done by the tick; a bonus whose rounds reached the requirement in time is completed instead', async () => {
    const losing = await newPlayer(t);
    await deposit(t, losing, 1_000_000, 'khuyen-mai-100');
    await playRound(t, losing, { stake: 1_500_000, win: 0 });
    const done = await newPlayer(t);
    await deposit(t, done, 1_000_000, 'khuyen-mai-100');
    await playRound(t, done, { stake: 1_000_000, win: 3_000_000 });
    await t.database.db
      .update(promotionBonuses)
      .set({ requirement: 1_000_000 })
      .where(eq(promotionBonuses.playerId, done.user.id));
    t.clock.advance(30 * DAY + 1);
    await t.services.promotions.tick();
    // 500 k left, under the own 1 M: nothing is taken.
    expect(await bonusOf(losing)).toMatchObject({ status: 'expired', forfeited: 0 });
    expect(await balance(losing)).toBe(500_000);
    expect(await bonusOf(done)).toMatchObject({ status: 'completed', forfeited: null });
    expect(await balance(done)).toBe(4_000_000);
    // Again: nothing more.
    expect((await t.services.promotions.tick()).ended).toBe(0);
  });

  it('races a round settling at the end: the bonus waits for it, then one forfeit that includes its win', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, 1_000_000, 'khuyen-mai-100');
    const open = await stakeOnly(player, 400_000);
    t.clock.advance(30 * DAY);
    await Promise.all([open.settle(1_200_000), t.services.promotions.tick(), t.services.promotions.tick()]);
    await t.services.promotions.tick();
    const row = await bonusOf(player);
    expect(row.status).toBe('expired');
    // The stake was in play at the end: the forfeit came after its win (2.8 M: half, 1.4 M).
    expect(row.forfeited).toBe(1_400_000);
    expect(await balance(player)).toBe(2_800_000 - 1_400_000);
    const forfeits = await t.database.execute(
      `select count(*)::int as n from wallet_transactions where type = 'bonus_forfeit' and player_id = $1`,
      [player.user.id],
    );
    expect(forfeits.rows).toEqual([{ n: 1 }]);
  });

  it('waits at the end for a stake in play, and ends anyway once the grace has passed', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, 1_000_000, 'khuyen-mai-100');
    await stakeOnly(player, 400_000);
    t.clock.advance(30 * DAY + 1);
    await t.services.promotions.tick();
    expect(await bonusOf(player)).toMatchObject({ status: 'active' });
    t.clock.advance(EXPIRY_GRACE_MS);
    await t.services.promotions.tick();
    // 1.6 M in the wallet, own 1 M: min(800 k, 600 k).
    expect(await bonusOf(player)).toMatchObject({ status: 'expired', forfeited: 600_000 });
  });
});
