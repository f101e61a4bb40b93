import { EVENT_PATHS, MISSION_MESSAGES as M, type MissionEvent } from '@xc/api-contract';
import { and, eq } from 'drizzle-orm';
import { bearer, post } from '../../testing/accounts';
import {
  acceptMission,
  accepted,
  claimMission,
  claimed,
  createMissionsApp,
  deposit,
  makeMission,
  missionOf,
  playRound,
  readyPlayer,
  statusOf,
  type MissionsTestApp,
  type Player,
} from '../../testing/missions';
import { openSse } from '../../testing/sse-client';
import { missionProgress } from './schema';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let t: MissionsTestApp;
beforeAll(async () => {
  t = await createMissionsApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

/** Moves the clock to the next `hh:mm` UTC (17:00 UTC is midnight in Vietnam). */
function moveTo(hours: number, minutes: number): void {
  const at = new Date(t.clock.ms);
  at.setUTCHours(hours, minutes, 0, 0);
  if (at.getTime() <= t.clock.ms) at.setTime(at.getTime() + DAY);
  t.clock.ms = at.getTime();
}

const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

async function rowsOf(player: Player, missionId: number) {
  return t.database.db
    .select()
    .from(missionProgress)
    .where(and(eq(missionProgress.playerId, player.user.id), eq(missionProgress.missionId, missionId)));
}

describe('the statuses and their transitions', () => {
  it('NOT_STARTED before its start (accept refused), NOT_ACCEPTED from then', async () => {
    const mission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 50_000,
      startsAt: new Date(t.clock.ms + 2 * HOUR),
    });
    const player = await readyPlayer(t);
    expect(await statusOf(t, player, mission.id)).toBe('NOT_STARTED');
    const early = await acceptMission(t, player, mission.id);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'MISSION_NOT_STARTED']);
    expect(early.json()).toMatchObject({ success: false, statusCode: 409, message: M.notStarted });
    t.clock.advance(2 * HOUR);
    expect(await statusOf(t, player, mission.id)).toBe('NOT_ACCEPTED');
  });

  it('NOT_STARTED while its prerequisite is not rewarded; NOT_ACCEPTED once it is', async () => {
    const first = await makeMission(t, {
      type: 'PERIOD',
      tab: 'guide',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 50_000,
      title: 'Nạp tiền lần đầu',
    });
    const second = await makeMission(t, {
      type: 'PERIOD',
      tab: 'guide',
      conditionKind: 'BET_AMOUNT',
      target: 10_000,
      prerequisite: first.code,
    });
    const player = await readyPlayer(t);
    const view = await missionOf(t, player, second.id);
    expect(view.status).toBe('NOT_STARTED');
    expect(view.prerequisite).toEqual({ id: first.id, title: 'Nạp tiền lần đầu' });
    const refused = await acceptMission(t, player, second.id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'MISSION_PREREQUISITE']);
    expect((refused.json() as { message: string }).message).toBe(
      'Bạn cần hoàn thành nhiệm vụ "Nạp tiền lần đầu" trước',
    );

    await accepted(t, player, first.id);
    await deposit(t, player, 50_000);
    // Completed is not enough: the chain opens when the reward is claimed.
    expect(await statusOf(t, player, first.id)).toBe('COMPLETED');
    expect(await statusOf(t, player, second.id)).toBe('NOT_STARTED');
    await claimed(t, player, first.id);
    expect(await statusOf(t, player, second.id)).toBe('NOT_ACCEPTED');
    expect((await accepted(t, player, second.id)).status).toBe('IN_PROGRESS');
  });

  it('NOT_ACCEPTED → IN_PROGRESS (accepting again answers 200 with it) → COMPLETED → COMPLETED_REWARDED, once', async () => {
    const mission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'TOTAL_DEPOSIT_AMOUNT',
      target: 100_000,
      reward: { kind: 'cash', amount: 10_000 },
    });
    const player = await readyPlayer(t);
    expect(await statusOf(t, player, mission.id)).toBe('NOT_ACCEPTED');
    const first = await accepted(t, player, mission.id);
    expect(first.status).toBe('IN_PROGRESS');
    const again = await acceptMission(t, player, mission.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      data: { id: mission.id, status: 'IN_PROGRESS', acceptedAt: first.acceptedAt },
    });

    const early = await claimMission(t, player, mission.id);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'MISSION_NOT_COMPLETED']);

    await deposit(t, player, 100_000);
    expect(await statusOf(t, player, mission.id)).toBe('COMPLETED');
    const acceptCompleted = await acceptMission(t, player, mission.id);
    expect([acceptCompleted.statusCode, codeOf(acceptCompleted)]).toEqual([409, 'MISSION_ALREADY_ACCEPTED']);

    const before = await t.services.wallet.balance(player.user.id);
    const paid = await claimed(t, player, mission.id);
    expect(paid).toMatchObject({
      reward: { kind: 'cash', amount: 10_000, rounds: null },
      balance: before + 10_000,
      message: 'Bạn đã nhận 10,000 VND từ nhiệm vụ',
      mission: { status: 'COMPLETED_REWARDED' },
    });
    expect(await t.services.wallet.balance(player.user.id)).toBe(before + 10_000);
    const twice = await claimMission(t, player, mission.id);
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'MISSION_ALREADY_CLAIMED']);
    const acceptRewarded = await acceptMission(t, player, mission.id);
    expect([acceptRewarded.statusCode, codeOf(acceptRewarded)]).toEqual([409, 'MISSION_ALREADY_CLAIMED']);
    expect(await t.services.wallet.balance(player.user.id)).toBe(before + 10_000);
  });

  it('claiming one never accepted: 409 MISSION_NOT_ACCEPTED', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 10_000 });
    const player = await readyPlayer(t);
    const res = await claimMission(t, player, mission.id);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'MISSION_NOT_ACCEPTED']);
  });

  it('IN_PROGRESS → EXPIRED when its deadline passes unmet (a PERIOD countdown from acceptance)', async () => {
    const mission = await makeMission(t, {
      type: 'PERIOD',
      tab: 'accumulated',
      conditionKind: 'TOTAL_BET_AMOUNT',
      target: 100_000,
      durationHours: 2,
    });
    const player = await readyPlayer(t, 200_000);
    const view = await accepted(t, player, mission.id);
    expect(Date.parse(view.deadline ?? '') - Date.parse(view.acceptedAt ?? '')).toBe(2 * HOUR);
    await playRound(t, player, { stake: 40_000 });
    t.clock.advance(2 * HOUR);
    // A round after the deadline does not count.
    await playRound(t, player, { stake: 80_000 });
    const expired = await missionOf(t, player, mission.id);
    expect([expired.status, expired.progress]).toEqual(['EXPIRED', 40_000]);
    for (const res of [await acceptMission(t, player, mission.id), await claimMission(t, player, mission.id)])
      expect([res.statusCode, codeOf(res)]).toEqual([409, 'MISSION_EXPIRED']);
  });

  it('COMPLETED → EXPIRED when its claim window passes unclaimed', async () => {
    const mission = await makeMission(t, {
      type: 'PERIOD',
      tab: 'accumulated',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 50_000,
      durationHours: 1,
      claimHours: 1,
    });
    const player = await readyPlayer(t);
    await accepted(t, player, mission.id);
    await deposit(t, player, 50_000);
    const done = await missionOf(t, player, mission.id);
    expect(done.status).toBe('COMPLETED');
    expect(Date.parse(done.claimUntil ?? '')).toBe(Date.parse(done.deadline ?? '') + HOUR);
    t.clock.ms = Date.parse(done.claimUntil ?? '') - 1;
    expect(await statusOf(t, player, mission.id)).toBe('COMPLETED');
    t.clock.advance(1);
    expect(await statusOf(t, player, mission.id)).toBe('EXPIRED');
    const res = await claimMission(t, player, mission.id);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'MISSION_EXPIRED']);
    const [row] = await rowsOf(player, mission.id);
    expect(row).toMatchObject({ status: 'EXPIRED', claimedAt: null });
  });

  it('a PERIOD mission that ended never accepted is EXPIRED', async () => {
    const mission = await makeMission(t, {
      type: 'PERIOD',
      tab: 'accumulated',
      conditionKind: 'BET_AMOUNT',
      target: 10_000,
      endsAt: new Date(t.clock.ms + HOUR),
    });
    const player = await readyPlayer(t);
    expect(await statusOf(t, player, mission.id)).toBe('NOT_ACCEPTED');
    t.clock.advance(HOUR);
    expect(await statusOf(t, player, mission.id)).toBe('EXPIRED');
    const res = await acceptMission(t, player, mission.id);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'MISSION_EXPIRED']);
  });
});

