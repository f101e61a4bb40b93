import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REWARD_MESSAGES } from '@xc/api-contract';
import { sessionAtom } from '@xc/data-access-api';
import { bodyOf, renderRewards, testUser, setUpFakeRewardsApi } from '../test-setup';
import { AppBonusPanel } from './app-bonus-panel';
import { STANDALONE_QUERY } from './standalone';

const ctx = setUpFakeRewardsApi();

/** The browser's answer to `(display-mode: standalone)`, changeable while the page runs. */
function displayMode(standalone: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return standalone;
    },
    media: STANDALONE_QUERY,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn((query: string) =>
    query === STANDALONE_QUERY
      ? list
      : {
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
  ) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      standalone = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
afterEach(() => {
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const condition = (name: string) =>
  within(screen.getByRole('list', { name: 'Điều kiện nhận thưởng' }))
    .getByText(name)
    .closest('li') as HTMLElement;
const claims = () =>
  ctx.api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/app-install/claim'));

describe('the app download bonus panel', () => {
  it('in a browser tab: says to install the app (link), offers no claim, and the API is never asked to pay', async () => {
    displayMode(false);
    renderRewards(<AppBonusPanel />, { path: '/su-kien/thuong-tai-app' });
    expect(await screen.findByText('Thưởng 5,000 ₫, mỗi người một lần.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(
      within(condition('Mở trang từ ứng dụng đã cài trên màn hình chính')).getByText('Chưa xong'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cài ứng dụng' })).toHaveAttribute('href', '/install-app');
    expect(within(condition('Đăng nhập tài khoản')).getByText('Đã xong')).toBeInTheDocument();
    expect(within(condition('Số điện thoại đã xác thực')).getByText('Đã xong')).toBeInTheDocument();
    expect(screen.getByText(REWARD_MESSAGES.notStandalone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Nhận/ })).not.toBeInTheDocument();
    expect(claims()).toHaveLength(0);
  });

  it('as the installed app with a verified phone: pays once (standalone: true), then says it is taken', async () => {
    const user = userEvent.setup();
    displayMode(true);
    const { store } = renderRewards(<AppBonusPanel />, { path: '/su-kien/thuong-tai-app' });
    const button = await screen.findByRole('button', { name: 'Nhận 5,000 ₫' });
    await user.dblClick(button);
    expect(await screen.findByText('Đã cộng 5,000 ₫ thưởng tải ứng dụng vào tài khoản')).toBeInTheDocument();
    expect(claims()).toHaveLength(1);
    expect(bodyOf(claims()[0])).toEqual({ standalone: true, requestId: expect.any(String) });
    expect(store.get(sessionAtom)?.user.balance).toBe(105_000);
    expect(await screen.findByText(REWARD_MESSAGES.appAlreadyClaimed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận 5,000 ₫' })).not.toBeInTheDocument();
  });

  it('without a verified phone: no claim, and "Xác thực số điện thoại" opens verify; once verified the claim appears', async () => {
    const user = userEvent.setup();
    displayMode(true);
    ctx.rewards.state.appInstall.phoneVerified = false;
    renderRewards(<AppBonusPanel />, {
      user: { ...testUser, isVerifyPhone: false },
      path: '/su-kien/thuong-tai-app',
    });
    const verify = await screen.findByRole('button', { name: 'Xác thực số điện thoại' });
    expect(screen.queryByRole('button', { name: 'Nhận 5,000 ₫' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Hoàn thành các điều kiện còn thiếu ở trên để nhận thưởng.'),
    ).toBeInTheDocument();
    ctx.rewards.state.appInstall.phoneVerified = true;
    await user.click(verify);
    await user.click(await screen.findByRole('button', { name: 'Xác thực giả' }));
    expect(await screen.findByRole('button', { name: 'Nhận 5,000 ₫' })).toBeInTheDocument();
  });

  it('for a visitor: log in is missing (with its button), the phone cannot be checked yet, no claim', async () => {
    const user = userEvent.setup();
    displayMode(true);
    renderRewards(<AppBonusPanel />, { user: null, path: '/su-kien/thuong-tai-app' });
    expect(within(condition('Đăng nhập tài khoản')).getByText('Chưa xong')).toBeInTheDocument();
    expect(
      within(condition('Mở trang từ ứng dụng đã cài trên màn hình chính')).getByText('Đã xong'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xác thực số điện thoại' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận 5,000 ₫' })).not.toBeInTheDocument();
    expect(ctx.api.requests).toHaveLength(0);
    await user.click(within(condition('Đăng nhập tài khoản')).getByRole('button', { name: 'Đăng nhập' }));
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập giả' }));
    expect(await screen.findByRole('button', { name: 'Nhận 5,000 ₫' })).toBeInTheDocument();
  });

  it('follows the display mode while the page is open (opened in the browser from the app)', async () => {
    const mode = displayMode(true);
    renderRewards(<AppBonusPanel />, { path: '/su-kien/thuong-tai-app' });
    expect(await screen.findByRole('button', { name: 'Nhận 5,000 ₫' })).toBeInTheDocument();
    mode.set(false);
    expect(screen.queryByRole('button', { name: 'Nhận 5,000 ₫' })).not.toBeInTheDocument();
    expect(screen.getByText(REWARD_MESSAGES.notStandalone)).toBeInTheDocument();
  });

  it("shows the API's refusal (claimed on another device) and the state it leaves", async () => {
    const user = userEvent.setup();
    displayMode(true);
    renderRewards(<AppBonusPanel />, { path: '/su-kien/thuong-tai-app' });
    const button = await screen.findByRole('button', { name: 'Nhận 5,000 ₫' });
    ctx.rewards.state.appInstall.claimed = true;
    await user.click(button);
    expect(await screen.findAllByText(REWARD_MESSAGES.appAlreadyClaimed)).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Nhận 5,000 ₫' })).not.toBeInTheDocument(),
    );
  });
});
