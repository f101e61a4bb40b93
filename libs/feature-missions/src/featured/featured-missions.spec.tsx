import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testMission } from '@xc/data-access-api/testing';
import { PageExtension, PageExtensionsProvider } from '@xc/ui-kit';
import { missionsExtensions } from '../extensions';
import { renderMissions, setUpFakeMissionsApi, wait } from '../test-setup';
import { FeaturedMissions } from './featured-missions';

const ctx = setUpFakeMissionsApi();
const featuredCalls = () => ctx.calls('GET', '/mission/featured');

/** The events hub as feature-content renders it: the extensions of `/su-kien`. */
const EventsHub = () => (
  <PageExtensionsProvider extensions={missionsExtensions}>
    <PageExtension place="/su-kien" />
  </PageExtensionsProvider>
);

describe('the featured missions on /su-kien', () => {
  it('shows a player at most three featured missions: title, reward, progress and status, and the way to the board', async () => {
    ctx.missions.state.missions = [
      testMission({ id: 1, title: 'Nạp 100k', featured: true }),
      testMission({ id: 2, title: 'Không nổi bật', featured: false }),
      testMission({
        id: 3,
        title: 'Cược 1 triệu',
        featured: true,
        status: 'IN_PROGRESS',
        conditionKind: 'BET_AMOUNT',
        category: 'stake',
        target: 1_000_000,
        progress: 250_000,
        reward: { kind: 'bonus', amount: 50_000, rounds: 5 },
      }),
      testMission({
        id: 4,
        title: 'Điểm danh 3 ngày',
        featured: true,
        status: 'COMPLETED',
        conditionKind: 'DAILY_CHECK_IN',
        category: 'check_in',
        target: 3,
        progress: 3,
      }),
      testMission({ id: 5, title: 'Nổi bật thứ tư', featured: true }),
    ];
    renderMissions(<EventsHub />, { path: '/su-kien' });

    await screen.findByRole('article', { name: 'Nạp 100k' });
    const section = screen.getByRole('region', { name: 'Nhiệm vụ nổi bật' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Nạp 100k', 'Cược 1 triệu', 'Điểm danh 3 ngày']);

    const first = within(section).getByRole('article', { name: 'Nạp 100k' });
    expect(within(first).getByText('Thưởng 10,000 VND')).toBeInTheDocument();
    expect(within(first).getByText('Chưa nhận')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Tiến độ: Nạp 100k' })).toHaveAttribute(
      'aria-valuetext',
      '0 / 100,000 VND',
    );

    const bet = within(section).getByRole('article', { name: 'Cược 1 triệu' });
    expect(within(bet).getByText('Thưởng 50,000 VND tiền khuyến mãi, cược 5 vòng')).toBeInTheDocument();
    expect(within(bet).getByText('Đang thực hiện')).toBeInTheDocument();
    const bar = within(bet).getByRole('progressbar', { name: 'Tiến độ: Cược 1 triệu' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuenow', '250000');
    expect(bar).toHaveAttribute('aria-valuemax', '1000000');
    expect(bar).toHaveAttribute('aria-valuetext', '250,000 / 1,000,000 VND');

    const checkIn = within(section).getByRole('article', { name: 'Điểm danh 3 ngày' });
    expect(within(checkIn).getByText('Hoàn thành')).toBeInTheDocument();
    expect(within(checkIn).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 / 3 ngày');

    expect(within(section).getByRole('link', { name: 'Xem tất cả nhiệm vụ' })).toHaveAttribute(
      'href',
      '/nhiem-vu',
    );
    // No action on the hub: the board is where missions are accepted and claimed.
    expect(within(section).queryByRole('button')).toBeNull();
    expect(featuredCalls()).toHaveLength(1);
    expect(featuredCalls()[0]?.headers.authorization).toBe('Bearer t');
    expect(ctx.calls('GET', '/mission/list')).toHaveLength(0);
  });

  it('says it is loading until the missions answer', async () => {
    ctx.missions.state.missions = [testMission({ id: 1, title: 'Nạp 100k', featured: true })];
    const honest = ctx.honest('GET user/mission/featured');
    ctx.extra['GET user/mission/featured'] = (request) => ({ ...honest(request), delayMs: 150 });
    renderMissions(<FeaturedMissions />, { path: '/su-kien' });
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Đang tải nhiệm vụ nổi bật…');
    expect(screen.getByRole('region', { name: 'Nhiệm vụ nổi bật' })).toContainElement(loading);
    expect(await screen.findByRole('article', { name: 'Nạp 100k' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when no featured mission is open to the player', async () => {
    ctx.missions.state.missions = [testMission({ id: 1, featured: false })];
    renderMissions(<FeaturedMissions />, { path: '/su-kien' });
    await waitFor(() => expect(featuredCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Nhiệm vụ nổi bật' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Xem tất cả nhiệm vụ' })).toBeNull();
  });

  it('says when the missions could not be read, and tries again', async () => {
    const user = userEvent.setup();
    ctx.missions.state.missions = [testMission({ id: 1, title: 'Nạp 100k', featured: true })];
    ctx.extra['GET user/mission/featured'] = () => ({
      status: 500,
      body: { success: false, statusCode: 500, code: 'INTERNAL', message: 'Có lỗi xảy ra' },
    });
    renderMissions(<FeaturedMissions />, { path: '/su-kien' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được nhiệm vụ nổi bật.');
    expect(screen.getByRole('link', { name: 'Xem tất cả nhiệm vụ' })).toHaveAttribute('href', '/nhiem-vu');

    delete ctx.extra['GET user/mission/featured'];
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'Nạp 100k' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a visitor a one-line teaser with the link, and asks the API nothing', async () => {
    ctx.missions.state.missions = [testMission({ id: 1, featured: true })];
    renderMissions(<EventsHub />, { user: null, path: '/su-kien' });
    const teaser = await screen.findByRole('region', { name: 'Nhiệm vụ nổi bật' });
    expect(teaser).toHaveTextContent(
      'Đăng nhập để nhận nhiệm vụ mỗi ngày và nhận thưởng thẳng vào tài khoản.',
    );
    expect(within(teaser).getByRole('link', { name: 'Xem tất cả nhiệm vụ' })).toHaveAttribute(
      'href',
      '/nhiem-vu',
    );
    expect(within(teaser).queryByRole('article')).toBeNull();
    await wait(50);
    expect(ctx.api.requests).toHaveLength(0);
  });
});
