import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MISSION_MESSAGES } from '@xc/api-contract';
import { testMission } from '@xc/data-access-api/testing';
import { renderMissions, setUpFakeMissionsApi, testUser } from '../test-setup';
import { MissionBoard } from './mission-board';

const ctx = setUpFakeMissionsApi();
const panel = () => screen.getByRole('region', { name: 'Hoàn tất các bước để tham gia nhiệm vụ' });
const steps = () => within(panel()).getByRole('list', { name: 'Các bước cần hoàn tất' });

describe('the must-deposit/verify state', () => {
  it('lists both steps when neither is done, with the way to each, and offers no accept or claim', async () => {
    ctx.missions.state.firstDeposit.met = false;
    ctx.missions.state.phoneVerification.met = false;
    ctx.missions.state.missions = [
      testMission({ id: 1, title: 'Nạp 100k' }),
      testMission({ id: 2, title: 'Cược 100k', status: 'COMPLETED', progress: 100_000 }),
    ];
    renderMissions(<MissionBoard />, { user: { ...testUser, isFirstDeposit: false, isVerifyPhone: false } });
    await screen.findByRole('article', { name: 'Nạp 100k' });
    expect(panel()).toHaveTextContent(MISSION_MESSAGES.requirementsUnmet);
    expect(
      within(steps())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Nạp tiền lần đầuChưa xong'),
      expect.stringContaining('Xác thực số điện thoạiChưa xong'),
    ]);
    expect(within(panel()).getByRole('link', { name: 'Nạp tiền ngay' })).toHaveAttribute(
      'href',
      '/account/deposit',
    );
    expect(within(panel()).getByRole('button', { name: 'Xác thực số điện thoại' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận nhiệm vụ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận thưởng' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Hoàn tất các bước ở trên để tham gia nhiệm vụ.')).toHaveLength(2);
  });

  it('sends a player who has not deposited to the deposit page', async () => {
    const user = userEvent.setup();
    ctx.missions.state.firstDeposit.met = false;
    renderMissions(<MissionBoard />, { user: { ...testUser, isFirstDeposit: false } });
    await screen.findByRole('article', { name: 'Nạp 100,000 VND' });
    expect(panel()).toHaveTextContent(MISSION_MESSAGES.depositRequired);
    expect(within(steps()).getByText('Xác thực số điện thoại').closest('li')).toHaveTextContent('Đã xong');
    await user.click(within(panel()).getByRole('link', { name: 'Nạp tiền ngay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/deposit');
  });

  it('opens the verify modal for an unverified phone, then reads the missions again and offers them', async () => {
    const user = userEvent.setup();
    ctx.missions.state.phoneVerification.met = false;
    renderMissions(<MissionBoard />, { user: { ...testUser, isVerifyPhone: false } });
    await screen.findByRole('article', { name: 'Nạp 100,000 VND' });
    expect(panel()).toHaveTextContent(MISSION_MESSAGES.phoneRequired);
    expect(within(panel()).queryByRole('link', { name: 'Nạp tiền ngay' })).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Xác thực số điện thoại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác thực (giả)' });
    ctx.missions.state.phoneVerification.met = true;
    await user.click(within(dialog).getByRole('button', { name: 'Xác thực giả' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Hoàn tất các bước để tham gia nhiệm vụ' }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Nhận nhiệm vụ' })).toBeEnabled();
  });

  it('lists only the steps the configuration asks', async () => {
    ctx.missions.state.firstDeposit = { required: false, met: false };
    ctx.missions.state.phoneVerification = { required: true, met: false };
    renderMissions(<MissionBoard />, {
      user: { ...testUser, isFirstDeposit: false, isVerifyPhone: false },
      configuration: { MISSION_REQUIRE_FIRST_DEPOSIT: false },
    });
    await screen.findByRole('article', { name: 'Nạp 100,000 VND' });
    expect(within(steps()).getAllByRole('listitem')).toHaveLength(1);
    expect(steps()).toHaveTextContent('Xác thực số điện thoại');
  });

  it('shows no requirement when the configuration asks none, whatever the player has done', async () => {
    ctx.missions.state.firstDeposit = { required: false, met: false };
    ctx.missions.state.phoneVerification = { required: false, met: false };
    renderMissions(<MissionBoard />, {
      user: { ...testUser, isFirstDeposit: false, isVerifyPhone: false },
      configuration: { MISSION_REQUIRE_FIRST_DEPOSIT: false, MISSION_REQUIRE_PHONE_VERIFICATION: false },
    });
    expect(await screen.findByRole('button', { name: 'Nhận nhiệm vụ' })).toBeEnabled();
    expect(
      screen.queryByRole('region', { name: 'Hoàn tất các bước để tham gia nhiệm vụ' }),
    ).not.toBeInTheDocument();
  });

  it("follows the server's answer over a session that lags (a deposit since the last refresh)", async () => {
    renderMissions(<MissionBoard />, { user: { ...testUser, isFirstDeposit: false } });
    // Before the list answers, the session says a deposit is missing …
    expect(
      await screen.findByRole('region', { name: 'Hoàn tất các bước để tham gia nhiệm vụ' }),
    ).toBeInTheDocument();
    // … the server says it is done: the missions open.
    expect(await screen.findByRole('button', { name: 'Nhận nhiệm vụ' })).toBeEnabled();
    expect(
      screen.queryByRole('region', { name: 'Hoàn tất các bước để tham gia nhiệm vụ' }),
    ).not.toBeInTheDocument();
  });
});
