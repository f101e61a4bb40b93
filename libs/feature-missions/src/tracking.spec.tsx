import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import {
  MISSION_TRACKING_FIRST_MS,
  MISSION_TRACKING_INTERVAL_MS,
  type MissionListResponse,
} from '@xc/api-contract';
import {
  getQueryClient,
  missionBadgeQueryOptions,
  missionListQueryOptions,
  sessionAtom,
  systemConfigurationsAtom,
} from '@xc/data-access-api';
import { testMission } from '@xc/data-access-api/testing';
import { setUpFakeMissionsApi, testUser, wait } from './test-setup';
import { startTrackingLoop, useMissionTracking } from './tracking';

describe('the tracking loop timing (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pings once 100 ms after start, then every 1,800,000 ms, and never after the stop', async () => {
    const track = jest.fn(() => Promise.resolve());
    const stop = startTrackingLoop({ track });
    expect(MISSION_TRACKING_FIRST_MS).toBe(100);
    expect(MISSION_TRACKING_INTERVAL_MS).toBe(1_800_000);
    await jest.advanceTimersByTimeAsync(99);
    expect(track).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(track).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_799_999);
    expect(track).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(track).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1_800_000 * 3);
    expect(track).toHaveBeenCalledTimes(5);
    stop();
    await jest.advanceTimersByTimeAsync(1_800_000 * 3);
    expect(track).toHaveBeenCalledTimes(5);
  });

  it('does not start when stopped before the first ping, and does not stack a ping on an unanswered one', async () => {
    const early = jest.fn(() => Promise.resolve());
    startTrackingLoop({ track: early })();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();

    let answer: () => void = () => undefined;
    const slow = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const stop = startTrackingLoop({ track: slow, firstMs: 100, intervalMs: 1_000 });
    await jest.advanceTimersByTimeAsync(3_100);
    expect(slow).toHaveBeenCalledTimes(1);
    answer();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(slow).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps going after a failed ping', async () => {
    const track = jest.fn(() => Promise.reject(new Error('offline')));
    const stop = startTrackingLoop({ track, intervalMs: 1_000 });
    await jest.advanceTimersByTimeAsync(2_100);
    expect(track).toHaveBeenCalledTimes(3);
    stop();
  });
});

describe('useMissionTracking', () => {
  const ctx = setUpFakeMissionsApi();
  const pings = () => ctx.calls('PATCH', '/mission/tracking');

  function Tracker() {
    useMissionTracking();
    return null;
  }
  const mount = (
    user = testUser,
    flags = { MISSION_REQUIRE_FIRST_DEPOSIT: true, MISSION_REQUIRE_PHONE_VERIFICATION: true },
  ) => {
    const store = createStore();
    store.set(sessionAtom, { token: 't', user });
    store.set(systemConfigurationsAtom, { ...flags, REFRESH_INTERVAL: 300 });
    const view = render(
      <Provider store={store}>
        <Tracker />
      </Provider>,
    );
    return { store, ...view };
  };

  it('pings for a player who is allowed and writes the fresh progress into the cache', async () => {
    ctx.missions.state.missions = [
      testMission({
        id: 9,
        title: 'Điểm danh',
        conditionKind: 'DAILY_CHECK_IN',
        category: 'check_in',
        target: 1,
        status: 'IN_PROGRESS',
      }),
    ];
    const client = getQueryClient();
    const list = missionListQueryOptions(testUser.id);
    const cached: MissionListResponse = {
      success: true,
      data: [
        testMission({
          id: 9,
          title: 'Điểm danh',
          conditionKind: 'DAILY_CHECK_IN',
          category: 'check_in',
          target: 1,
          status: 'IN_PROGRESS',
        }),
      ],
      meta: {
        pagination: { total: 1, page: 1, per_page: 10, last_page: 1 },
        requirements: {
          firstDeposit: { required: true, met: true },
          phoneVerification: { required: true, met: true },
          allowed: true,
        },
      },
    };
    client.setQueryData(list.queryKey, cached);
    const { unmount } = mount();
    await waitFor(() => expect(pings()).toHaveLength(1));
    await waitFor(() =>
      expect(client.getQueryData(list.queryKey)?.data[0]).toMatchObject({ status: 'COMPLETED', progress: 1 }),
    );
    expect(client.getQueryData(missionBadgeQueryOptions(testUser.id).queryKey)).toBe(1);
    unmount();
  });

  it('does not ping for a player who has not met a configured requirement, and starts once met', async () => {
    const { store, unmount } = mount({ ...testUser, isVerifyPhone: false });
    await wait(250);
    expect(pings()).toHaveLength(0);
    act(() => store.set(sessionAtom, { token: 't', user: testUser }));
    await waitFor(() => expect(pings()).toHaveLength(1));
    unmount();
  });

  it('pings when the configuration asks nothing, and stops on logout', async () => {
    const { store, unmount } = mount(
      { ...testUser, isVerifyPhone: false, isFirstDeposit: false },
      { MISSION_REQUIRE_FIRST_DEPOSIT: false, MISSION_REQUIRE_PHONE_VERIFICATION: false },
    );
    act(() => store.set(sessionAtom, null));
    await wait(250);
    expect(pings()).toHaveLength(0);
    act(() => store.set(sessionAtom, { token: 't', user: { ...testUser, isFirstDeposit: false } }));
    await waitFor(() => expect(pings()).toHaveLength(1));
    unmount();
  });
});
