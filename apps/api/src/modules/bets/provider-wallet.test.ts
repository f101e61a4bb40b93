import { ACCOUNT_PATHS, PROVIDER_WALLET_PATHS as W, betRecordSchema } from '@xc/api-contract';
import { eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { players, walletTransactions } from '../../schema';
import { bearer, get, post } from '../../testing/accounts';
import {
  createGamesApp,
  fundedPlayer,
  launchToken,
  signedPost,
  type GamesTestApp,
} from '../../testing/games';
import { STUDIO_PROVIDER } from '../studio/catalogue';

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(() => t.close());

const GAME = 'xcs-game-nhanh-01';
let ids = 0;
const id = (label: string) => `${label}-${++ids}`;

/** How many ledger transactions the provider's calls with these ids posted. */
async function movements(kind: 'debit' | 'credit' | 'rollback', ...transactionIds: string[]) {
  const rows = await t.database.db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      inArray(
        walletTransactions.idempotencyKey,
        transactionIds.map((transactionId) => `${STUDIO_PROVIDER}:${kind}:${transactionId}`),
      ),
    );
  return rows.length;
}

/** A player with money and an authenticated wallet session of the studio. */
async function inGame(balance = 100_000, gameCode = GAME) {
  const player = await fundedPlayer(t, balance);
  const token = await launchToken(t, player.token, gameCode);
  const auth = await signedPost(t, W.authenticate, { token, gameCode });
  expect(auth.statusCode).toBe(200);
  const sessionToken = auth.json().sessionToken as string;
  const base = { sessionToken, playerId: player.user.id, gameCode };
  return {
    player,
    sessionToken,
    debit: (transactionId: string, roundId: string, amount: number) =>
      signedPost(t, W.debit, { ...base, transactionId, roundId, amount }),
    credit: (transactionId: string, roundId: string, amount: number, roundClosed = true) =>
      signedPost(t, W.credit, { ...base, transactionId, roundId, amount, roundClosed }),
    rollback: (transactionId: string, roundId: string, originalTransactionId: string) =>
      signedPost(t, W.rollback, { ...base, transactionId, roundId, originalTransactionId }),
    balance: async () =>
      (await signedPost(t, W.balance, { sessionToken, playerId: player.user.id })).json().balance as number,
  };
}

describe('signed requests', () => {
  it('authenticate exchanges the launch token once, for the player, balance and a session token', async () => {
    const player = await fundedPlayer(t, 70_000);
    const token = await launchToken(t, player.token, GAME);
    const res = await signedPost(t, W.authenticate, { token, gameCode: GAME });
    expect(res.json()).toEqual({
      playerId: player.user.id,
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      currency: 'VND',
      balance: 70_000,
      gameCode: GAME,
      displayName: `${player.body.username.slice(0, 2)}****${player.body.username.slice(-2)}`,
      expiresAt: new Date(t.clock.ms + 4 * 60 * 60_000).toISOString(),
    });
    expect((await signedPost(t, W.authenticate, { token, gameCode: GAME })).json()).toMatchObject({
      statusCode: 401,
      code: 'INVALID_TOKEN',
    });
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['a body changed after signing', { body: '{"sessionToken":"x","playerId":1}' }],
    ['a signature of another shape', { signature: 'v1=abc' }],
    ['a timestamp ten minutes old', { timestamp: Math.floor(Date.parse('2026-03-01T07:50:00Z') / 1000) }],
  ])('refuses %s with 401 INVALID_SIGNATURE, and nothing moves', async (_label, override) => {
    const game = await inGame(50_000);
    const res = await signedPost(
      t,
      W.debit,
      {
        sessionToken: game.sessionToken,
        playerId: game.player.user.id,
        transactionId: id('sig'),
        roundId: id('r'),
        gameCode: GAME,
        amount: 1_000,
      },
      override,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE', message: 'Chữ ký không hợp lệ' });
    expect(await game.balance()).toBe(50_000);
  });

  it('refuses an unknown provider and a request without signature headers', async () => {
    const game = await inGame(1_000);
    const payload = { sessionToken: game.sessionToken, playerId: game.player.user.id };
    expect((await signedPost(t, W.balance, payload, { provider: 'other' })).json()).toMatchObject({
      statusCode: 401,
      code: 'UNKNOWN_PROVIDER',
    });
    const bare = await t.app.inject({ method: 'POST', url: W.balance, payload });
    expect(bare.statusCode).toBe(401);
  });

  it('refuses a session token that is not the player’s', async () => {
    const a = await inGame(1_000);
    const b = await inGame(1_000);
    const res = await signedPost(t, W.balance, { sessionToken: a.sessionToken, playerId: b.player.user.id });
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'INVALID_TOKEN' });
  });
});

