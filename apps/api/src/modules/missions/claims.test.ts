import type { PlayerPromotions } from '@xc/api-contract';
import { and, eq } from 'drizzle-orm';
import { walletTransactions } from '../wallet/schema';
import { testDatabaseKind } from '../../testing/test-db';
import { mine } from '../../testing/promotions';
import {
  accepted,
  claimMission,
  claimed,
  createMissionsApp,
  deposit,
  makeMission,
  playRound,
  readyPlayer,
  statusOf,
  type MissionsTestApp,
} from '../../testing/missions';

let t: MissionsTestApp;
beforeAll(async () => {
  t = await createMissionsApp({ databaseConnections: 8 });
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

async function completedMission(
  reward: { kind: 'cash'; amount: number } | { kind: 'bonus'; amount: number; rounds: number },
) {
  const mission = await makeMission(t, {
    type: 'DAILY',
    conditionKind: 'DEPOSIT_AMOUNT',
    target: 50_000,
    reward,
  });
  const player = await readyPlayer(t);
  await accepted(t, player, mission.id);
  await deposit(t, player, 50_000);
  expect(await statusOf(t, player, mission.id)).toBe('COMPLETED');
  return { mission, player };
}

describe('claiming pays exactly once', () => {
  it('8 parallel claims: one 200, the others 409 MISSION_ALREADY_CLAIMED; one ledger credit; the books balance', async () => {
    const { mission, player } = await completedMission({ kind: 'cash', amount: 25_000 });
    const before = await t.services.wallet.balance(player.user.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claimMission(t, player, mission.id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(codeOf(res)).toBe('MISSION_ALREADY_CLAIMED');
    expect(await t.services.wallet.balance(player.user.id)).toBe(before + 25_000);
    const credits = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.playerId, player.user.id), eq(walletTransactions.type, 'mission')));
    expect(credits.map((row) => row.idempotencyKey)).toEqual([expect.stringMatching(/^mission:\d+$/)]);
    await t.audit();
  });
});

describe('a bonus reward', () => {
  it('is granted through the promotions engine with wagering amount × rounds, own money = the balance at the grant', async () => {
    const { mission, player } = await completedMission({ kind: 'bonus', amount: 50_000, rounds: 5 });
    const balance = await t.services.wallet.balance(player.user.id);
    const paid = await claimed(t, player, mission.id);
    expect(paid.reward).toEqual({ kind: 'bonus', amount: 50_000, rounds: 5 });
    expect(paid.balance).toBe(balance + 50_000);
    const promotions: PlayerPromotions = await mine(t, player);
    expect(promotions.active).toMatchObject({
      promotionCode: mission.code,
      title: mission.title,
      bonus: 50_000,
      deposit: balance,
      rounds: 5,
      requirement: 250_000,
      wagered: 0,
      status: 'active',
    });
    // Its wagering runs like any bonus's.
    await playRound(t, player, { stake: 100_000 });
    expect((await mine(t, player)).active?.wagered).toBeGreaterThan(0);
  });

  it('is refused with 409 MISSION_BONUS_ACTIVE while another bonus runs; nothing moves, and it can be claimed once that ends', async () => {
    const first = await completedMission({ kind: 'bonus', amount: 20_000, rounds: 1 });
    await claimed(t, first.player, first.mission.id);
    const second = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 50_000,
      reward: { kind: 'bonus', amount: 30_000, rounds: 2 },
    });
    await accepted(t, first.player, second.id);
    await deposit(t, first.player, 50_000);
    const before = await t.services.wallet.balance(first.player.user.id);
    const refused = await claimMission(t, first.player, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      statusCode: 409,
      code: 'MISSION_BONUS_ACTIVE',
      message:
        'Bạn đang có khuyến mãi chưa hoàn thành vòng cược. Vui lòng hoàn thành hoặc hủy khuyến mãi đó trước khi nhận thưởng này',
    });
    expect(await t.services.wallet.balance(first.player.user.id)).toBe(before);
    expect(await statusOf(t, first.player, second.id)).toBe('COMPLETED');
    // The first bonus's wagering (20,000 × 1) done: the second one is granted.
    await playRound(t, first.player, { stake: 40_000 });
    expect((await mine(t, first.player)).active).toBeNull();
    expect((await claimed(t, first.player, second.id)).reward.amount).toBe(30_000);
  });
});

const describeOnPostgres = testDatabaseKind() === 'postgres' ? describe : describe.skip;

describeOnPostgres('parallel claims on PostgreSQL (several connections)', () => {
  it('10 claims at once pay once', async () => {
    const { mission, player } = await completedMission({ kind: 'cash', amount: 15_000 });
    const before = await t.services.wallet.balance(player.user.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claimMission(t, player, mission.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409).map(codeOf)).toEqual(
      Array(9).fill('MISSION_ALREADY_CLAIMED'),
    );
    expect(await t.services.wallet.balance(player.user.id)).toBe(before + 15_000);
    await t.audit();
  });

  it('5 parallel bonus claims grant one bonus', async () => {
    const { mission, player } = await completedMission({ kind: 'bonus', amount: 40_000, rounds: 3 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => claimMission(t, player, mission.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect((await mine(t, player)).active?.bonus).toBe(40_000);
    await t.audit();
  });
});
