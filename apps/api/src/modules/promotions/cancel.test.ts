import { randomUUID } from 'node:crypto';
import {
  PROMOTION_ERROR_CODES as CODES,
  PROMOTION_MESSAGES as M,
  PROMOTION_PATHS as P,
  PROVIDER_WALLET_PATHS as W,
  type Bonus,
  type ForfeitPreview,
} from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { eq } from 'drizzle-orm';
import { bearer, get, post } from '../../testing/accounts';
import { launchToken, signedPost, type GamesTestApp } from '../../testing/games';
import {
  GAME_OF,
  createPromotionsApp,
  dataOf,
  deposit,
  mine,
  newPlayer,
  playRound,
  type Player,
  type PromotionsTestApp,
} from '../../testing/promotions';
import { promotionBonuses } from './schema';

let t: PromotionsTestApp;
beforeAll(async () => {
  t = await createPromotionsApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

const balance = (player: Player) => t.services.wallet.balance(player.user.id);
const preview = (player: Player) => get(t.app, P.forfeitPreview, bearer(player.token));
const cancel = (player: Player, body: unknown, headers: Record<string, string> = {}) =>
  post(t.app, P.cancel, body, { ...bearer(player.token), ...headers });
const bonusId = async (player: Player) => {
  const [row] = await t.database.db
    .select()
    .from(promotionBonuses)
    .where(eq(promotionBonuses.playerId, player.user.id));
  if (!row) throw new Error('no bonus');
  return row.id;
};

/** A player with a 1 M deposit and its 1 M bonus, who then plays to `balance`. */
async function withBonus(target = 2_000_000): Promise<Player> {
  const player = await newPlayer(t);
  await deposit(t, player, 1_000_000, 'khuyen-mai-100');
  if (target > 2_000_000) await playRound(t, player, { stake: 100_000, win: 100_000 + target - 2_000_000 });
  if (target < 2_000_000) await playRound(t, player, { stake: 2_000_000 - target, win: 0 });
  expect(await balance(player)).toBe(target);
  return player;
}

describe('cancelling a bonus', () => {
  it('shows what it would take back, then takes the bonus and its share of the winnings, never the deposit', async () => {
    const player = await withBonus(3_000_000);
    const id = await bonusId(player);
    const shown = await preview(player);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(dataOf<ForfeitPreview>(shown)).toEqual({
      bonusId: id,
      balance: 3_000_000,
      forfeit: 1_500_000,
      keep: 1_500_000,
    });

    const res = await cancel(player, { bonusId: id, requestId: randomUUID() });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Bonus>(res)).toMatchObject({
      id,
      status: 'cancelled',
      forfeited: 1_500_000,
      wagered: 100_000,
    });
    expect(await balance(player)).toBe(1_500_000);
    const page = await mine(t, player);
    expect(page.active).toBeNull();
    expect(page.past[0]).toMatchObject({ id, status: 'cancelled', forfeited: 1_500_000 });
    expect((await preview(player)).statusCode).toBe(404);
  });

  it('keeps the own deposits: those made during the bonus too, and a balance under them loses nothing', async () => {
    const poor = await withBonus(900_000);
    const nothing = dataOf<ForfeitPreview>(await preview(poor));
    expect(nothing).toMatchObject({ forfeit: 0, keep: 900_000 });
    expect((await cancel(poor, { bonusId: await bonusId(poor), requestId: randomUUID() })).statusCode).toBe(
      200,
    );
    expect(await balance(poor)).toBe(900_000);

    const topped = await withBonus(2_000_000);
    await deposit(t, topped, 1_000_000); // own money now 2 M of 3 M
    expect(dataOf<ForfeitPreview>(await preview(topped))).toMatchObject({
      balance: 3_000_000,
      forfeit: 1_000_000,
    });
    await cancel(topped, { bonusId: await bonusId(topped), requestId: randomUUID() });
    expect(await balance(topped)).toBe(2_000_000);
  });

  it('never takes more than the figure the player confirmed: a credit since the preview makes it ask again', async () => {
    const player = await withBonus(2_000_000);
    const id = await bonusId(player);
    const shown = dataOf<ForfeitPreview>(await preview(player));
    expect(shown).toMatchObject({ balance: 2_000_000, forfeit: 1_000_000 });
    // A winning round settles between the preview and the confirm.
    await playRound(t, player, { stake: 100_000, win: 400_000 });

    const refused = await cancel(player, { bonusId: id, requestId: randomUUID(), forfeit: shown.forfeit });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: CODES.forfeitChanged, message: M.forfeitChanged });
    expect(await balance(player)).toBe(2_300_000);
    expect((await mine(t, player)).active).toMatchObject({ id, status: 'active' });

    const again = dataOf<ForfeitPreview>(await preview(player));
    expect(again.forfeit).toBeGreaterThan(shown.forfeit);
    const res = await cancel(player, { bonusId: id, requestId: randomUUID(), forfeit: again.forfeit });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Bonus>(res)).toMatchObject({ status: 'cancelled', forfeited: again.forfeit });
    expect(await balance(player)).toBe(2_300_000 - again.forfeit);
  });

  it('takes less than the figure confirmed when the balance fell since (a lost round)', async () => {
    const player = await withBonus(2_000_000);
    const shown = dataOf<ForfeitPreview>(await preview(player));
    await playRound(t, player, { stake: 600_000, win: 0 });
    const res = await cancel(player, {
      bonusId: shown.bonusId,
      requestId: randomUUID(),
      forfeit: shown.forfeit,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Bonus>(res)).toMatchObject({ status: 'cancelled', forfeited: 400_000 });
    expect(await balance(player)).toBe(1_000_000);
  });

  it('answers a replay with the same bonus, forfeits once under parallel cancels, refuses another request after', async () => {
    const player = await withBonus(2_400_000);
    const id = await bonusId(player);
    const requestId = randomUUID();
    const answers = await Promise.all([
      cancel(player, { bonusId: id, requestId }),
      cancel(player, { bonusId: id, requestId }),
      cancel(player, { bonusId: id, requestId: randomUUID() }),
      cancel(player, { bonusId: id, requestId: randomUUID() }),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await balance(player)).toBe(2_400_000 - 1_200_000);
    // The request that won is answered again with the same bonus; any other is refused.
    const [row] = await t.database.db.select().from(promotionBonuses).where(eq(promotionBonuses.id, id));
    const replay = await cancel(player, { bonusId: id, requestId: row?.cancelRequestId });
    expect(replay.statusCode).toBe(200);
    expect(dataOf<Bonus>(replay)).toMatchObject({ id, status: 'cancelled', forfeited: 1_200_000 });
    const other = await cancel(player, { bonusId: id, requestId: randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: CODES.bonusNotActive, message: M.bonusNotActive });
    const forfeits = await t.database.execute(
      `select count(*)::int as n from wallet_transactions where type = 'bonus_forfeit' and player_id = $1`,
      [player.user.id],
    );
    expect(forfeits.rows).toEqual([{ n: 1 }]);
  });

  it('during a round: refused until the stake settles (its win may be bonus money), then forfeits it', async () => {
    const player = await withBonus(2_000_000);
    const games = t as unknown as GamesTestApp;
    const gameCode = GAME_OF['cong-game'];
    const auth = await signedPost(games, W.authenticate, {
      token: await launchToken(games, player.token, gameCode),
      gameCode,
    });
    const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode };
    const roundId = `cancel-${randomUUID()}`;
    await signedPost(games, W.debit, { ...base, transactionId: `${roundId}:bet`, roundId, amount: 600_000 });
    const id = await bonusId(player);
    const during = await cancel(player, { bonusId: id, requestId: randomUUID() });
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ code: CODES.roundOpen, message: M.roundOpen });
    expect((await mine(t, player)).active).toMatchObject({ id, status: 'active' });
    const credit = await signedPost(games, W.credit, {
      ...base,
      transactionId: `${roundId}:win`,
      roundId,
      amount: 1_200_000,
      roundClosed: true,
    });
    expect(credit.statusCode).toBe(200);
    await t.app.settled();
    const res = await cancel(player, { bonusId: id, requestId: randomUUID() });
    // 2.6 M in the wallet: half is the bonus's (1.3 M), all of it above the own 1 M.
    expect(dataOf<Bonus>(res)).toMatchObject({ status: 'cancelled', forfeited: 1_300_000 });
    expect(await balance(player)).toBe(2_600_000 - 1_300_000);
  });

  it('cannot take a bonus whose wagering is complete: it completes, money kept, 409', async () => {
    const player = await withBonus(2_000_000);
    await playRound(t, player, { stake: 10_000, win: 10_000, gameCode: GAME_OF['cong-game'] });
    // As if that round's notice was lost and it had reached the requirement.
    const id = await bonusId(player);
    await t.database.db
      .update(promotionBonuses)
      .set({ requirement: 10_000 })
      .where(eq(promotionBonuses.id, id));
    const res = await cancel(player, { bonusId: id, requestId: randomUUID() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(CODES.bonusNotActive);
    expect((await mine(t, player)).past[0]).toMatchObject({ id, status: 'completed', forfeited: null });
    expect(await balance(player)).toBe(2_000_000);
  });

  it('treats another player’s bonus, another brand’s host and unknown ids as unknown (404)', async () => {
    const owner = await withBonus(2_000_000);
    const stranger = await newPlayer(t);
    const id = await bonusId(owner);
    for (const body of [{ bonusId: id }, { bonusId: 2_147_483_000 }]) {
      const res = await cancel(stranger, { ...body, requestId: randomUUID() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: CODES.bonusNotFound, message: M.bonusNotFound });
    }
    expect((await preview(stranger)).statusCode).toBe(404);
    // The owner's token on another brand's host is no session there.
    expect(
      (await cancel(owner, { bonusId: id, requestId: randomUUID() }, { host: TENANTS.xc03.domain }))
        .statusCode,
    ).toBe(401);
    expect(await balance(owner)).toBe(2_000_000);
  });

  it.each([
    ['no body', undefined],
    ['empty', {}],
    ['zero', { bonusId: 0 }],
    ['negative', { bonusId: -1 }],
    ['a fraction', { bonusId: 1.5 }],
    ['a string', { bonusId: '1' }],
    ['huge', { bonusId: 2 ** 53 }],
    ['no request id', { bonusId: 1, requestId: undefined }],
    ['a request id with control characters', { bonusId: 1, requestId: 'abc\u0000def' }],
    ['a huge request id', { bonusId: 1, requestId: 'x'.repeat(10_000) }],
    ['a negative forfeit', { bonusId: 1, forfeit: -1 }],
    ['a fractional forfeit', { bonusId: 1, forfeit: 0.5 }],
    ['a forfeit as a string', { bonusId: 1, forfeit: '100' }],
    ['a huge forfeit', { bonusId: 1, forfeit: 2 ** 60 }],
  ])('refuses %s (400)', async (_label, body) => {
    const player = await newPlayer(t);
    const payload =
      body && 'requestId' in body ? body : body ? { requestId: randomUUID(), ...body } : undefined;
    const res = await cancel(player, payload);
    expect(res.statusCode).toBe(400);
  });

  it('names a bad forfeit figure in Vietnamese', async () => {
    const player = await newPlayer(t);
    const res = await cancel(player, { bonusId: 1, requestId: randomUUID(), forfeit: -5 });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(M.forfeitInvalid);
  });

  it('needs a session', async () => {
    expect((await post(t.app, P.cancel, { bonusId: 1, requestId: randomUUID() })).statusCode).toBe(401);
    expect((await get(t.app, P.mine)).statusCode).toBe(401);
    expect((await get(t.app, P.forfeitPreview)).statusCode).toBe(401);
  });
});
