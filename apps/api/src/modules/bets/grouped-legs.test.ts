import { ACCOUNT_PATHS, PROVIDER_WALLET_PATHS as W } from '@xc/api-contract';
import { sql } from 'drizzle-orm';
import { sqlStateOf } from '../../infra/pg-errors';
import type { Services } from '../../services';
import { testDatabaseKind } from '../../testing/test-db';
import { playerAccount } from '../wallet/accounts';
import { bearer, post } from '../../testing/accounts';
import {
  createGamesApp,
  fundedPlayer,
  launchToken,
  signedPost,
  type GamesTestApp,
} from '../../testing/games';

// Wager legs that arrive while their lane's statement runs go together in one statement (group
// commit, wager-lanes.ts). Each one still answers for itself: a stake the wallet cannot cover, a win
// on a closed round, an unknown round, a logged-out session and a twin sit in the same statements as
// legs that move money, and only the good ones move it. On PostgreSQL (API_TEST_DATABASE=postgres)
// the lanes race on real connections; on PGlite they share its one.
const GAME = 'xcs-game-nhanh-01';
/** Lanes of the app on PostgreSQL (PGlite has one). */
const LANES = 2;
let t: GamesTestApp;
let app: Services;
beforeAll(async () => {
  t = await createGamesApp({
    databaseConnections: 12,
    // Legs wait a little for others, so the calls sent at once below surely share statements.
    services: { wagerGatherMs: 150, wagerLanes: LANES },
    expose: (parts) => {
      app = parts.services;
    },
  });
});
afterAll(() => t.close());

/** PGlite has one connection: nothing there can wait on a lock another transaction holds. */
const itOnPostgres = testDatabaseKind() === 'postgres' ? it : it.skip;

async function inGame(balance: number) {
  const player = await fundedPlayer(t, balance);
  const token = await launchToken(t, player.token, GAME);
  const auth = await signedPost(t, W.authenticate, { token, gameCode: GAME });
  const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode: GAME };
  const call = async (path: string, body: object) => {
    const res = await signedPost(t, path, { ...base, ...body });
    const answer: {
      status: number;
      balance?: number;
      replayed?: boolean;
      platformTransactionId?: string | null;
      code?: string;
    } = { ...res.json(), status: res.statusCode };
    return answer;
  };
  return { player, call };
}

