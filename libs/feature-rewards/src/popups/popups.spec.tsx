import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { login, register, sessionAtom, type SessionUser } from '@xc/data-access-api';
import { useModals } from '@xc/ui-kit';
import { vietnamDay } from '../format';
import { rewardsModalPorts } from '../modals';
import startup from '../startup';
import { renderRewards, testUser, setUpFakeRewardsApi, wait } from '../test-setup';
import { popupKey } from './remembered';
import { isQuietPage } from './use-popups';

const ctx = setUpFakeRewardsApi();
const newPlayer: SessionUser = {
  ...testUser,
  id: 41,
  isVerifyPhone: false,
  isFirstDeposit: false,
  balance: 0,
};

function Startup() {
  for (const hook of startup) hook();
  return null;
}

/** What the auth feature does with a register or login answer: keep the session, close every modal. */
function SignIn() {
  const setSession = useSetAtom(sessionAtom);
  const modals = useModals();
  const signIn = async (kind: 'register' | 'login') => {
    const result =
      kind === 'register'
        ? await register({
            username: 'newplayer1',
            password: 'Secret123!',
            phone: '0912345678',
            ageConfirmed: true,
          } as never)
        : await login({ username: 'newplayer1', password: 'Secret123!' });
    if (!result.ok) return;
    setSession({ token: result.data.token, user: result.data.user });
    modals.closeAll();
  };
  return (
    <>
      <button type="button" onClick={() => void signIn('register')}>
        đăng ký
      </button>
      <button type="button" onClick={() => void signIn('login')}>
        đăng nhập
      </button>
      <Link to="/su-kien/hoan-tra-cuoc">trang hoàn trả</Link>
      <Link to="/">trang chủ</Link>
    </>
  );
}

const page = (
  <>
    <SignIn />
    <Startup />
  </>
);
function OpenVerify() {
  const modals = useModals();
  return (
    <button type="button" onClick={() => void modals.open(rewardsModalPorts.verify)}>
      mở xác thực
    </button>
  );
}
const readies = () => ctx.api.requests.filter((r) => r.url.endsWith('/user/rewards/ready'));

beforeEach(() => {
  const answer = { body: { token: 'tok', user: newPlayer } };
  ctx.extra['POST auth/register'] = () => answer;
  ctx.extra['POST auth/login'] = () => answer;
  // A brand-new player: nothing to spin or claim yet.
  ctx.rewards.state.spin.available = false;
  ctx.rewards.state.refund = { netLoss: 0, refundable: 0, claimed: 0 };
});