describe('debit and credit', () => {
  it('takes a stake, pays a win, and keeps the bet record up to date', async () => {
    const game = await inGame(100_000);
    const round = id('round');
    const debit = await game.debit(id('bet'), round, 30_000);
    expect(debit.json()).toEqual({
      transactionId: expect.any(String),
      platformTransactionId: expect.stringMatching(/^\d+$/),
      balance: 70_000,
      currency: 'VND',
      jackpotWin: null,
      replayed: false,
    });
    const pending = await get(t.app, '/api/user/bets', bearer(game.player.token));
    expect(pending.json().data[0]).toMatchObject({
      stake: 30_000,
      win: 0,
      status: 'pending',
      winLoss: -30_000,
    });

    const credit = await game.credit(id('win'), round, 58_800);
    expect(credit.json()).toMatchObject({ balance: 128_800, replayed: false });
    const settled = await get(t.app, '/api/user/bets', bearer(game.player.token));
    expect(z.array(z.strictObject(betRecordSchema.shape)).parse(settled.json().data)).toEqual([
      {
        code: expect.stringMatching(/^B[A-Z2-9]{9}$/),
        createdAt: t.clock.now().toISOString(),
        settledAt: t.clock.now().toISOString(),
        game: expect.objectContaining({
          title: 'Tài Xỉu Nhanh',
          partnerName: 'XC Studio',
          category: 'game-nhanh',
        }),
        stake: 30_000,
        win: 58_800,
        jackpotWin: 0,
        winLoss: 28_800,
        status: 'won',
      },
    ]);
  });

  it('records a lost round with a credit of 0', async () => {
    const game = await inGame(10_000);
    const round = id('round');
    await game.debit(id('bet'), round, 10_000);
    const zero = await game.credit(id('win'), round, 0);
    expect(zero.json()).toMatchObject({ balance: 0, platformTransactionId: null });
    const bets = (await get(t.app, '/api/user/bets', bearer(game.player.token))).json().data;
    expect(bets[0]).toMatchObject({ status: 'lost', winLoss: -10_000 });
    expect((await game.credit(id('win'), round, 5_000)).json()).toMatchObject({
      statusCode: 409,
      code: 'ROUND_CLOSED',
    });
  });

  it('answers a repeated transaction id with the first answer and moves nothing again', async () => {
    const game = await inGame(100_000);
    const round = id('round');
    const tx = id('bet');
    const first = (await game.debit(tx, round, 20_000)).json();
    await game.debit(id('bet'), round, 5_000);
    const again = await game.debit(tx, round, 20_000);
    expect(again.json()).toEqual({ ...first, replayed: true });
    expect(await game.balance()).toBe(75_000);

    const win = id('win');
    const paid = (await game.credit(win, round, 40_000)).json();
    expect((await game.credit(win, round, 40_000)).json()).toEqual({ ...paid, replayed: true });
    expect(await game.balance()).toBe(115_000);
  });

  it('answers twin calls sent at once with one answer and moves the money once', async () => {
    // Both pass the first read before either commits (on PostgreSQL): the later one must answer as
    // a replay of the first, not fail because its ledger transfer was a replay.
    async function twins(send: () => ReturnType<typeof signedPost>) {
      const both = await Promise.all([send(), send()]);
      expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
      const [a, b] = both.map((res) => res.json());
      expect({ ...b, replayed: a.replayed }).toEqual(a);
      expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
      return a;
    }
    const game = await inGame(100_000);
    const round = id('round');
    const bet = id('bet');
    expect(await twins(() => game.debit(bet, round, 20_000))).toMatchObject({ balance: 80_000 });
    expect(await movements('debit', bet)).toBe(1);

    const win = id('win');
    const credit = await twins(() => game.credit(win, round, 30_000, false));
    expect(credit).toMatchObject({ balance: 110_000 });
    expect(await movements('credit', win)).toBe(1);

    const other = id('round');
    const stake = id('bet');
    await game.debit(stake, other, 10_000);
    const rb = id('rb');
    expect(await twins(() => game.rollback(rb, other, stake))).toMatchObject({
      balance: 110_000,
      platformTransactionId: expect.stringMatching(/^\d+$/),
    });
    expect(await movements('rollback', rb)).toBe(1);
    expect(await game.balance()).toBe(110_000);
  });

  it('refuses a repeated transaction id with other data (409 IDEMPOTENCY_CONFLICT)', async () => {
    const game = await inGame(100_000);
    const round = id('round');
    const tx = id('bet');
    await game.debit(tx, round, 20_000);
    expect((await game.debit(tx, round, 25_000)).json()).toMatchObject({
      statusCode: 409,
      code: 'IDEMPOTENCY_CONFLICT',
      message: 'Mã giao dịch đã được dùng cho một yêu cầu khác',
    });
    expect((await game.credit(tx, round, 20_000)).json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await game.balance()).toBe(80_000);
  });

  it('refuses a stake the balance does not cover (402 INSUFFICIENT_FUNDS) and records nothing', async () => {
    const game = await inGame(5_000);
    const res = await game.debit(id('bet'), id('round'), 5_001);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      statusCode: 402,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Số dư không đủ để thực hiện giao dịch',
    });
    expect(await game.balance()).toBe(5_000);
    expect((await get(t.app, '/api/user/bets', bearer(game.player.token))).json().data).toEqual([]);
  });

  it('pays a win and accepts a rollback after the session expired, but refuses a new stake', async () => {
    const game = await inGame(100_000);
    const round = id('round');
    const other = id('round');
    await game.debit(id('bet'), round, 10_000);
    const late = id('bet');
    await game.debit(late, other, 10_000);
    t.clock.advance(4 * 60 * 60_000 + 1);
    expect((await game.debit(id('bet'), id('round'), 1_000)).json()).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
    });
    expect((await game.credit(id('win'), round, 19_600)).statusCode).toBe(200);
    expect((await game.rollback(id('rb'), other, late)).statusCode).toBe(200);
    expect(await t.services.wallet.balance(game.player.user.id)).toBe(100_000 - 10_000 + 19_600);
  });

  it('refuses a win for a round that has no stake', async () => {
    const game = await inGame(1_000);
    expect((await game.credit(id('win'), id('round'), 1_000)).json()).toMatchObject({
      statusCode: 404,
      code: 'ROUND_NOT_FOUND',
    });
  });
});

