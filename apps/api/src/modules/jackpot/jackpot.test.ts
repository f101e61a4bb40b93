import {
  PROVIDER_WALLET_PATHS as W,
  bigJackpotResponseSchema,
  explodeJackpotResponseSchema,
  type GameItem,
} from '@xc/api-contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as z from 'zod/mini';
import { executeCommand, parseCommand } from '../../ops/commands';
import { STUDIO_GAMES } from '../studio/catalogue';
import { bearer, get } from '../../testing/accounts';
import {
  createGamesApp,
  fundedPlayer,
  launchToken,
  signedPost,
  type GamesTestApp,
} from '../../testing/games';
import { jackpotAccount } from '../wallet/accounts';
import { JackpotRepository } from './repository';
import { cachedBody, gameSeedAmount, JACKPOT_RULES, JackpotService } from './service';

let draw = 0.5;
let t: GamesTestApp;
beforeAll(async () => {
  // Hits are decided by this draw: 0 always hits, 0.5 never does.
  t = await createGamesApp({ services: { jackpotRandom: () => draw } });
});
afterAll(() => t.close());
afterEach(() => {
  draw = 0.5;
});

const NO_HU = 'rvg-no-hu-01';
const SLOT = 'sen-slot-01';
const noHuGames = STUDIO_GAMES.filter((game) => game.category === 'no-hu');
let ids = 0;

async function wager(gameCode: string, amount: number, balance = 1_000_000) {
  const player = await fundedPlayer(t, balance);
  const token = await launchToken(t, player.token, gameCode);
  const session = (await signedPost(t, W.authenticate, { token, gameCode })).json().sessionToken as string;
  ids += 1;
  const res = await signedPost(t, W.debit, {
    sessionToken: session,
    playerId: player.user.id,
    transactionId: `jp-bet-${ids}`,
    roundId: `jp-round-${ids}`,
    gameCode,
    amount,
  });
  expect(res.statusCode).toBe(200);
  return {
    player,
    session,
    answer: res.json() as { balance: number; jackpotWin: { jackpotId: string; amount: number } | null },
  };
}

/** What a pool holds, from the ledger itself (the figures may be a moment behind). */
const held = async (code: string) =>
  (await t.services.wallet.balancesOf([jackpotAccount(code)])).get(jackpotAccount(code)) ?? 0;

/** Retries `check` until it passes: a wager's shares show in the figures within a moment, not at once. */
async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const big = async () => bigJackpotResponseSchema.parse((await get(t.app, '/api/game/jackpot')).json()).data;
const explode = async () =>
  explodeJackpotResponseSchema.parse((await get(t.app, '/api/game/explode-jackpot')).json()).data.games;
const gameIdOf = async (code: string) => {
  const res = await get(
    t.app,
    `/api/game/list?search=${encodeURIComponent(STUDIO_GAMES.find((g) => g.code === code)?.title ?? '')}`,
  );
  const item = (res.json().data as GameItem[]).find((candidate) => candidate.partnerGameId === code);
  if (!item) throw new Error(code);
  return item;
};

