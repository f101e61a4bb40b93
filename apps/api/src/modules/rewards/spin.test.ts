import {
  REWARD_ERROR_CODES as CODES,
  REWARD_MESSAGES as M,
  REWARD_PATHS as P,
  type ReadyRewards,
  type SpinResult,
  type SpinStatus,
} from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { eq } from 'drizzle-orm';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { bearer, get, post } from '../../testing/accounts';
import { fundedPlayer } from '../../testing/games';
import { createRewardsApp, deposit, type RewardsTestApp } from '../../testing/rewards';
import { players } from '../players/schema';
import { rewardSpinSeeds } from './schema';
import { drawPrize, SPIN_PRIZES, SPIN_WEIGHT_TOTAL, spinExpectedValue } from './spin';

const HOUR = 60 * 60_000;

let t: RewardsTestApp;
beforeAll(async () => {
  t = await createRewardsApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const status = async (player: Player) => {
  const res = await get(t.app, P.spin, bearer(player.token));
  expect(res.statusCode).toBe(200);
  return res.json<{ data: SpinStatus }>().data;
};
const spin = (player: Player, body: unknown) => post(t.app, P.spin, body, bearer(player.token));
const ready = async (player: Player) =>
  (await get(t.app, P.ready, bearer(player.token))).json<{ data: ReadyRewards }>().data;
const balanceOf = (player: Player) => t.appServices.wallet.balance(player.user.id);

/** A player who deposited (a real codepay deposit through the sandbox gateway). */
async function depositor(): Promise<Player> {
  const player = await fundedPlayer(t, 0);
  await deposit(t, player, 100_000);
  return player;
}

/** The committed seed, read behind the API's back, to pick a client seed landing on a wanted slot. */
async function clientSeedFor(player: Player, wanted: (amount: number) => boolean): Promise<string> {
  const [seed] = await t.database.db
    .select()
    .from(rewardSpinSeeds)
    .where(eq(rewardSpinSeeds.playerId, player.user.id));
  if (!seed) throw new Error('no committed seed');
  for (let i = 0; i < 10_000; i += 1) {
    const candidate = `seed${i}`;
    if (wanted(drawPrize(seed.serverSeed, candidate, seed.nonce).prize.amount)) return candidate;
  }
  throw new Error('no client seed found');
}

/** 00:00 of the next Vietnam day after the clock, plus `ms`. */
function nextVietnamDay(ms = 0) {
  const local = t.clock.ms + 7 * HOUR;
  t.clock.ms = local - (local % (24 * HOUR)) + 24 * HOUR - 7 * HOUR + ms;
}

describe('the wheel', () => {
  it('has weights out of 10,000 with a no-prize slot, and pays 4,300 VND a spin on average', () => {
    expect(SPIN_PRIZES.reduce((total, prize) => total + prize.weight, 0)).toBe(SPIN_WEIGHT_TOTAL);
    expect(SPIN_PRIZES[0]).toEqual({ index: 0, label: 'Chúc bạn may mắn lần sau', amount: 0, weight: 4_000 });
    expect(SPIN_PRIZES.map((prize) => prize.amount)).toEqual([
      0, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
    ]);
    expect(spinExpectedValue()).toBe(4_300);
  });

  it('maps the first float of HMAC-SHA256(serverSeed, clientSeed:nonce:0) to a ticket and the ticket to a slot', () => {
    const serverSeed = '3f1c9a0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf02468';
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const digest = createHmac('sha256', serverSeed).update(`abc:${nonce}:0`).digest();
      const ticket = Math.floor((digest.readUInt32BE(0) / 2 ** 32) * 10_000);
      const { prize, ticket: drawn } = drawPrize(serverSeed, 'abc', nonce);
      expect(drawn).toBe(ticket);
      const bounds = [4_000, 7_000, 8_500, 9_400, 9_800, 9_950, 10_000];
      expect(prize.index).toBe(bounds.findIndex((bound) => ticket < bound));
    }
  });
});

describe('the daily lucky spin', () => {
  it('is for players who deposited', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const before = await status(player);
    expect(before).toMatchObject({ available: false, reason: M.depositRequired, nonce: 0, nextSpinAt: null });
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.prizes).toEqual(SPIN_PRIZES);
    expect((await ready(player)).daily).toBeNull();
    const res = await spin(player, { clientSeed: 'abc', requestId: randomUUID() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: CODES.depositRequired, message: M.depositRequired });

    await deposit(t, player, 100_000);
    expect(await status(player)).toMatchObject({
      available: true,
      reason: null,
      serverSeedHash: before.serverSeedHash,
    });
    expect((await ready(player)).daily).toEqual({ kind: 'spin', day: '2026-03-01' });
  });

  it('reveals the committed seed, which verifies the outcome, pays the prize, and commits the next seed', async () => {
    const player = await depositor();
    const committed = await status(player);
    const clientSeed = await clientSeedFor(player, (amount) => amount > 0);
    const before = await balanceOf(player);
    const res = await spin(player, { clientSeed, requestId: randomUUID() });
    expect(res.statusCode).toBe(200);
    const result = res.json<{ data: SpinResult }>().data;
    expect(result).toMatchObject({
      clientSeed,
      nonce: 0,
      serverSeedHash: committed.serverSeedHash,
      at: t.clock.now().toISOString(),
    });
    // Anyone can redo it from the answer alone: the seed hashes to what was committed before the spin…
    expect(createHash('sha256').update(result.serverSeed).digest('hex')).toBe(committed.serverSeedHash);
    // …and the HMAC of the seeds gives the ticket, the ticket the slot.
    const digest = createHmac('sha256', result.serverSeed).update(`${clientSeed}:${result.nonce}:0`).digest();
    const ticket = Math.floor((digest.readUInt32BE(0) / 2 ** 32) * SPIN_WEIGHT_TOTAL);
    let upTo = 0;
    const slot = committed.prizes.find((prize) => ticket < (upTo += prize.weight));
    expect(result.prize).toEqual(slot);
    expect(result.prize.amount).toBeGreaterThan(0);
    expect(result.balance).toBe(before + result.prize.amount);
    expect(await balanceOf(player)).toBe(before + result.prize.amount);

    const after = await status(player);
    expect(after).toMatchObject({
      available: false,
      reason: M.alreadySpun,
      nonce: 1,
      nextSpinAt: '2026-03-01T17:00:00.000Z',
    });
    expect(after.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect((await ready(player)).daily).toBeNull();
  });

  it('moves no money on the no-prize slot', async () => {
    const player = await depositor();
    await status(player);
    const clientSeed = await clientSeedFor(player, (amount) => amount === 0);
    const before = await balanceOf(player);
    const res = await spin(player, { clientSeed, requestId: randomUUID() });
    expect(res.json<{ data: SpinResult }>().data).toMatchObject({
      prize: { index: 0, amount: 0, label: 'Chúc bạn may mắn lần sau' },
      balance: before,
    });
    expect(await balanceOf(player)).toBe(before);
    expect((await status(player)).available).toBe(false);
  });

  it('spins once per Vietnam day: again after midnight in Vietnam (17:00 UTC), not before', async () => {
    const player = await depositor();
    nextVietnamDay(-60_000); // 23:59 in Vietnam
    expect((await spin(player, { clientSeed: 'a1', requestId: randomUUID() })).statusCode).toBe(200);
    const again = await spin(player, { clientSeed: 'a2', requestId: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, code: CODES.alreadySpun, message: M.alreadySpun });
    t.clock.advance(60_000); // 00:00 the next day
    const next = await spin(player, { clientSeed: 'a3', requestId: randomUUID() });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.nonce).toBe(1);
    expect((await status(player)).nextSpinAt).toBe(new Date(t.clock.ms + 24 * HOUR).toISOString());
  });

  it('answers a replay with the first result; the same id with another client seed is a conflict', async () => {
    const player = await depositor();
    const requestId = randomUUID();
    const first = await spin(player, { clientSeed: 'replay', requestId });
    const balance = await balanceOf(player);
    const again = await spin(player, { clientSeed: 'replay', requestId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const conflict = await spin(player, { clientSeed: 'other', requestId });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      statusCode: 409,
      code: CODES.requestConflict,
      message: M.requestConflict,
    });
    expect(await balanceOf(player)).toBe(balance);
  });

  it('spins once when many spins arrive at the same time, with one id or many', async () => {
    const player = await depositor();
    const before = await balanceOf(player);
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => spin(player, { clientSeed: `p${i}`, requestId: randomUUID() })),
    );
    expect(many.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const won = many.find((res) => res.statusCode === 200)?.json<{ data: SpinResult }>().data;
    expect(await balanceOf(player)).toBe(before + (won?.prize.amount ?? NaN));

    nextVietnamDay(HOUR);
    const requestId = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 6 }, () => spin(player, { clientSeed: 'same', requestId })),
    );
    expect(same.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(same.map((res) => res.body)).size).toBe(1);
  });

  it.each([
    ['an empty client seed', { clientSeed: '' }],
    ['a long client seed', { clientSeed: 'a'.repeat(65) }],
    ['a huge client seed', { clientSeed: 'a'.repeat(10_000) }],
    ['special characters', { clientSeed: 'abc-def' }],
    ['spaces', { clientSeed: 'abc def' }],
    ['Vietnamese letters', { clientSeed: 'quayđi' }],
    ['a number', { clientSeed: 12345 }],
    ['null', { clientSeed: null }],
  ])('refuses %s with its message', async (_name, body) => {
    const player = await depositor();
    const res = await spin(player, { requestId: randomUUID(), ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: M.clientSeedInvalid });
    expect((await status(player)).available).toBe(true);
  });

  it('refuses control characters and a bad request id', async () => {
    const player = await depositor();
    for (const body of [
      { clientSeed: 'abc\u0000', requestId: randomUUID() },
      { clientSeed: 'abc', requestId: 'short' },
      { clientSeed: 'abc' },
      [],
    ]) {
      const res = await spin(player, body);
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
  });

  it('refuses a locked player, and offers them nothing', async () => {
    const player = await depositor();
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, player.user.id));
    expect(await status(player)).toMatchObject({ available: false, reason: M.notEligible });
    expect(await ready(player)).toEqual({ daily: null, period: null });
    const res = await spin(player, { clientSeed: 'abc', requestId: randomUUID() });
    expect(res.json()).toEqual({ statusCode: 403, code: CODES.notEligible, message: M.notEligible });
  });

  it("keeps each player's seeds and spins their own, and needs a session of the brand", async () => {
    const one = await depositor();
    const two = await depositor();
    const requestId = randomUUID();
    const first = await spin(one, { clientSeed: 'shared', requestId });
    // The same request id is another player's own: no replay of someone else's spin.
    const second = await spin(two, { clientSeed: 'shared', requestId });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.serverSeed).not.toBe(first.json().data.serverSeed);
    expect((await get(t.app, P.spin)).statusCode).toBe(401);
    expect(
      (
        await post(
          t.app,
          P.spin,
          { clientSeed: 'a', requestId: randomUUID() },
          { ...bearer(one.token), host: TENANTS.xc06.domain },
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('the spin rate limit', () => {
  it('slows down a player hammering the wheel', async () => {
    const limited = await createRewardsApp({
      rateLimits: { rewardSpinPerPlayer: { max: 3, windowMs: 60_000 } },
    });
    try {
      const player = await fundedPlayer(limited, 0);
      const answers = [];
      for (let i = 0; i < 4; i += 1)
        answers.push(
          (
            await post(
              limited.app,
              P.spin,
              { clientSeed: 'a', requestId: randomUUID() },
              bearer(player.token),
            )
          ).statusCode,
        );
      expect(answers).toEqual([403, 403, 403, 429]);
    } finally {
      await limited.close();
    }
  });
});
