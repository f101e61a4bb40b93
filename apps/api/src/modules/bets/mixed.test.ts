import { PROVIDER_WALLET_PATHS as W } from '@xc/api-contract';
import {
  createGamesApp,
  fundedPlayer,
  launchToken,
  signedPost,
  type GamesTestApp,
} from '../../testing/games';

// 50 players wager at once through the provider protocol: stakes, wins, rollbacks and jackpot hits
// on one pool, every call sent twice at once and once more afterwards. Each balance ends exactly as
// the answers say, nothing moves twice, and the books balance. On PostgreSQL (20 connections) the
// calls really race; on PGlite they queue, and the same accounting must still come out.
const PLAYERS = 50;
const ROUNDS = 6;
const OPENING = 100_000;
const STAKE = 10_000;
const GAME = 'rvg-no-hu-01';

let draws = 0;
let t: GamesTestApp;
beforeAll(async () => {
  // Every 37th draw hits: the game's own pool is drawn first, so several hits race on one pool.
  t = await createGamesApp({
    databaseConnections: 20,
    services: { jackpotRandom: () => ((draws += 1) % 37 === 0 ? 0 : 0.5) },
  });
}, 60_000);
afterAll(() => t.close());

interface Answer {
  statusCode: number;
  balance?: number;
  jackpotWin?: { amount: number } | null;
  replayed?: boolean;
}

async function seat(index: number) {
  const player = await fundedPlayer(t, OPENING);
  const token = await launchToken(t, player.token, GAME);
  const auth = await signedPost(t, W.authenticate, { token, gameCode: GAME });
  const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode: GAME };
  const call = async (path: string, body: object): Promise<Answer> => {
    const res = await signedPost(t, path, { ...base, ...body });
    return { statusCode: res.statusCode, ...(res.statusCode === 200 ? res.json() : {}) };
  };
  return { index, id: player.user.id, call };
}

/** One player's session: each round a stake, then a win, or a rollback of the stake (every third). */
async function play(player: Awaited<ReturnType<typeof seat>>) {
  let expected = OPENING;
  let hits = 0;
  const sent: Array<{ path: string; body: object }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const roundId = `mix-${player.index}-${round}`;
    const debit = { transactionId: `${roundId}:bet`, roundId, amount: STAKE };
    // The same stake twice at once: one moves money, the other replays it.
    const [first, twin] = await Promise.all([player.call(W.debit, debit), player.call(W.debit, debit)]);
    sent.push({ path: W.debit, body: debit });
    expect([first?.statusCode, twin?.statusCode]).toEqual([200, 200]);
    expect([first?.replayed, twin?.replayed].sort()).toEqual([false, true]);
    expected += -STAKE + (first?.jackpotWin?.amount ?? 0);
    if (first?.jackpotWin) hits += 1;
    const settle =
      round % 3 === 2 && !first?.jackpotWin
        ? {
            path: W.rollback,
            body: { transactionId: `${roundId}:undo`, roundId, originalTransactionId: debit.transactionId },
            moves: STAKE,
          }
        : {
            path: W.credit,
            body: {
              transactionId: `${roundId}:win`,
              roundId,
              amount: (round % 2) * 15_000,
              roundClosed: true,
            },
            moves: (round % 2) * 15_000,
          };
    const settled = await Promise.all([
      player.call(settle.path, settle.body),
      player.call(settle.path, settle.body),
    ]);
    expect(settled.map((answer) => answer.statusCode)).toEqual([200, 200]);
    sent.push({ path: settle.path, body: settle.body });
    expected += settle.moves;
    expect(Math.max(...settled.map((answer) => answer.balance ?? -1))).toBeGreaterThanOrEqual(0);
  }
  return { player, expected, sent, hits };
}

describe('50 players wagering at once, with replays', () => {
  it('ends every balance exactly where the answers say, and the books balance', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, index) => seat(index)));
    const results = await Promise.all(players.map(play));

    expect(results.reduce((sum, result) => sum + result.hits, 0)).toBeGreaterThan(1);

    // Everything once more, all players at once: only replays, nothing moves.
    const again = await Promise.all(
      results.flatMap(({ player, sent }) => sent.map(({ path, body }) => player.call(path, body))),
    );
    expect(again.every((answer) => answer.statusCode === 200 && answer.replayed === true)).toBe(true);

    for (const { player, expected } of results) {
      expect([player.id, await t.services.wallet.balance(player.id)]).toEqual([player.id, expected]);
    }
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
    await t.services.wallet.fold();
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
  }, 120_000);
});
