import type { Mission, MissionTrackingResponse } from '@xc/api-contract';
import {
  accepted,
  claimed,
  createMissionsApp,
  deposit,
  makeMission,
  missionOf,
  playRound,
  readyPlayer,
  track,
  type MissionsTestApp,
} from '../../testing/missions';

let t: MissionsTestApp;
beforeAll(async () => {
  t = await createMissionsApp();
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

describe('each condition kind, measured by the server from acceptance', () => {
  it('DEPOSIT_AMOUNT: one completed deposit of at least the target (progress is the largest one)', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'DEPOSIT_AMOUNT', target: 100_000 });
    const player = await readyPlayer(t, 200_000);
    // The first deposit came before the acceptance: it does not count.
    expect((await accepted(t, player, mission.id)).progress).toBe(0);
    await deposit(t, player, 60_000);
    await deposit(t, player, 70_000);
    let view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['IN_PROGRESS', 70_000]);
    await deposit(t, player, 150_000);
    view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['COMPLETED', 100_000]);
  });

  it('TOTAL_DEPOSIT_AMOUNT: the sum of completed deposits', async () => {
    const mission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'TOTAL_DEPOSIT_AMOUNT',
      target: 150_000,
    });
    const player = await readyPlayer(t);
    await accepted(t, player, mission.id);
    await deposit(t, player, 60_000);
    expect((await missionOf(t, player, mission.id)).progress).toBe(60_000);
    await deposit(t, player, 90_000);
    const view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['COMPLETED', 150_000]);
  });

  it('BET_AMOUNT: one settled bet of at least the target', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 10_000 });
    const player = await readyPlayer(t, 100_000);
    await playRound(t, player, { stake: 20_000 });
    await accepted(t, player, mission.id);
    await playRound(t, player, { stake: 5_000 });
    await playRound(t, player, { stake: 6_000, win: 12_000 });
    let view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['IN_PROGRESS', 6_000]);
    await playRound(t, player, { stake: 10_000 });
    view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['COMPLETED', 10_000]);
  });

  it('TOTAL_BET_AMOUNT: the sum of settled stakes (a lost round counts too)', async () => {
    const mission = await makeMission(t, {
      type: 'PERIOD',
      conditionKind: 'TOTAL_BET_AMOUNT',
      target: 30_000,
      tab: 'accumulated',
    });
    const player = await readyPlayer(t, 100_000);
    await accepted(t, player, mission.id);
    await playRound(t, player, { stake: 10_000 });
    await playRound(t, player, { stake: 10_000, win: 30_000 });
    expect((await missionOf(t, player, mission.id)).progress).toBe(20_000);
    await playRound(t, player, { stake: 15_000 });
    const view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['COMPLETED', 30_000]);
  });

  it('DAILY_CHECK_IN: the tracking ping checks the player in (today’s check-in counts once)', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'DAILY_CHECK_IN', target: 1 });
    const player = await readyPlayer(t);
    expect((await accepted(t, player, mission.id)).status).toBe('IN_PROGRESS');
    const res = await track(t, player);
    expect(res.statusCode).toBe(200);
    const body = res.json<MissionTrackingResponse>();
    expect(body.success).toBe(true);
    expect(body.data.checkedInToday).toBe(true);
    const mine = body.data.missions.find((view: Mission) => view.id === mission.id);
    expect([mine?.status, mine?.progress]).toEqual(['COMPLETED', 1]);
    expect(body.data.claimable).toBe(1);
    // A second ping the same day changes nothing.
    expect((await track(t, player)).json<MissionTrackingResponse>().data.claimable).toBe(1);
    const paid = await claimed(t, player, mission.id);
    expect(paid.mission.status).toBe('COMPLETED_REWARDED');
  });

  it('DAILY_CHECK_IN over a PERIOD: days checked in until the deadline', async () => {
    const mission = await makeMission(t, {
      type: 'PERIOD',
      conditionKind: 'DAILY_CHECK_IN',
      target: 3,
      tab: 'accumulated',
    });
    const player = await readyPlayer(t);
    await accepted(t, player, mission.id);
    await track(t, player);
    await track(t, player);
    expect((await missionOf(t, player, mission.id)).progress).toBe(1);
    t.clock.advance(24 * 60 * 60_000);
    await track(t, player);
    t.clock.advance(24 * 60 * 60_000);
    await track(t, player);
    const view = await missionOf(t, player, mission.id);
    expect([view.status, view.progress]).toEqual(['COMPLETED', 3]);
  });

  it('counts only the player’s own deposits and bets on this brand', async () => {
    const mission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'TOTAL_BET_AMOUNT',
      target: 50_000,
    });
    const player = await readyPlayer(t, 100_000);
    const other = await readyPlayer(t, 100_000);
    await accepted(t, player, mission.id);
    await playRound(t, other, { stake: 60_000 });
    expect((await missionOf(t, player, mission.id)).progress).toBe(0);
  });
});