describe('what the wager statement refuses (nothing written, a replay still answered)', () => {
  it('refuses a stake once the player logged out, yet answers a replay of an earlier one', async () => {
    const game = await inGame(50_000);
    const round = id('round');
    const bet = id('bet');
    const first = (await game.debit(bet, round, 10_000)).json();
    expect((await post(t.app, ACCOUNT_PATHS.logout, undefined, bearer(game.player.token))).statusCode).toBe(200);
    expect((await game.debit(id('bet'), id('round'), 1_000)).json()).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
    });
    expect((await game.debit(bet, round, 10_000)).json()).toEqual({ ...first, replayed: true });
    // A win of the round staked before is still paid.
    expect((await game.credit(id('win'), round, 15_000)).json()).toMatchObject({ balance: 55_000 });
  });

  it('refuses a stake of a locked player (403 PLAYER_LOCKED) and moves nothing', async () => {
    const game = await inGame(50_000);
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, game.player.user.id));
    const bet = id('bet');
    expect((await game.debit(bet, id('round'), 1_000)).json()).toMatchObject({
      statusCode: 403,
      code: 'PLAYER_LOCKED',
    });
    expect(await movements('debit', bet)).toBe(0);
    await t.database.db.update(players).set({ status: 'active' }).where(eq(players.id, game.player.user.id));
  });

  it("refuses a stake on another player's round or a closed one (409 ROUND_CLOSED) and returns no money", async () => {
    const alice = await inGame(50_000);
    const bob = await inGame(50_000);
    const round = id('round');
    await alice.debit(id('bet'), round, 10_000);
    const stolen = id('bet');
    expect((await bob.debit(stolen, round, 5_000)).json()).toMatchObject({ statusCode: 409, code: 'ROUND_CLOSED' });
    expect(await movements('debit', stolen)).toBe(0);
    expect(await bob.balance()).toBe(50_000);
    // Bob's win on Alice's round is a round he does not have.
    expect((await bob.credit(id('win'), round, 5_000)).json()).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    await alice.credit(id('win'), round, 0);
    const late = id('bet');
    expect((await alice.debit(late, round, 1_000)).json()).toMatchObject({ code: 'ROUND_CLOSED' });
    const lateWin = id('win');
    expect((await alice.credit(lateWin, round, 1_000)).json()).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await movements('debit', late)).toBe(0);
    expect(await movements('credit', lateWin)).toBe(0);
    expect(await alice.balance()).toBe(40_000);
  });

  it('refuses a stake after the login session sat idle too long', async () => {
    const game = await inGame(50_000);
    t.clock.advance(2 * 60 * 60_000 + 1);
    expect((await game.debit(id('bet'), id('round'), 1_000)).json()).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
    });
  });

  it('keeps the books balanced after the refusals', async () => {
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });
});

