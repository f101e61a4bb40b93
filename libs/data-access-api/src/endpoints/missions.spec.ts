/** @jest-environment node */
import { MISSION_ERROR_CODES, MISSION_MESSAGES } from '@xc/api-contract';
import { configureApi, resetApiConfig } from '../client';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from '../errors';
import { configureFingerprint, resetFingerprint } from '../fingerprint';
import { getQueryClient, resetQueryClient } from '../query-client';
import { type FakeApi, startFakeApi } from '../test/fake-api-server';
import { fakeMissionsApi, testMission } from '../test/fake-missions';
import { routeTable, type FakeRouteTable } from '../test/fake-rewards';
import { fakeAgent, memoryCookies } from '../test/fakes';
import {
  acceptMission,
  claimMissionReward,
  fetchFeaturedMissions,
  fetchMissions,
  featuredMissionsQueryOptions,
  fetchRecentMissionClaims,
  missionBadgeQueryOptions,
  missionErrorOf,
  missionListQueryOptions,
  missionQueryKey,
  recentMissionClaimsQueryOptions,
  trackMissions,
} from './missions';

let api: FakeApi;
let missions = fakeMissionsApi();
let extra: FakeRouteTable = {};
let token: string | null = 'tok';
beforeAll(async () => {
  api = await startFakeApi();
  api.reply(routeTable(() => ({ ...missions.routes(), ...extra })));
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0, getToken: () => token });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  missions = fakeMissionsApi();
  extra = {};
  token = 'tok';
  resetQueryClient();
});

const board = () => [
  testMission({
    id: 1,
    tab: 'guide',
    type: 'PERIOD',
    category: 'check_in',
    conditionKind: 'DAILY_CHECK_IN',
    target: 1,
  }),
  testMission({ id: 2, tab: 'daily', status: 'IN_PROGRESS', progress: 50_000 }),
  testMission({
    id: 3,
    tab: 'daily',
    category: 'stake',
    conditionKind: 'BET_AMOUNT',
    status: 'COMPLETED',
    progress: 100_000,
  }),
  testMission({
    id: 4,
    tab: 'accumulated',
    type: 'PERIOD',
    category: 'stake',
    conditionKind: 'TOTAL_BET_AMOUNT',
    status: 'EXPIRED',
  }),
  testMission({ id: 5, tab: 'daily', status: 'COMPLETED', progress: 100_000, featured: true }),
];