describe('eventWelcome', () => {
  it('opens once right after a registration, with the three first steps', async () => {
    const user = userEvent.setup();
    renderRewards(page, { user: null, path: '/' });
    await user.click(screen.getByRole('button', { name: 'đăng ký' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chào mừng bạn đến với Thử Nghiệm!' });
    const steps = within(dialog).getByRole('list', { name: 'Các bước bắt đầu' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: 'Nạp tiền với khuyến mãi 100%' })).toHaveAttribute(
      'href',
      '/account/deposit/codepay?promotion=khuyen-mai-100',
    );
    expect(within(dialog).getByRole('link', { name: 'Xem khuyến mãi' })).toHaveAttribute(
      'href',
      '/khuyen-mai',
    );

    // Verifying the phone from it: verify opens on top, and the step shows done.
    await user.click(within(dialog).getByRole('button', { name: 'Xác thực ngay' }));
    await user.click(await screen.findByRole('button', { name: 'Xác thực giả' }));
    expect(await within(dialog).findByText('Số điện thoại đã được xác thực')).toBeInTheDocument();

    // Following a link closes it and goes there.
    await user.click(within(dialog).getByRole('link', { name: 'Nạp tiền với khuyến mãi 100%' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/account/deposit/codepay?promotion=khuyen-mai-100',
    );
  });

  it('does not open after a login', async () => {
    const user = userEvent.setup();
    renderRewards(page, { user: null, path: '/' });
    await user.click(screen.getByRole('button', { name: 'đăng nhập' }));
    await waitFor(() => expect(readies()).toHaveLength(1));
    await wait(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('eventGetRewardDaily / eventGetRewardPeriod', () => {
  it('opens the daily one after login when the spin is there, once per Vietnam day, and "Quay ngay" opens the wheel', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.spin.available = true;
    const first = renderRewards(page, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Lượt quay may mắn hôm nay' });
    expect(localStorage.getItem(popupKey('daily', testUser.id))).toBe(vietnamDay());
    await user.click(within(dialog).getByRole('button', { name: 'Quay ngay' }));
    expect(await screen.findByRole('dialog', { name: 'Vòng quay may mắn' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Lượt quay may mắn hôm nay' })).not.toBeInTheDocument();
    first.unmount();

    // The next page load the same day: asked again, not shown again.
    ctx.api.requests.length = 0;
    renderRewards(page, { path: '/' });
    await waitFor(() => expect(readies()).toHaveLength(1));
    await wait(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows it again on a new day', async () => {
    ctx.rewards.state.spin.available = true;
    localStorage.setItem(popupKey('daily', testUser.id), '2020-01-01');
    renderRewards(page, { path: '/' });
    expect(await screen.findByRole('dialog', { name: 'Lượt quay may mắn hôm nay' })).toBeInTheDocument();
  });

  it('opens the period one when a refund is claimable, and claims it there', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.refund = { netLoss: 1_000_000, refundable: 30_000, claimed: 0 };
    const { store } = renderRewards(page, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Bạn có tiền hoàn trả chờ nhận' });
    expect(dialog).toHaveAccessibleDescription('Khoản hoàn trả cược thua 30,000 ₫ đang chờ bạn nhận.');
    expect(within(dialog).getByRole('link', { name: 'Xem chi tiết' })).toHaveAttribute(
      'href',
      '/su-kien/hoan-tra-cuoc',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Nhận ngay' }));
    expect(await screen.findByText('Đã cộng 30,000 ₫ tiền hoàn trả vào tài khoản')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(sessionAtom)?.user.balance).toBe(130_000);
  });

  it('with both ready, shows the daily one first and the period one on the next page, never two at once', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.spin.available = true;
    ctx.rewards.state.refund = { netLoss: 1_000_000, refundable: 30_000, claimed: 0 };
    renderRewards(page, { path: '/' });
    const daily = await screen.findByRole('dialog', { name: 'Lượt quay may mắn hôm nay' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(daily).getByRole('button', { name: 'Để sau' }));
    await wait(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'trang chủ' }));
    expect(await screen.findByRole('dialog', { name: 'Bạn có tiền hoàn trả chờ nhận' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('never opens over another modal: after a registration the welcome comes first, the daily one on the next page', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.spin.available = true;
    renderRewards(page, { user: null, path: '/' });
    await user.click(screen.getByRole('button', { name: 'đăng ký' }));
    const welcome = await screen.findByRole('dialog', { name: /Chào mừng/ });
    await waitFor(() => expect(readies()).toHaveLength(1));
    await wait(50);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(welcome).not.toBeInTheDocument();
    await wait(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'trang hoàn trả' }));
    expect(await screen.findByRole('dialog', { name: 'Lượt quay may mắn hôm nay' })).toBeInTheDocument();
  });

  it('waits while a modal the player opened is open, then shows itself on that page', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.spin.available = true;
    ctx.extra['GET user/rewards/ready'] = (request) => ({
      ...ctx.honest('GET user/rewards/ready')(request),
      delayMs: 150,
    });
    renderRewards(
      <>
        {page}
        <OpenVerify />
      </>,
      { path: '/' },
    );
    await user.click(screen.getByRole('button', { name: 'mở xác thực' }));
    await screen.findByRole('dialog', { name: 'Xác thực (giả)' });
    await waitFor(() => expect(readies()).toHaveLength(1));
    await wait(200);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Lượt quay may mắn hôm nay' })).toBeInTheDocument();
  });

  it('is not asked for or shown on /install-app and /maintenance', async () => {
    ctx.rewards.state.spin.available = true;
    const install = renderRewards(page, { path: '/install-app/android' });
    await wait(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    install.unmount();
    renderRewards(page, { path: '/maintenance' });
    await wait(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readies()).toHaveLength(0);
    expect(isQuietPage('/install-app')).toBe(true);
    expect(isQuietPage('/su-kien')).toBe(false);
  });

  it('does not show the refund popup on the refund page itself, but does on the next page', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.refund = { netLoss: 1_000_000, refundable: 30_000, claimed: 0 };
    renderRewards(page, { path: '/su-kien/hoan-tra-cuoc' });
    await waitFor(() => expect(readies()).toHaveLength(1));
    await wait(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(popupKey('period', testUser.id))).toBeNull();
    await user.click(screen.getByRole('link', { name: 'trang chủ' }));
    expect(await screen.findByRole('dialog', { name: 'Bạn có tiền hoàn trả chờ nhận' })).toBeInTheDocument();
    // Answers are reused across pages for a while: one request for both.
    expect(readies()).toHaveLength(1);
  });

  it('says nothing and asks nothing for a visitor', async () => {
    renderRewards(page, { user: null, path: '/' });
    await wait(100);
    await act(async () => undefined);
    expect(readies()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
