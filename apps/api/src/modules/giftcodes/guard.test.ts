import { GIFT_CODE_MESSAGES as M } from '@xc/api-contract';
import { AppError } from '../../infra/errors';
import { testDatabaseKind } from '../../testing/test-db';
import { playRound } from '../../testing/games';
import {
  createGiftCodesApp,
  giftPlayer,
  makeCode,
  redeem,
  type GiftCodesTestApp,
  type GiftPlayer,
} from '../../testing/giftcodes';

let t: GiftCodesTestApp;
beforeAll(async () => {
  t = await createGiftCodesApp({ databaseConnections: 8 });
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

/**
 * The guard as the cashier calls it: a step inside the withdrawal's own transaction (on PGlite, with
 * one connection, a read outside it would wait forever).
 */
async function guarded(player: GiftPlayer): Promise<AppError | null> {
  const { withdrawalGuard } = t.services.giftCodes;
  try {
    await t.database.db.transaction((tx) =>
      withdrawalGuard(tx, { playerId: player.user.id, brand: player.brand }),
    );
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('the withdrawal guard', () => {
  it('lets a player who never redeemed a code withdraw', async () => {
    expect(await guarded(await giftPlayer(t))).toBeNull();
  });

  it('refuses while the latest redemption is pending, with what is left to bet; allows once reached', async () => {
    const player = await giftPlayer(t, 1_000_000);
    const bystander = await giftPlayer(t, 1_000_000);
    await redeem(t, player, (await makeCode(t, { value: 50_000, requiredBet: 300_000 })).code);

    const refused = await guarded(player);
    expect(refused?.toBody()).toEqual({
      statusCode: 409,
      code: 'GIFT_CODE_WAGERING_INCOMPLETE',
      message: M.wageringIncomplete(300_000),
    });
    expect(refused?.message).toBe(
      'Bạn cần cược thêm 300,000 VND để đạt tổng cược của Gift code trước khi rút tiền',
    );
    // Another player's play and pending codes are theirs.
    await playRound(t, bystander, { stake: 500_000 });
    expect(await guarded(bystander)).toBeNull();

    await playRound(t, player, { stake: 120_000, win: 240_000 });
    expect((await guarded(player))?.message).toBe(M.wageringIncomplete(180_000));
    await playRound(t, player, { stake: 180_000 });
    expect(await guarded(player)).toBeNull();
  });

  it('a code without a required bet never holds a withdrawal', async () => {
    const player = await giftPlayer(t);
    await redeem(t, player, (await makeCode(t, { requiredBet: 0 })).code);
    expect(await guarded(player)).toBeNull();
  });

  it('reads the transaction it is given (what the withdrawal wrote so far counts, nothing else waits)', async () => {
    const player = await giftPlayer(t, 1_000_000);
    await redeem(t, player, (await makeCode(t, { requiredBet: 10_000 })).code);
    const remaining = await t.database.db.transaction((tx) =>
      t.services.giftCodes.remainingOf({ playerId: player.user.id, brand: player.brand }, tx),
    );
    expect(remaining).toBe(10_000);
    expect(await t.services.giftCodes.remainingOf({ playerId: player.user.id, brand: 'xc06' })).toBe(0);
  });
});

// PGlite has one connection: a withdrawal's transaction and a redemption cannot overlap there.
const describeOnPostgres = testDatabaseKind() === 'postgres' ? describe : describe.skip;

describeOnPostgres('a withdrawal and a redemption at the same moment, on PostgreSQL', () => {
  it('the redemption waits for the withdrawal that is checking, so gift money never leaves unwagered', async () => {
    const player = await giftPlayer(t, 100_000);
    const code = await makeCode(t, { value: 50_000, requiredBet: 500_000 });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let checked = () => undefined as void;
    const guardPassed = new Promise<void>((resolve) => (checked = resolve));
    const withdrawal = t.database.db.transaction(async (tx) => {
      await t.services.giftCodes.withdrawalGuard(tx, { playerId: player.user.id, brand: player.brand });
      checked();
      // The cashier would take the player's money here, before committing.
      await held;
    });
    await guardPassed;
    let redeemed = false;
    const redemption = redeem(t, player, code.code).then((res) => {
      redeemed = true;
      return res;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(redeemed).toBe(false);
    } finally {
      release();
      await withdrawal;
    }
    expect((await redemption).statusCode).toBe(200);
    // And now a withdrawal is refused until the code's bets are made.
    expect((await guarded(player))?.code).toBe('GIFT_CODE_WAGERING_INCOMPLETE');
  });
});
