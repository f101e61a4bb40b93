import {
  MISSION_MESSAGES as M,
  MISSION_PATHS,
  type Mission,
  type MissionListResponse,
} from '@xc/api-contract';
import { bearer, get, register } from '../../testing/accounts';
import { createTestApp } from '../../testing/test-app';
import {
  acceptMission,
  accepted,
  claimMission,
  claimed,
  createMissionsApp,
  deposit,
  listMissions,
  makeMission,
  missionOf,
  newPlayer,
  readyPlayer,
  requireForMissions,
  track,
  type MissionsTestApp,
} from '../../testing/missions';
import { MISSION_TEST_CLOCK_PATH } from './routes';

const DAY = 24 * 60 * 60_000;
let t: MissionsTestApp;
const waits: number[] = [];
beforeAll(async () => {
  t = await createMissionsApp({
    testHooks: true,
    rateLimits: { missionActionsPerPlayer: { max: 30, windowMs: 60_000 } },
    services: { slowDownSleep: async (ms) => void waits.push(ms) },
  });
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

describe('the configuration gates (spec §5)', () => {
  const cases = [
    {
      deposit: true,
      phone: true,
      deposited: false,
      verified: false,
      code: 'MISSION_REQUIREMENTS_UNMET',
      message: M.requirementsUnmet,
    },
    {
      deposit: true,
      phone: true,
      deposited: true,
      verified: false,
      code: 'MISSION_PHONE_VERIFICATION_REQUIRED',
      message: M.phoneRequired,
    },
    {
      deposit: true,
      phone: true,
      deposited: false,
      verified: true,
      code: 'MISSION_FIRST_DEPOSIT_REQUIRED',
      message: M.depositRequired,
    },
    {
      deposit: true,
      phone: false,
      deposited: false,
      verified: true,
      code: 'MISSION_FIRST_DEPOSIT_REQUIRED',
      message: M.depositRequired,
    },
    {
      deposit: false,
      phone: true,
      deposited: false,
      verified: false,
      code: 'MISSION_PHONE_VERIFICATION_REQUIRED',
      message: M.phoneRequired,
    },
    { deposit: true, phone: true, deposited: true, verified: true, code: null, message: null },
    { deposit: false, phone: false, deposited: false, verified: false, code: null, message: null },
    {
      deposit: true,
      phone: false,
      deposited: false,
      verified: false,
      code: 'MISSION_FIRST_DEPOSIT_REQUIRED',
      message: M.depositRequired,
    },
  ];

  afterAll(async () => requireForMissions(t, { deposit: true, phone: true }));

  it.each(cases)(
    'deposit required $deposit, phone required $phone; deposited $deposited, verified $verified → $code',
    async (c) => {
      await requireForMissions(t, { deposit: c.deposit, phone: c.phone });
      const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 10_000 });
      const player = c.verified ? await newPlayer(t) : await register(t.app);
      if (c.deposited) await deposit(t, player, 50_000);
      // The list works whatever the requirements, and says which hold.
      const list = await listMissions(t, player);
      expect(list.statusCode).toBe(200);
      expect(list.json<MissionListResponse>().meta.requirements).toEqual({
        firstDeposit: { required: c.deposit, met: c.deposited },
        phoneVerification: { required: c.phone, met: c.verified },
        allowed: c.code === null,
      });
      for (const res of [
        await acceptMission(t, player, mission.id),
        await track(t, player),
        await claimMission(t, player, mission.id),
      ]) {
        if (c.code === null)
          expect(res.statusCode === 200 || res.json().code === 'MISSION_NOT_COMPLETED').toBe(true);
        else
          expect(res.json()).toEqual({ success: false, statusCode: 403, code: c.code, message: c.message });
      }
    },
  );

  it('a locked account may not take part (403 MISSION_NOT_ELIGIBLE)', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 10_000 });
    const player = await readyPlayer(t);
    await t.database.db.execute(`update players set status = 'locked' where id = ${player.user.id}`);
    const res = await acceptMission(t, player, mission.id);
    // A locked player's session may already be refused by auth; either way nothing is accepted.
    expect([401, 403]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });
});

