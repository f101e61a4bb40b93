import {
  featuredMissionsQueryOptions,
  getQueryClient,
  missionBadgeQueryOptions,
  recentMissionClaimsQueryOptions,
} from '@xc/data-access-api';
import { resetQueryClient, testMission } from '@xc/data-access-api/testing';
import { applyMissionEvent, applyTracking, refreshMissions } from './cache';

const claim = {
  username: 'ng***9',
  missionTitle: 'Nạp 100k',
  reward: { kind: 'cash' as const, amount: 10_000, rounds: null },
  claimedAt: new Date().toISOString(),
};

beforeEach(() => resetQueryClient());

/** Seeds the player's featured missions, badge and ticker, and says which of them are stale after `act`. */
function staleAfter(act: () => void): string[] {
  const client = getQueryClient();
  client.setQueryData(featuredMissionsQueryOptions(7).queryKey, [testMission({ id: 1, featured: true })]);
  client.setQueryData(missionBadgeQueryOptions(7).queryKey, 0);
  client.setQueryData(recentMissionClaimsQueryOptions(7).queryKey, [claim]);
  client.setQueryData(recentMissionClaimsQueryOptions(8).queryKey, [claim]);
  act();
  return client
    .getQueryCache()
    .findAll({ stale: true })
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey));
}

describe('the mission cache', () => {
  it('reads the featured missions and the badge again after an accept, the ticker too after a claim', () => {
    expect(staleAfter(() => refreshMissions(getQueryClient(), 7)).sort()).toEqual([
      '["missions",7,"badge"]',
      '["missions",7,"featured"]',
    ]);
    resetQueryClient();
    expect(staleAfter(() => refreshMissions(getQueryClient(), 7, true)).sort()).toEqual([
      '["missions",7,"badge"]',
      '["missions",7,"featured"]',
      '["missions",7,"recent-claims",20]',
    ]);
  });

  it('moves a featured mission at once on a live event and on a tracking answer', () => {
    const client = getQueryClient();
    const key = featuredMissionsQueryOptions(7).queryKey;
    client.setQueryData(key, [
      testMission({ id: 1, featured: true, status: 'IN_PROGRESS', progress: 0 }),
      testMission({ id: 2, featured: true, status: 'IN_PROGRESS', progress: 0 }),
    ]);
    applyMissionEvent(client, 7, {
      type: 'mission',
      missionId: 1,
      status: 'IN_PROGRESS',
      progress: 40_000,
      target: 100_000,
      at: new Date().toISOString(),
    });
    expect(client.getQueryData(key)?.map((m) => [m.id, m.status, m.progress])).toEqual([
      [1, 'IN_PROGRESS', 40_000],
      [2, 'IN_PROGRESS', 0],
    ]);
    applyTracking(client, 7, {
      checkedInToday: true,
      requirements: {
        firstDeposit: { required: true, met: true },
        phoneVerification: { required: true, met: true },
        allowed: true,
      },
      missions: [testMission({ id: 2, featured: true, status: 'COMPLETED', progress: 100_000 })],
      claimable: 1,
    });
    expect(client.getQueryData(key)?.map((m) => [m.id, m.status, m.progress])).toEqual([
      [1, 'IN_PROGRESS', 40_000],
      [2, 'COMPLETED', 100_000],
    ]);
    expect(client.getQueryData(missionBadgeQueryOptions(7).queryKey)).toBe(1);
  });
});