describe('rollback', () => {
  it('returns the stake of a debit and cancels its round; a replay changes nothing', async () => {
    const game = await inGame(50_000);
    const round = id('round');
    const bet = id('bet');
    await game.debit(bet, round, 20_000);
    const rb = id('rb');
    const first = await game.rollback(rb, round, bet);
    expect(first.json()).toMatchObject({
      balance: 50_000,
      replayed: false,
      platformTransactionId: expect.any(String),
    });
    expect((await game.rollback(rb, round, bet)).json()).toMatchObject({ balance: 50_000, replayed: true });
    // Another rollback id for the same debit: success, but the stake is returned once only.
    expect((await game.rollback(id('rb'), round, bet)).json()).toMatchObject({ platformTransactionId: null });
    expect(await game.balance()).toBe(50_000);
    const bets = (await get(t.app, '/api/user/bets', bearer(game.player.token))).json().data;
    expect(bets[0]).toMatchObject({ stake: 0, status: 'cancelled' });
    expect((await game.debit(id('bet'), round, 1_000)).json()).toMatchObject({
      statusCode: 409,
      code: 'ROUND_CLOSED',
    });
  });

  it('handles a rollback that overtakes its debit: a tombstone refuses the debit when it arrives', async () => {
    const game = await inGame(50_000);
    const round = id('round');
    const bet = id('bet');
    const rollback = await game.rollback(id('rb'), round, bet);
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({ balance: 50_000, platformTransactionId: null });
    const late = await game.debit(bet, round, 20_000);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'TRANSACTION_ROLLED_BACK',
      message: 'Giao dịch đã bị hủy trước đó',
    });
    expect(await game.balance()).toBe(50_000);
    expect((await get(t.app, '/api/user/bets', bearer(game.player.token))).json().data).toEqual([]);
  });

  it('lets a debit and its rollback race: the stake is taken and returned at most once', async () => {
    const game = await inGame(50_000);
    for (let i = 0; i < 5; i += 1) {
      const round = id('round');
      const bet = id('bet');
      await Promise.all([game.debit(bet, round, 10_000), game.rollback(id('rb'), round, bet)]);
      expect(await game.balance()).toBe(50_000);
    }
  });

  it('refuses to roll back a win, or a stake of a finished round', async () => {
    const game = await inGame(50_000);
    const round = id('round');
    const bet = id('bet');
    const win = id('win');
    await game.debit(bet, round, 10_000);
    await game.credit(win, round, 5_000);
    expect((await game.rollback(id('rb'), round, win)).json()).toMatchObject({
      statusCode: 409,
      code: 'ROLLBACK_NOT_ALLOWED',
    });
    expect((await game.rollback(id('rb'), round, bet)).json()).toMatchObject({
      statusCode: 409,
      code: 'ROLLBACK_NOT_ALLOWED',
    });
    expect(await game.balance()).toBe(45_000);
  });
});

describe('bet history', () => {
  it("shows each player only their own bets, paginated, newest first; another's code is a 404", async () => {
    const alice = await inGame(100_000);
    const bob = await inGame(100_000);
    for (let i = 0; i < 3; i += 1) {
      const round = id('round');
      await alice.debit(id('bet'), round, 1_000 * (i + 1));
      await alice.credit(id('win'), round, 0);
      t.clock.advance(1_000);
    }
    const page = await get(t.app, '/api/user/bets?page=1&per_page=2', bearer(alice.player.token));
    expect(page.json().meta.pagination).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2 });
    expect(page.json().data.map((bet: { stake: number }) => bet.stake)).toEqual([3_000, 2_000]);
    expect((await get(t.app, '/api/user/bets', bearer(bob.player.token))).json().data).toEqual([]);
    const code = page.json().data[0].code as string;
    expect((await get(t.app, `/api/user/bets/${code}`, bearer(alice.player.token))).json().data.code).toBe(
      code,
    );
    expect((await get(t.app, `/api/user/bets/${code}`, bearer(bob.player.token))).statusCode).toBe(404);
    expect((await get(t.app, '/api/user/bets')).statusCode).toBe(401);
  });

  it('filters by date range and status', async () => {
    const game = await inGame(100_000);
    const won = id('round');
    await game.debit(id('bet'), won, 1_000);
    await game.credit(id('win'), won, 3_000);
    const lost = id('round');
    await game.debit(id('bet'), lost, 1_000);
    await game.credit(id('win'), lost, 0);
    const day = t.clock.now().toISOString().slice(0, 10);
    const list = (query: string) => get(t.app, `/api/user/bets?${query}`, bearer(game.player.token));
    expect((await list(`status=won&from=${day}&to=${day}`)).json().data).toHaveLength(1);
    expect((await list(`from=${day}&to=${day}`)).json().data).toHaveLength(2);
    expect((await list('from=2020-01-01&to=2020-01-02')).json().data).toEqual([]);
    expect((await list('from=yesterday')).statusCode).toBe(400);
  });
});

describe('the books', () => {
  it('balance after every protocol test: each account is the sum of its entries, all sum to zero', async () => {
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });
});