describe('authorisation', () => {
  it('another brand’s mission id is unknown (404) and nothing is written', async () => {
    const theirs = await makeMission(
      t,
      { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 10_000 },
      { brand: 'xc06' },
    );
    const player = await readyPlayer(t);
    for (const res of [await acceptMission(t, player, theirs.id), await claimMission(t, player, theirs.id)])
      expect(res.json()).toEqual({
        success: false,
        statusCode: 404,
        code: 'MISSION_NOT_FOUND',
        message: M.notFound,
      });
    expect(
      (await listMissions(t, player, 'per_page=50')).json<MissionListResponse>().data.map((m) => m.id),
    ).not.toContain(theirs.id);
  });

  it('another player’s accepted mission is theirs: mine is still NOT_ACCEPTED and my claim is refused', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'DEPOSIT_AMOUNT', target: 50_000 });
    const owner = await readyPlayer(t);
    const other = await readyPlayer(t);
    await accepted(t, owner, mission.id);
    await deposit(t, owner, 50_000);
    const res = await claimMission(t, other, mission.id);
    expect(res.json().code).toBe('MISSION_NOT_ACCEPTED');
    expect((await missionOf(t, other, mission.id)).status).toBe('NOT_ACCEPTED');
    expect((await claimed(t, owner, mission.id)).reward.amount).toBe(10_000);
  });

  it('every call needs a session: 401 with the success flag', async () => {
    for (const [method, url] of [
      ['GET', MISSION_PATHS.list],
      ['GET', MISSION_PATHS.featured],
      ['GET', MISSION_PATHS.recentClaims],
      ['POST', MISSION_PATHS.accept],
      ['POST', MISSION_PATHS.claim],
      ['PATCH', MISSION_PATHS.tracking],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { mission_id: 1 } : undefined,
      });
      expect([url, res.statusCode, res.json().success, res.json().statusCode]).toEqual([
        url,
        401,
        false,
        401,
      ]);
    }
  });
});

describe('bad inputs', () => {
  it.each([['"1"'], ['"abc"'], ['-1'], ['0'], ['1.5'], ['99999999999'], ['null'], ['[1]']])(
    'mission_id %s reads as an unknown mission',
    async (raw) => {
      const player = await readyPlayer(t);
      const res = await t.app.inject({
        method: 'POST',
        url: MISSION_PATHS.accept,
        headers: { ...bearer(player.token), 'content-type': 'application/json' },
        payload: `{"mission_id":${raw}}`,
      });
      expect(res.json()).toEqual({
        success: false,
        statusCode: 404,
        code: 'MISSION_NOT_FOUND',
        message: M.notFound,
      });
    },
  );

  it('a missing body, bad JSON, and bad filters are 400 with the success flag', async () => {
    const player = await readyPlayer(t);
    const noBody = await t.app.inject({
      method: 'POST',
      url: MISSION_PATHS.claim,
      headers: bearer(player.token),
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: MISSION_PATHS.claim,
      headers: { ...bearer(player.token), 'content-type': 'application/json' },
      payload: '{"mission_id":',
    });
    for (const res of [noBody, badJson])
      expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
    for (const query of [
      'per_page=0',
      'per_page=51',
      'page=0',
      'category=x',
      'status=done',
      'tab=vip',
      'category=all%00',
      'tab=daily%01',
    ]) {
      const res = await listMissions(t, player, query);
      expect([query, res.statusCode, res.json().success, res.json().code]).toEqual([
        query,
        400,
        false,
        'VALIDATION_ERROR',
      ]);
    }
    for (const query of ['limit=0', 'limit=51', 'limit=abc']) {
      const res = await get(t.app, `${MISSION_PATHS.recentClaims}?${query}`, bearer(player.token));
      expect([query, res.statusCode, res.json().success]).toEqual([query, 400, false]);
    }
  });
});

