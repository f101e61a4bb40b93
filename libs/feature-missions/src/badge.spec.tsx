import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import {
  sessionAtom,
  subscribePlayerEvents,
  type LiveEnvironment,
  type LiveStream,
} from '@xc/data-access-api';
import { testMission } from '@xc/data-access-api/testing';
import { missionsFeature } from './index';
import { MissionBoard } from './board/mission-board';
import { queryOf, renderMissions, setUpFakeMissionsApi, testUser } from './test-setup';
import { useMissionBadge } from './use-mission-badge';

const ctx = setUpFakeMissionsApi();
const badgeCalls = () =>
  ctx
    .calls('GET', '/mission/list')
    .map(queryOf)
    .filter((q) => q['per_page'] === '1');

function Badge() {
  useMissionBadge();
  const total = missionsFeature.slots.useMissionTotal();
  return <output aria-label="Nhiệm vụ chờ nhận thưởng">{total}</output>;
}
const figure = () => screen.getByRole('status', { name: 'Nhiệm vụ chờ nhận thưởng' });

/** An EventSource the test drives, as the session's live stream would hold it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    return undefined;
  }
  emit(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
  }
}

const completed = () => [
  testMission({ id: 1, status: 'COMPLETED', progress: 100_000 }),
  testMission({ id: 2, status: 'COMPLETED', progress: 100_000 }),
  testMission({ id: 3, status: 'IN_PROGRESS', progress: 10_000 }),
];

describe('the mission badge', () => {
  it('is the total of missions waiting for a claim, asked with a page of one', async () => {
    ctx.missions.state.missions = completed();
    const store = createStore();
    store.set(sessionAtom, { token: 't', user: testUser });
    render(
      <Provider store={store}>
        <Badge />
      </Provider>,
    );
    await waitFor(() => expect(figure()).toHaveTextContent('2'));
    expect(badgeCalls()).toEqual([{ page: '1', per_page: '1', category: 'all', status: 'completed' }]);
  });

  it('is 0 for a visitor, who asks nothing, and goes to 0 on logout', async () => {
    ctx.missions.state.missions = completed();
    const store = createStore();
    render(
      <Provider store={store}>
        <Badge />
      </Provider>,
    );
    expect(figure()).toHaveTextContent('0');
    act(() => store.set(sessionAtom, { token: 't', user: testUser }));
    await waitFor(() => expect(figure()).toHaveTextContent('2'));
    act(() => store.set(sessionAtom, null));
    expect(figure()).toHaveTextContent('0');
    expect(badgeCalls()).toHaveLength(1);
  });

  it('is read again when a mission event arrives on the live stream', async () => {
    ctx.missions.state.missions = completed();
    ctx.extra['POST user/events/ticket'] = () => ({
      body: { data: { ticket: 'ticket-abcdefghijklmnopqrstuvwxyz', expiresInSeconds: 30 } },
    });
    const store = createStore();
    store.set(sessionAtom, { token: 't', user: testUser });
    render(
      <Provider store={store}>
        <Badge />
      </Provider>,
    );
    await waitFor(() => expect(figure()).toHaveTextContent('2'));
    FakeEventSource.opened = [];
    const stream: LiveStream = subscribePlayerEvents({
      onBalance: () => undefined,
      onSessionEnded: () => undefined,
      environment: { EventSource: FakeEventSource as unknown as LiveEnvironment['EventSource'] },
    });
    try {
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      ctx.missions.progress(3, 100_000);
      FakeEventSource.opened[0]?.emit({
        type: 'mission',
        missionId: 3,
        status: 'COMPLETED',
        progress: 100_000,
        target: 100_000,
        at: new Date().toISOString(),
      });
      await waitFor(() => expect(figure()).toHaveTextContent('3'));
    } finally {
      stream.stop();
    }
  });

  it('is read again after a claim on the board', async () => {
    const user = userEvent.setup();
    ctx.missions.state.missions = [
      testMission({ id: 1, title: 'Nạp 100k', status: 'COMPLETED', progress: 100_000 }),
    ];
    renderMissions(
      <>
        <Badge />
        <MissionBoard />
      </>,
    );
    await waitFor(() => expect(figure()).toHaveTextContent('1'));
    await user.click(await screen.findByRole('button', { name: 'Nhận thưởng' }));
    await screen.findByRole('dialog', { name: 'Nhận thưởng thành công' });
    await waitFor(() => expect(screen.getByText('0', { selector: 'output' })).toBeInTheDocument());
  });
});