describe('the DAILY reset at midnight Asia/Ho_Chi_Minh', () => {
  it('23:59 is still the day’s cycle; 00:00 (17:00 UTC) opens a new one, and yesterday’s unmet row expires', async () => {
    moveTo(16, 0);
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'DEPOSIT_AMOUNT', target: 100_000 });
    const unmet = await makeMission(t, { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 500_000 });
    const player = await readyPlayer(t, 100_000);
    const view = await accepted(t, player, mission.id);
    await accepted(t, player, unmet.id);
    const today = view.cycle;
    expect(view.deadline).toBe(new Date(t.clock.ms).toISOString().slice(0, 11) + '17:00:00.000Z');
    await deposit(t, player, 100_000);
    await claimed(t, player, mission.id);

    moveTo(16, 59);
    let again = await missionOf(t, player, mission.id);
    expect([again.cycle, again.status]).toEqual([today, 'COMPLETED_REWARDED']);
    expect(await statusOf(t, player, unmet.id)).toBe('IN_PROGRESS');

    moveTo(17, 0);
    again = await missionOf(t, player, mission.id);
    expect(again.cycle).not.toBe(today);
    expect([again.status, again.progress, again.acceptedAt]).toEqual(['NOT_ACCEPTED', 0, null]);
    expect(await statusOf(t, player, unmet.id)).toBe('NOT_ACCEPTED');
    const rows = await rowsOf(player, unmet.id);
    expect(rows.map((row) => [row.cycle, row.status])).toEqual([[today, 'EXPIRED']]);
    // And the new day's mission runs again, paid again.
    await accepted(t, player, mission.id);
    await deposit(t, player, 100_000);
    expect((await claimed(t, player, mission.id)).mission.cycle).toBe(again.cycle);
  });

  it('a COMPLETED mission of yesterday stays claimable after midnight until its claim window ends', async () => {
    moveTo(16, 30);
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'DEPOSIT_AMOUNT', target: 50_000 });
    const player = await readyPlayer(t);
    const view = await accepted(t, player, mission.id);
    await deposit(t, player, 50_000);
    moveTo(18, 0);
    const shown = await missionOf(t, player, mission.id);
    expect([shown.cycle, shown.status]).toEqual([view.cycle, 'COMPLETED']);
    expect((await claimed(t, player, mission.id)).mission.cycle).not.toBe(view.cycle);
  });
});

