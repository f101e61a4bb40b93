import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MISSION_MESSAGES } from '@xc/api-contract';
import { sessionAtom } from '@xc/data-access-api';
import { testMission } from '@xc/data-access-api/testing';
import { missionEstimates } from '../estimates';
import { bodyOf, loginParams, queryOf, renderMissions, setUpFakeMissionsApi, wait } from '../test-setup';
import { MissionBoard } from './mission-board';

const ctx = setUpFakeMissionsApi();
const lists = () => ctx.calls('GET', '/mission/list').map(queryOf);
const card = (title: string) => screen.getByRole('article', { name: title });

describe('the mission board', () => {
  it('asks the daily tab first, then the tab, the filters and the page chosen', async () => {
    const user = userEvent.setup();
    renderMissions(<MissionBoard />);
    await waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]).toEqual({ page: '1', per_page: '10', category: 'all', status: 'all', tab: 'daily' });
    expect(screen.getByRole('tab', { name: 'Hằng ngày' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Tân thủ' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ tab: 'guide' }));
    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hằng ngày' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tích lũy' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ tab: 'accumulated' }));

    await user.selectOptions(screen.getByLabelText('Loại nhiệm vụ'), 'Nạp tiền');
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({ tab: 'accumulated', category: 'deposit', status: 'all' }),
    );
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'Đã nhận thưởng');
    await waitFor(() =>
      expect(lists().at(-1)).toEqual({
        page: '1',
        per_page: '10',
        category: 'deposit',
        status: 'completed_reward',
        tab: 'accumulated',
      }),
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tất cả',
      'Điểm danh',
      'Nạp tiền',
      'Đặt cược',
      'Tất cả',
      'Đang thực hiện',
      'Hoàn thành',
      'Đã nhận thưởng',
      'Hết hạn',
    ]);
  });

  it('shows each mission with its reward, progress, status and the action its status allows', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    ctx.missions.state.missions = [
      testMission({ id: 1, title: 'Nạp 100k', status: 'NOT_ACCEPTED' }),
      testMission({ id: 2, title: 'Nạp 200k', status: 'IN_PROGRESS', progress: 50_000, deadline: soon }),
      testMission({
        id: 3,
        title: 'Cược 1 triệu',
        status: 'COMPLETED',
        progress: 100_000,
        reward: { kind: 'bonus', amount: 50_000, rounds: 5 },
      }),
      testMission({
        id: 4,
        title: 'Điểm danh',
        status: 'COMPLETED_REWARDED',
        conditionKind: 'DAILY_CHECK_IN',
        category: 'check_in',
        target: 1,
        progress: 1,
        claimedAt: new Date().toISOString(),
      }),
      testMission({ id: 5, title: 'Cược hôm qua', status: 'EXPIRED' }),
      testMission({
        id: 6,
        title: 'Nạp lần hai',
        status: 'NOT_STARTED',
        prerequisite: { id: 1, title: 'Nạp 100k' },
      }),
      testMission({
        id: 7,
        title: 'Sự kiện tuần sau',
        status: 'NOT_STARTED',
        startsAt: new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString(),
      }),
    ];
    renderMissions(<MissionBoard />);
    await screen.findByRole('article', { name: 'Nạp 100k' });

    const first = card('Nạp 100k');
    expect(within(first).getByText('Nạp tối thiểu 100,000 VND trong một lần.')).toBeInTheDocument();
    expect(within(first).getByText('Thưởng 10,000 VND')).toBeInTheDocument();
    expect(within(first).getByText('Chưa nhận')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Nhận nhiệm vụ' })).toBeEnabled();

    const second = card('Nạp 200k');
    const bar = within(second).getByRole('progressbar', { name: 'Tiến độ' });
    expect(bar).toHaveAttribute('aria-valuenow', '50000');
    expect(bar).toHaveAttribute('aria-valuemax', '100000');
    expect(bar).toHaveAttribute('aria-valuetext', '50,000 / 100,000 VND');
    expect(within(second).getByText('50,000 / 100,000')).toBeInTheDocument();
    expect(within(second).getByText(/^Hạn hoàn thành: còn (1 giờ 59 phút|2 giờ)$/)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Đang thực hiện' })).toBeDisabled();

    const third = card('Cược 1 triệu');
    expect(within(third).getByText('Thưởng 50,000 VND tiền khuyến mãi, cược 5 vòng')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Nhận thưởng' })).toBeEnabled();

    expect(within(card('Điểm danh')).getByRole('button', { name: 'Đã nhận thưởng' })).toBeDisabled();
    expect(within(card('Điểm danh')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '1 / 1 ngày',
    );
    expect(within(card('Cược hôm qua')).getByRole('button', { name: 'Đã hết hạn' })).toBeDisabled();
    expect(within(card('Cược hôm qua')).getByText('Hết hạn')).toBeInTheDocument();

    // Not started: why, as the disabled button's description.
    const chained = within(card('Nạp lần hai')).getByRole('button', { name: 'Chưa bắt đầu' });
    expect(chained).toBeDisabled();
    expect(chained).toHaveAccessibleDescription('Cần hoàn thành nhiệm vụ "Nạp 100k" trước');
    expect(
      within(card('Sự kiện tuần sau')).getByRole('button', { name: 'Chưa bắt đầu' }),
    ).toHaveAccessibleDescription('Bắt đầu sau 3 ngày');
  });

  it('accepts a mission: POST accept with its id, a toast, and the card moves to in progress', async () => {
    const user = userEvent.setup();
    renderMissions(<MissionBoard />);
    const button = await screen.findByRole('button', { name: 'Nhận nhiệm vụ' });
    await user.dblClick(button);
    expect(await screen.findByText('Đã nhận nhiệm vụ "Nạp 100,000 VND"')).toBeInTheDocument();
    const accepts = ctx.calls('POST', '/mission/accept');
    expect(accepts).toHaveLength(1);
    expect(bodyOf(accepts[0])).toEqual({ mission_id: 1 });
    expect(
      await within(card('Nạp 100,000 VND')).findByRole('button', { name: 'Đang thực hiện' }),
    ).toBeDisabled();
  });

  it('claims a completed mission: the modal with the reward and the API message, and the balance in the header', async () => {
    const user = userEvent.setup();
    ctx.missions.state.missions = [
      testMission({ id: 3, title: 'Nạp 100k', status: 'COMPLETED', progress: 100_000 }),
    ];
    const { store } = renderMissions(<MissionBoard />);
    await user.click(await screen.findByRole('button', { name: 'Nhận thưởng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhận thưởng thành công' });
    expect(dialog).toHaveAccessibleDescription(MISSION_MESSAGES.claimed(10_000));
    expect(within(dialog).getByText('Thưởng 10,000 VND')).toBeInTheDocument();
    expect(within(dialog).getByText('110,000 VND')).toBeInTheDocument();
    expect(store.get(sessionAtom)?.user.balance).toBe(110_000);
    expect(bodyOf(ctx.calls('POST', '/mission/claim-reward')[0])).toEqual({ mission_id: 3 });
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục làm nhiệm vụ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Nạp 100k')).findByRole('button', { name: 'Đã nhận thưởng' })).toBeDisabled();
    // The ticker shows the new claim (read again after it).
    const ticker = await screen.findByRole('region', { name: 'Người chơi vừa nhận thưởng' });
    expect(within(ticker).getByRole('list')).toHaveTextContent(
      'te***7 hoàn thành "Nạp 100k", nhận 10,000 VND',
    );
  });

  it("toasts the API's refusal, and 'Có lỗi xảy ra' when the API sent no message", async () => {
    const user = userEvent.setup();
    ctx.missions.state.missions = [
      testMission({ id: 1, title: 'Nạp 100k' }),
      testMission({ id: 2, title: 'Cược 100k', status: 'COMPLETED', progress: 100_000 }),
    ];
    renderMissions(<MissionBoard />);
    const accept = await screen.findByRole('button', { name: 'Nhận nhiệm vụ' });
    // The mission expired meanwhile on the server.
    const first = ctx.missions.state.missions[0];
    if (first) first.status = 'EXPIRED';
    await user.click(accept);
    expect(await screen.findByText(MISSION_MESSAGES.expired)).toBeInTheDocument();
    expect(await within(card('Nạp 100k')).findByRole('button', { name: 'Đã hết hạn' })).toBeDisabled();

    ctx.extra['POST user/mission/claim-reward'] = () => ({ status: 502, body: 'bad gateway' });
    await user.click(screen.getByRole('button', { name: 'Nhận thưởng' }));
    expect(await screen.findByText('Có lỗi xảy ra')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is no mission, for the filters chosen, and clears them', async () => {
    const user = userEvent.setup();
    ctx.missions.state.missions = [];
    renderMissions(<MissionBoard />);
    expect(await screen.findByText('Chưa có nhiệm vụ nào')).toBeInTheDocument();
    expect(screen.getByText('Nhiệm vụ mới sẽ xuất hiện ở đây. Hãy quay lại sau nhé!')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Loại nhiệm vụ'), 'Đặt cược');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'Hết hạn');
    expect(
      await screen.findByText('Không có nhiệm vụ nào khớp bộ lọc: Đặt cược · Hết hạn.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xem tất cả' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ category: 'all', status: 'all' }));
    expect(screen.getByLabelText('Trạng thái')).toHaveValue('all');
  });

  it('says when the list failed, and loads it again on "Thử lại"', async () => {
    const user = userEvent.setup();
    let failing = true;
    ctx.extra['GET user/mission/list'] = (request) =>
      failing
        ? { status: 500, body: { success: false, statusCode: 500, code: 'X', message: 'x' } }
        : ctx.honest('GET user/mission/list')(request);
    renderMissions(<MissionBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tải được danh sách nhiệm vụ. Vui lòng thử lại.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'Nạp 100,000 VND' })).toBeInTheDocument();
  });

  it('pages ten missions at a time', async () => {
    const user = userEvent.setup();
    ctx.missions.state.missions = Array.from({ length: 12 }, (_, i) =>
      testMission({ id: i + 1, title: `Nhiệm vụ ${i + 1}` }),
    );
    renderMissions(<MissionBoard />);
    expect(await screen.findByRole('article', { name: 'Nhiệm vụ 10' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Nhiệm vụ 11' })).not.toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Phân trang nhiệm vụ' });
    expect(pager).toHaveTextContent('Trang 1 / 2 · 12 nhiệm vụ');
    expect(within(pager).getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByRole('article', { name: 'Nhiệm vụ 12' })).toBeInTheDocument();
    expect(lists().at(-1)).toMatchObject({ page: '2', per_page: '10' });
  });

  it('shows the estimated figures of the tab shown', async () => {
    const user = userEvent.setup();
    renderMissions(<MissionBoard />);
    const hero = screen.getByRole('region', { name: 'Số liệu nhiệm vụ hôm nay' });
    const daily = missionEstimates(Date.now(), 'daily');
    const fmt = (n: number) => n.toLocaleString('en-US');
    await waitFor(() => expect(hero).toHaveTextContent(`Tổng thưởng hôm nay${fmt(daily.totalReward)} VND`));
    expect(hero).toHaveTextContent(`Người tham gia${fmt(daily.riders)}`);
    await user.click(screen.getByRole('tab', { name: 'Tích lũy' }));
    expect(hero).toHaveTextContent(`${fmt(missionEstimates(Date.now(), 'accumulated').totalReward)} VND`);
  });

  it('shows a player the recent claims as a list read once, with a pause, the loop copy hidden', async () => {
    const user = userEvent.setup();
    ctx.missions.state.claims = [
      {
        username: 'ng***9',
        missionTitle: 'Nạp 100k',
        reward: { kind: 'cash', amount: 10_000, rounds: null },
        claimedAt: new Date().toISOString(),
      },
    ];
    renderMissions(<MissionBoard />);
    const ticker = await screen.findByRole('region', { name: 'Người chơi vừa nhận thưởng' });
    expect(within(ticker).getByRole('list')).toHaveTextContent(
      'ng***9 hoàn thành "Nạp 100k", nhận 10,000 VND',
    );
    // One list for assistive technology (the loop's copy is hidden), and no live region.
    expect(within(ticker).getAllByRole('list')).toHaveLength(1);
    expect(ticker.querySelector('[aria-live]')).toBeNull();
    const pause = within(ticker).getByRole('button', { name: 'Tạm dừng' });
    await user.click(pause);
    expect(within(ticker).getByRole('button', { name: 'Chạy tiếp' })).toHaveAttribute('aria-pressed', 'true');
    expect(queryOf(ctx.calls('GET', '/mission/claims/recent')[0])).toEqual({ limit: '20' });
    expect(ctx.calls('GET', '/mission/claims/recent')[0]?.headers.authorization).toBe('Bearer t');
  });

  it('asks a visitor to log in (the auth modal), then shows the missions', async () => {
    const user = userEvent.setup();
    loginParams.length = 0;
    renderMissions(<MissionBoard />, { user: null });
    expect(
      await screen.findByText('Đăng nhập để nhận nhiệm vụ, theo dõi tiến độ và nhận thưởng vào tài khoản.'),
    ).toBeInTheDocument();
    await wait(50);
    // Every mission call needs a player: no list, and no ticker (its call would be a 401).
    expect(ctx.api.requests).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Người chơi vừa nhận thưởng' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await screen.findByRole('dialog', { name: 'Đăng nhập (giả)' });
    expect(loginParams.at(-1)).toEqual({ tab: 1 });
    await user.click(screen.getByRole('button', { name: 'Đăng nhập giả' }));
    expect(await screen.findByRole('article', { name: 'Nạp 100,000 VND' })).toBeInTheDocument();
    expect(ctx.calls('GET', '/mission/list')[0]?.headers.authorization).toBe('Bearer t');
    // Logged in, the ticker is asked for as the player.
    await waitFor(() => expect(ctx.calls('GET', '/mission/claims/recent')).toHaveLength(1));
    expect(ctx.calls('GET', '/mission/claims/recent')[0]?.headers.authorization).toBe('Bearer t');
  });
});