describe('the mission endpoints', () => {
  it('ask the list with the spec defaults, and with the tab, filters and page given', async () => {
    missions.state.missions = board();
    const all = await fetchMissions();
    expect(all.ok && all.data.data.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(all.ok && all.data.meta.pagination).toEqual({ total: 5, page: 1, per_page: 10, last_page: 1 });
    expect(all.ok && all.data.meta.requirements.allowed).toBe(true);
    const daily = await fetchMissions({
      tab: 'daily',
      category: 'deposit',
      status: 'completed',
      page: 1,
      per_page: 1,
    });
    expect(daily.ok && daily.data.data.map((m) => m.id)).toEqual([5]);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user/mission/list?page=1&per_page=10&category=all&status=all',
      'GET /api/user/mission/list?page=1&per_page=1&category=deposit&status=completed&tab=daily',
    ]);
    expect(api.requests.every((r) => r.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it('read the featured missions and the recent claims (limit 20 by default)', async () => {
    missions.state.missions = board();
    const featured = await fetchFeaturedMissions();
    expect(featured.ok && featured.data.map((m) => m.id)).toEqual([5]);
    expect(await fetchRecentMissionClaims()).toEqual({ ok: true, data: [] });
    await fetchRecentMissionClaims(5);
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/user/mission/featured',
      '/api/user/mission/claims/recent?limit=20',
      '/api/user/mission/claims/recent?limit=5',
    ]);
  });

  it('accept and claim with the mission id in the body, following the spec transitions', async () => {
    missions.state.missions = board();
    const accepted = await acceptMission(1);
    expect(accepted.ok && accepted.data.status).toBe('IN_PROGRESS');
    expect(JSON.parse(api.requests.at(-1)?.body ?? 'null')).toEqual({ mission_id: 1 });
    expect(api.requests.at(-1)?.url).toBe('/api/user/mission/accept');

    const claimed = await claimMissionReward(3);
    expect(claimed).toEqual({
      ok: true,
      data: {
        mission: expect.objectContaining({ id: 3, status: 'COMPLETED_REWARDED' }),
        reward: { kind: 'cash', amount: 10_000, rounds: null },
        balance: 110_000,
        message: MISSION_MESSAGES.claimed(10_000),
      },
    });
    expect(api.requests.at(-1)?.url).toBe('/api/user/mission/claim-reward');

    // A second claim pays nothing: the typed refusal, with the API's message.
    const again = await claimMissionReward(3);
    expect(again).toEqual({
      ok: false,
      error: {
        status: 409,
        code: MISSION_ERROR_CODES.alreadyClaimed,
        message: MISSION_MESSAGES.alreadyClaimed,
      },
    });
    const notDone = await claimMissionReward(2);
    expect(!notDone.ok && notDone.error.code).toBe(MISSION_ERROR_CODES.notCompleted);
  });

  it('ping the tracking with PATCH and read the fresh progress', async () => {
    missions.state.missions = [
      testMission({
        id: 9,
        conditionKind: 'DAILY_CHECK_IN',
        category: 'check_in',
        target: 1,
        status: 'IN_PROGRESS',
      }),
    ];
    const tracked = await trackMissions();
    expect(tracked.ok && tracked.data).toEqual({
      checkedInToday: true,
      requirements: expect.objectContaining({ allowed: true }),
      missions: [expect.objectContaining({ id: 9, status: 'COMPLETED', progress: 1 })],
      claimable: 1,
    });
    expect(`${api.requests[0]?.method} ${api.requests[0]?.url}`).toBe('PATCH /api/user/mission/tracking');
  });

  it('say which requirement is missing', async () => {
    missions.state.firstDeposit.met = false;
    const tracked = await trackMissions();
    expect(!tracked.ok && tracked.error).toEqual({
      status: 403,
      code: MISSION_ERROR_CODES.depositRequired,
      message: MISSION_MESSAGES.depositRequired,
    });
  });
});

describe('missionErrorOf (spec §8)', () => {
  it('keeps the API status, code and message', () => {
    expect(
      missionErrorOf({ status: 409, code: MISSION_ERROR_CODES.expired, message: MISSION_MESSAGES.expired }),
    ).toEqual({
      success: false,
      statusCode: 409,
      code: MISSION_ERROR_CODES.expired,
      message: MISSION_MESSAGES.expired,
    });
  });

  it('defaults to status 500 and "Có lỗi xảy ra" when the failure carried neither', async () => {
    expect(missionErrorOf({ status: 0, code: ERROR_CODES.network, message: GENERIC_ERROR_MESSAGE })).toEqual({
      success: false,
      statusCode: 500,
      code: ERROR_CODES.network,
      message: 'Có lỗi xảy ra',
    });
    extra = { 'POST user/mission/accept': () => ({ status: 502, body: 'bad gateway' }) };
    const result = await acceptMission(1);
    expect(!result.ok && missionErrorOf(result.error)).toEqual({
      success: false,
      statusCode: 502,
      code: 'HTTP_502',
      message: 'Có lỗi xảy ra',
    });
  });
});

describe('the mission queries', () => {
  it('are keyed by the player and read the badge from the total of missions waiting for a claim', async () => {
    missions.state.missions = board();
    const client = getQueryClient();
    expect(await client.fetchQuery(missionBadgeQueryOptions(7))).toBe(2);
    expect(api.requests.at(-1)?.url).toBe(
      '/api/user/mission/list?page=1&per_page=1&category=all&status=completed',
    );
    const list = await client.fetchQuery(missionListQueryOptions(7, { tab: 'daily' }));
    expect(list.data.map((m) => m.id)).toEqual([2, 3, 5]);
    expect(missionListQueryOptions(7, { tab: 'daily' }).queryKey.slice(0, 2)).toEqual(missionQueryKey(7));
    expect(missionBadgeQueryOptions(7).queryKey.slice(0, 2)).toEqual(missionQueryKey(7));
    expect(missionListQueryOptions(null).enabled).toBe(false);
  });

  it('key the featured missions and the recent claims by the player, and ask neither for a visitor', async () => {
    missions.state.missions = board();
    missions.state.claims = [
      {
        username: 'ng***9',
        missionTitle: 'Nạp 100k',
        reward: { kind: 'cash', amount: 10_000, rounds: null },
        claimedAt: new Date().toISOString(),
      },
    ];
    const client = getQueryClient();
    expect((await client.fetchQuery(featuredMissionsQueryOptions(7))).map((m) => m.id)).toEqual([5]);
    expect(await client.fetchQuery(recentMissionClaimsQueryOptions(7))).toHaveLength(1);
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/user/mission/featured',
      '/api/user/mission/claims/recent?limit=20',
    ]);
    expect(featuredMissionsQueryOptions(7).queryKey).toEqual([...missionQueryKey(7), 'featured']);
    expect(recentMissionClaimsQueryOptions(7, 5).queryKey).toEqual([
      ...missionQueryKey(7),
      'recent-claims',
      5,
    ]);
    expect(recentMissionClaimsQueryOptions(7).queryKey).not.toEqual(
      recentMissionClaimsQueryOptions(8).queryKey,
    );
    expect(featuredMissionsQueryOptions(null).enabled).toBe(false);
    expect(recentMissionClaimsQueryOptions(null).enabled).toBe(false);
  });

  it("answer a visitor's recent claims call with 401, as the API does", async () => {
    token = null;
    const result = await fetchRecentMissionClaims();
    expect(!result.ok && result.error.status).toBe(401);
  });

  it('throw the typed failure from a query', async () => {
    token = null;
    await expect(getQueryClient().fetchQuery(missionBadgeQueryOptions(7))).rejects.toMatchObject({
      status: 401,
    });
  });
});