describe('wager legs grouped into one statement', () => {
  it('answers each leg for itself and moves only what the good legs move', async () => {
    const rich = await Promise.all(Array.from({ length: 6 }, () => inGame(100_000)));
    const poor = await inGame(5_000);
    const closed = await inGame(50_000);
    await closed.call(W.debit, { transactionId: 'c-bet', roundId: 'c-round', amount: 10_000 });
    await closed.call(W.credit, { transactionId: 'c-win', roundId: 'c-round', amount: 0, roundClosed: true });
    const twin = await inGame(40_000);
    const gone = await inGame(30_000);
    expect((await post(t.app, ACCOUNT_PATHS.logout, {}, bearer(gone.player.token))).statusCode).toBe(200);
    const before = app.wagerLanes.stats();

    const [bets, short, lateWin, noRound, twins, loggedOut] = await Promise.all([
      Promise.all(
        rich.map((r, i) => r.call(W.debit, { transactionId: `r${i}-bet`, roundId: `r${i}`, amount: 30_000 })),
      ),
      poor.call(W.debit, { transactionId: 'p-bet', roundId: 'p-round', amount: 5_001 }),
      closed.call(W.credit, {
        transactionId: 'c-late',
        roundId: 'c-round',
        amount: 7_000,
        roundClosed: true,
      }),
      closed.call(W.credit, {
        transactionId: 'c-none',
        roundId: 'no-such-round',
        amount: 7_000,
        roundClosed: true,
      }),
      Promise.all(
        [0, 1, 2].map(() =>
          twin.call(W.debit, { transactionId: 't-bet', roundId: 't-round', amount: 15_000 }),
        ),
      ),
      gone.call(W.debit, { transactionId: 'g-bet', roundId: 'g-round', amount: 1_000 }),
    ]);

    expect(bets.map((b) => [b.status, b.balance, b.replayed])).toEqual(rich.map(() => [200, 70_000, false]));
    expect(short).toMatchObject({ status: 402, code: 'INSUFFICIENT_FUNDS' });
    expect(lateWin).toMatchObject({ status: 409, code: 'ROUND_CLOSED' });
    expect(noRound).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect(twins.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(twins.filter((answer) => answer.replayed === false)).toHaveLength(1);
    expect(new Set(twins.map((answer) => answer.platformTransactionId)).size).toBe(1);
    expect(loggedOut).toMatchObject({ status: 401 });

    // The wins of the good rounds, all at once too.
    const wins = await Promise.all(
      rich.map((r, i) =>
        r.call(W.credit, { transactionId: `r${i}-win`, roundId: `r${i}`, amount: 45_000, roundClosed: true }),
      ),
    );
    expect(wins.map((w) => [w.status, w.balance])).toEqual(rich.map(() => [200, 115_000]));

    // Legs really shared statements, and each was answered there (none had to be run again alone).
    const after = app.wagerLanes.stats();
    expect(after.legs - before.legs).toBeGreaterThan(after.statements - before.statements);
    expect(after.again - before.again).toBe(0);

    for (const r of rich) expect(await t.services.wallet.balance(r.player.user.id)).toBe(115_000);
    expect(await t.services.wallet.balance(poor.player.user.id)).toBe(5_000);
    expect(await t.services.wallet.balance(closed.player.user.id)).toBe(40_000);
    expect(await t.services.wallet.balance(twin.player.user.id)).toBe(25_000);
    expect(await t.services.wallet.balance(gone.player.user.id)).toBe(30_000);
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });

  itOnPostgres(
    'a deadlock with another transaction undoes one leg alone, and every caller is answered',
    async () => {
      // Three players of one lane (playerId % lanes).
      const c = await inGame(100_000);
      const sameLane = async () => {
        let player = await inGame(100_000);
        while (player.player.user.id % LANES !== c.player.user.id % LANES) player = await inGame(100_000);
        return player;
      };
      const a = await sameLane();
      const b = await sameLane();
      const before = app.wagerLanes.stats();

      // Another transaction holds C's wallet, so C's stake keeps the lane busy while A's and B's
      // queue behind it; a third holds B's wallet, and asks for A's once the group (A, then B) waits
      // for B's: a deadlock.
      const holdC = holdWallet(c.player.user.id);
      const holdB = holdWallet(b.player.user.id);
      await Promise.all([holdC.held, holdB.held]);
      const stakeC = c.call(W.debit, { transactionId: 'dl-c', roundId: 'dl-c', amount: 10_000 });
      await until(async () => (await lockWaits('bets_debit')) === 1);
      const stakeA = a.call(W.debit, { transactionId: 'dl-a', roundId: 'dl-a', amount: 30_000 });
      await until(async () => app.wagerLanes.stats().waiting === 1);
      const stakeB = b.call(W.debit, { transactionId: 'dl-b', roundId: 'dl-b', amount: 20_000 });
      await until(async () => app.wagerLanes.stats().waiting === 2);
      holdC.release();
      expect(await holdC.ended).toBe('committed');
      await until(async () => (await lockWaits('bets_legs')) === 1);
      holdB.lockAlso(a.player.user.id);

      const answers = await Promise.all([stakeA, stakeB, stakeC]);
      const otherEnded = await holdB.ended;
      expect(answers.map((answer) => [answer.status, answer.balance])).toEqual([
        [200, 70_000],
        [200, 80_000],
        [200, 90_000],
      ]);
      const again = app.wagerLanes.stats().again - before.again;
      // PostgreSQL picks one victim: the group's leg B (undone alone, run again alone once the other
      // transaction committed), or the other transaction (the group then commits whole).
      expect({ otherEnded, again }).toEqual(
        otherEnded === 'committed' ? { otherEnded, again: 1 } : { otherEnded: '40P01', again: 0 },
      );
      expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
    },
  );
});

/** A transaction of its own that locks a player's wallet, may lock another's, and ends when told. */
function holdWallet(playerId: number) {
  const lock = (id: number) =>
    sql`select id from wallet_accounts where code = ${playerAccount(id)} for update`;
  let held: () => void = () => undefined;
  let next: (id: number | null) => void = () => undefined;
  const heldPromise = new Promise<void>((resolve) => (held = resolve));
  const nextPromise = new Promise<number | null>((resolve) => (next = resolve));
  const ended = t.database.db
    .transaction(async (tx) => {
      await tx.execute(lock(playerId));
      held();
      const also = await nextPromise;
      if (also !== null) await tx.execute(lock(also));
    })
    .then(
      () => 'committed',
      (error: unknown) => sqlStateOf(error) ?? String(error),
    );
  return {
    held: heldPromise,
    ended,
    release: () => next(null),
    lockAlso: (id: number) => next(id),
  };
}

/** Statements of this test's database waiting for a lock, by the function they call. */
async function lockWaits(fn: string): Promise<number> {
  const { rows } = await t.database.execute(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
    [`%${fn}(%`],
  );
  return (rows[0] as { n: number }).n;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