describe('GET /api/game/jackpot', () => {
  it('answers the big jackpot: its pool, seed, share of wagers and latest hit', async () => {
    const res = await get(t.app, '/api/game/jackpot');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(z.strictObject(bigJackpotResponseSchema.shape.data.shape).parse(res.json().data)).toEqual({
      id: 'grand',
      name: 'Siêu Hũ',
      amount: JACKPOT_RULES.grand.seedAmount,
      currency: 'VND',
      seedAmount: 2_000_000_000,
      contributionRate: 0.005,
      lastHit: null,
      updatedAt: expect.any(String),
    });
  });

  it('is precomputed: repeated calls read the database about once a second, and a known copy gets a 304', async () => {
    const reads = jest.spyOn(JackpotRepository.prototype, 'all');
    const started = Date.now();
    const first = await get(t.app, '/api/game/jackpot');
    for (let i = 0; i < 200; i += 1) await get(t.app, '/api/game/jackpot');
    expect(reads.mock.calls.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1_000) + 1);
    expect(reads.mock.calls.length).toBeLessThan(20);
    reads.mockRestore();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/game/jackpot',
      headers: { 'if-none-match': first.headers['etag'] as string },
    });
    // The test clock stands still, so a board rebuilt meanwhile has the same text and the same ETag.
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/game/explode-jackpot', () => {
  it('lists every game with its own pool, by game id, largest first', async () => {
    const games = await explode();
    expect(games).toHaveLength(noHuGames.length);
    expect(games.every((game) => Number.isInteger(game.id) && game.id > 0)).toBe(true);
    expect([...games].sort((a, b) => b.jackpot - a.jackpot)).toEqual(games);
    const tile = await gameIdOf('sen-no-hu-02');
    expect(games.find((game) => game.id === tile.id)?.jackpot).toBe(gameSeedAmount('sen-no-hu-02'));
    expect(tile.jackpot).toBe(gameSeedAmount('sen-no-hu-02'));
  });

  it('is compressed ahead of time, and only when that is worth it (over 1 KiB)', async () => {
    const request = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/game/explode-jackpot',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    // The test catalogue's pools make a small answer: sent as it is.
    const plain = await request();
    expect(Buffer.byteLength(plain.body)).toBeLessThanOrEqual(1024);
    const small = await request('gzip, br');
    // The same bytes whatever the client accepts: nothing varies, no Vary.
    expect(small.headers['vary']).toBeUndefined();
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(plain.body);

    // A large one is compressed once, when the figures are built, and sent as the client accepts it.
    const games = Array.from({ length: 200 }, (_, index) => ({ id: index + 1, jackpot: 50_000_000 + index }));
    const json = JSON.stringify({ data: { games } });
    const body = cachedBody({ data: { games } });
    expect(body.bytes.toString('utf8')).toBe(json);
    expect(body.br?.length).toBeLessThan(json.length);
    const current = JackpotService.prototype.current;
    const spy = jest.spyOn(JackpotService.prototype, 'current').mockImplementation(async function (
      this: JackpotService,
    ) {
      return { ...(await current.call(this)), explode: body };
    });
    try {
      const br = await request('gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(json);
      const gzip = await request('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(json);
      const identity = await request();
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['vary']).toContain('accept-encoding');
      expect(identity.body).toBe(json);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('every wager feeds the jackpots, in the ledger', () => {
  it('0.5 % of any studio wager to the big jackpot, 1 % of a no-hu wager to its game pool', async () => {
    const before = await held('grand');
    const tile = await gameIdOf(NO_HU);
    const poolBefore = await held(NO_HU);
    const { answer } = await wager(NO_HU, 100_000);
    expect(answer.jackpotWin).toBeNull();
    expect(await held('grand')).toBe(before + 500);
    expect(await held(NO_HU)).toBe(poolBefore + 1_000);
    await eventually(async () => {
      expect((await big()).amount).toBe(before + 500);
      expect((await explode()).find((game) => game.id === tile.id)?.jackpot).toBe(poolBefore + 1_000);
    });

    await wager('xcs-game-nhanh-01', 40_000);
    expect(await held('grand')).toBe(before + 700);
    await eventually(async () => expect((await big()).amount).toBe(before + 700));
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });
});

describe('a hit pays through the ledger', () => {
  it("pays a no-hu game's own pool to the player, reseeds it from the house, and shows in the answer", async () => {
    const tile = await gameIdOf(NO_HU);
    const pool = await held(NO_HU);
    draw = 0;
    const { player, answer, session } = await wager(NO_HU, 10_000);
    expect(answer.jackpotWin).toEqual({ jackpotId: NO_HU, amount: pool });
    expect(answer.balance).toBe(1_000_000 - 10_000 + pool);
    expect(await t.services.wallet.balance(player.user.id)).toBe(1_000_000 - 10_000 + pool);
    // The pool starts again from its seed, plus this wager's own share.
    expect((await explode()).find((game) => game.id === tile.id)?.jackpot).toBe(gameSeedAmount(NO_HU) + 100);
    const bets = (await get(t.app, '/api/user/bets', bearer(player.token))).json().data;
    expect(bets[0]).toMatchObject({ stake: 10_000, jackpotWin: pool, status: 'pending' });
    // A stake that hit a jackpot cannot be rolled back (the jackpot would stay and the stake return).
    const rollback = await signedPost(t, W.rollback, {
      sessionToken: session,
      playerId: player.user.id,
      transactionId: `jp-rb-${ids}`,
      roundId: `jp-round-${ids}`,
      gameCode: NO_HU,
      originalTransactionId: `jp-bet-${ids}`,
    });
    expect(rollback.json()).toMatchObject({ statusCode: 409, code: 'ROLLBACK_NOT_ALLOWED' });
    expect(await t.services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });

  it('lets a slot wager hit the big jackpot, which then shows its latest hit', async () => {
    const before = await held('grand');
    draw = 0;
    const { player, answer } = await wager(SLOT, 20_000);
    expect(answer.jackpotWin).toEqual({ jackpotId: 'grand', amount: before });
    const after = await big();
    expect(after.amount).toBe(2_000_000_000 + 100);
    expect(after.lastHit).toEqual({
      amount: before,
      hitAt: t.clock.now().toISOString(),
      player: `${player.body.username.slice(0, 2)}****${player.body.username.slice(-2)}`,
      game: 'Kho Báu Rồng Vàng',
    });
  });

  it('never on a wager below 10,000 VND or outside no-hu and slot games', async () => {
    draw = 0;
    expect((await wager(NO_HU, 9_999)).answer.jackpotWin).toBeNull();
    expect((await wager('xcs-game-nhanh-01', 1_000_000, 2_000_000)).answer.jackpotWin).toBeNull();
  });

  it('is refused whole with the stake when the balance does not cover the stake', async () => {
    draw = 0;
    const before = await held('grand');
    const player = await fundedPlayer(t, 5_000);
    const token = await launchToken(t, player.token, NO_HU);
    const session = (await signedPost(t, W.authenticate, { token, gameCode: NO_HU })).json()
      .sessionToken as string;
    const res = await signedPost(t, W.debit, {
      sessionToken: session,
      playerId: player.user.id,
      transactionId: 'jp-poor',
      roundId: 'jp-poor-round',
      gameCode: NO_HU,
      amount: 10_000,
    });
    expect(res.statusCode).toBe(402);
    expect(await t.services.wallet.balance(player.user.id)).toBe(5_000);
    expect(await held('grand')).toBe(before);
  });
});

describe('ops jackpot status', () => {
  it('lists every pool with what it holds', async () => {
    const lines: string[] = [];
    const code = await executeCommand(parseCommand(['jackpot', 'status']), t.services, {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(lines).toHaveLength(noHuGames.length + 1);
    expect(lines.find((line) => line.startsWith('grand'))).toMatch(
      /seed 2,000,000,000 VND, 0.5% of wagers, 1 in 100,000 — last hit/,
    );
  });
});