describe('list, featured and recent claims', () => {
  it('filters by tab, category and status; pages with meta.pagination.total; ordered by tab, sort order, id', async () => {
    const player = await readyPlayer(t);
    const guide = await makeMission(t, {
      type: 'PERIOD',
      tab: 'guide',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 50_000,
      sortOrder: -1000,
    });
    const daily = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'DAILY_CHECK_IN',
      target: 1,
      sortOrder: -1000,
    });
    await accepted(t, player, daily.id);
    const all = (await listMissions(t, player, 'per_page=50')).json<MissionListResponse>();
    const tabs = all.data.map((mission) => mission.tab);
    expect(tabs).toEqual(
      [...tabs].sort(
        (a, b) => ['guide', 'daily', 'accumulated'].indexOf(a) - ['guide', 'daily', 'accumulated'].indexOf(b),
      ),
    );
    expect(all.data[0]?.id).toBe(guide.id);
    const page = (await listMissions(t, player, 'per_page=1&page=2')).json<MissionListResponse>();
    expect(page.data).toHaveLength(1);
    expect(page.meta.pagination).toMatchObject({ total: all.meta.pagination.total, page: 2, per_page: 1 });
    const checkIns = (
      await listMissions(t, player, 'category=check_in&tab=daily&status=in_progress')
    ).json<MissionListResponse>();
    expect(checkIns.data.map((mission: Mission) => mission.id)).toEqual([daily.id]);
    expect(checkIns.meta.pagination.total).toBe(1);
  });

  it('featured: at most three open featured missions with the player’s status', async () => {
    for (let i = 0; i < 4; i += 1)
      await makeMission(t, { type: 'DAILY', conditionKind: 'BET_AMOUNT', target: 10_000, featured: true });
    const player = await readyPlayer(t);
    const res = await get(t.app, MISSION_PATHS.featured, bearer(player.token));
    expect(res.statusCode).toBe(200);
    const data = res.json<{ success: true; data: Mission[] }>().data;
    expect(data).toHaveLength(3);
    expect(data.every((mission) => mission.featured && mission.status === 'NOT_ACCEPTED')).toBe(true);
  });

  it('recent claims: this brand only, newest first, names masked, limit default 20', async () => {
    const mission = await makeMission(t, {
      type: 'DAILY',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 50_000,
      title: 'Nạp tiền nhanh',
    });
    const player = await readyPlayer(t);
    await accepted(t, player, mission.id);
    await deposit(t, player, 50_000);
    await claimed(t, player, mission.id);
    const res = await get(t.app, `${MISSION_PATHS.recentClaims}?limit=1`, bearer(player.token));
    const [latest] = res.json<{ data: Array<{ username: string; missionTitle: string }> }>().data;
    const name = player.body.username;
    expect(latest).toMatchObject({
      username: `${name.slice(0, 2)}***${name.slice(-1)}`,
      missionTitle: 'Nạp tiền nhanh',
    });
    const other = await t.services.missions.recentClaims('xc06', 20);
    expect(other).toEqual([]);
    const all = await get(t.app, MISSION_PATHS.recentClaims, bearer(player.token));
    expect(all.json<{ data: unknown[] }>().data.length).toBeLessThanOrEqual(20);
  });
});

describe('the per-player pace on accept, claim and tracking', () => {
  it('slows a player past 30 calls a minute (from the 32nd), never refuses', async () => {
    const player = await readyPlayer(t);
    waits.length = 0;
    const answers = [];
    for (let i = 0; i < 34; i += 1) answers.push((await track(t, player)).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });
});

describe('the test clock hook', () => {
  it('moves one player to tomorrow: their DAILY mission resets, another player’s does not', async () => {
    const mission = await makeMission(t, { type: 'DAILY', conditionKind: 'DEPOSIT_AMOUNT', target: 50_000 });
    const moved = await readyPlayer(t);
    const stays = await readyPlayer(t);
    for (const player of [moved, stays]) {
      await accepted(t, player, mission.id);
      await deposit(t, player, 50_000);
      await claimed(t, player, mission.id);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: MISSION_TEST_CLOCK_PATH,
      payload: { username: moved.body.username, advanceMs: DAY },
    });
    expect(res.statusCode).toBe(200);
    expect((await missionOf(t, moved, mission.id)).status).toBe('NOT_ACCEPTED');
    expect((await missionOf(t, stays, mission.id)).status).toBe('COMPLETED_REWARDED');
    // Its deposits now count on its moved day.
    await accepted(t, moved, mission.id);
    await deposit(t, moved, 50_000);
    expect((await missionOf(t, moved, mission.id)).status).toBe('COMPLETED');
    const tooFar = await t.app.inject({
      method: 'POST',
      url: MISSION_TEST_CLOCK_PATH,
      payload: { username: moved.body.username, advanceMs: 401 * DAY },
    });
    expect(tooFar.statusCode).toBe(400);
  });

  it('does not exist without testHooks, and buildApp refuses it in production', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: MISSION_TEST_CLOCK_PATH,
        payload: { username: 'x', advanceMs: 0 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    await expect(createTestApp({ testHooks: true, nodeEnv: 'production' })).rejects.toThrow(/production/);
  });
});