describe('the live mission event', () => {
  async function stream(player: Player) {
    const ticket = await post(t.app, EVENT_PATHS.ticket, undefined, bearer(player.token));
    return openSse(t.app, `${EVENT_PATHS.player}?ticket=${ticket.json().data.ticket as string}`);
  }
  const missionEvent = (missionId: number, status: string) => (event: { data?: unknown }) => {
    const data = event.data as MissionEvent | undefined;
    return data?.type === 'mission' && data.missionId === missionId && data.status === status;
  };

  it('is published after a deposit and after a settled round moved a mission', async () => {
    const depositMission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'TOTAL_DEPOSIT_AMOUNT',
      target: 100_000,
    });
    const betMission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'TOTAL_BET_AMOUNT',
      target: 30_000,
    });
    const player = await readyPlayer(t, 100_000);
    await accepted(t, player, depositMission.id);
    await accepted(t, player, betMission.id);
    const client = await stream(player);
    try {
      await deposit(t, player, 50_000);
      const moved = await client.next(missionEvent(depositMission.id, 'IN_PROGRESS'));
      expect(moved.data).toMatchObject({ progress: 50_000, target: 100_000 });
      await deposit(t, player, 50_000);
      await client.next(missionEvent(depositMission.id, 'COMPLETED'));

      // A lost round moves no money at its settlement: the round's own notification re-measures.
      await playRound(t, player, { stake: 30_000 });
      const done = await client.next(missionEvent(betMission.id, 'COMPLETED'));
      expect(done.data).toMatchObject({ progress: 30_000, target: 30_000 });
    } finally {
      client.close();
    }
  });
});
