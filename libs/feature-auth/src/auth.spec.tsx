import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  fetchBalance,
  login,
  refreshSession,
  register,
  sessionAtom,
  subscribePlayerEvents,
  type ApiResult,
  type PlayerEventHandlers,
} from '@xc/data-access-api';
import { ModalHost, openModal, openModalsAtom } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { signInFailure, verifyFailure } from './errors';
import { HeaderActions } from './header/header-actions';
import { authModals } from './modals';
import { useSessionRefresh } from './session/use-session-refresh';
import { withoutLoginToken } from './session/use-auto-login';

jest.mock('@xc/data-access-api', () => ({
  ...jest.requireActual<object>('@xc/data-access-api'),
  login: jest.fn(),
  register: jest.fn(),
  refreshSession: jest.fn(),
  fetchBalance: jest.fn(),
  logout: jest.fn(async () => ({ ok: true, data: true })),
  subscribePlayerEvents: jest.fn(() => ({ stop: jest.fn() })),
}));

const user = {
  id: 7,
  rid: 'AB12CD34',
  balance: 1_250_000,
  isVerifyPhone: false,
  isFirstDeposit: false,
  tokenPlay: 'p',
};
const failed = (status: number, code: string, message: string): ApiResult<never> => ({
  ok: false,
  error: { status, code, message },
});

function renderWith(ui: ReactNode, store = createStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter>
        <TestProviders>{ui}</TestProviders>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

/** The feature's modals under one host, as the shell mounts them; then the login modal opened at `tab`. */
async function openAuthModal(tab: 0 | 1, store = createStore()) {
  renderWith(<ModalHost modals={Object.values(authModals)} />, store);
  let result: Promise<true | undefined> = Promise.resolve(undefined);
  act(() => {
    result = openModal(store, authModals.auth, { tab });
  });
  await screen.findByRole('dialog');
  return { store, result };
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe('login errors (spec §8)', () => {
  it.each([
    [
      failed(400, 'DEVICE_FINGERPRINT_REQUIRED', 'DEVICE_FINGERPRINT_REQUIRED'),
      'Vui lòng tải lại trang để tiếp tục đăng nhập',
      true,
    ],
    [failed(500, 'INTERNAL', 'x'), 'Đã có lỗi xảy ra vui lòng thử lại sau', false],
    [
      failed(401, 'INVALID_CREDENTIALS', 'Tên đăng nhập hoặc mật khẩu không đúng'),
      'Tên đăng nhập hoặc mật khẩu không đúng',
      false,
    ],
    [failed(0, 'NETWORK_ERROR', 'Có lỗi xảy ra vui lòng thử lại sau'), 'Đăng nhập không thành công', false],
    [failed(502, 'HTTP_502', 'Có lỗi xảy ra vui lòng thử lại sau'), 'Đăng nhập không thành công', false],
  ])('%j → %s', (result, message, reload) => {
    if (result.ok) throw new Error('unexpected');
    expect(signInFailure(result.error, 'login')).toEqual({ message, reload });
  });

  it('auto-login has its own fallback; register shows the server message or its own text, even for a 500', () => {
    const network = failed(0, 'NETWORK_ERROR', 'Có lỗi xảy ra vui lòng thử lại sau');
    const server = failed(500, 'INTERNAL', 'x');
    const taken = failed(409, 'USERNAME_TAKEN', 'Tên đăng nhập đã được sử dụng');
    if (network.ok || server.ok || taken.ok) throw new Error('unexpected');
    expect(signInFailure(network.error, 'autoLogin').message).toBe('Đăng nhập tự động không thành công');
    expect(signInFailure(server.error, 'autoLogin').message).toBe('Đã có lỗi xảy ra vui lòng thử lại sau');
    expect(signInFailure(server.error, 'register').message).toBe('Đăng ký không thành công');
    expect(signInFailure(network.error, 'register').message).toBe('Đăng ký không thành công');
    expect(signInFailure(taken.error, 'register').message).toBe('Tên đăng nhập đã được sử dụng');
  });

  it('a code that was not accepted shows the server reason, else "Có lỗi xảy ra, vui lòng nhập lại"', () => {
    const wrong = failed(400, 'OTP_INVALID', 'Mã xác thực không đúng');
    const down = failed(502, 'HTTP_502', 'Có lỗi xảy ra vui lòng thử lại sau');
    if (wrong.ok || down.ok) throw new Error('unexpected');
    expect(verifyFailure(wrong.error)).toBe('Mã xác thực không đúng');
    expect(verifyFailure(down.error)).toBe('Có lỗi xảy ra, vui lòng nhập lại');
  });
});

describe('the auth modal', () => {
  it('opens at the login tab and keeps the session after a login', async () => {
    jest.mocked(login).mockResolvedValue({ ok: true, data: { token: 't1', user } });
    const { store, result } = await openAuthModal(0);

    expect(screen.getByRole('tab', { name: 'Đăng nhập', selected: true })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'demo01');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ token: 't1', user }));
    expect(login).toHaveBeenCalledWith({ username: 'demo01', password: 'demo1234' });
    expect(store.get(openModalsAtom)).toEqual([]);
    // Whoever opened it hears that the player signed in.
    await expect(result).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({ token: 't1' });
  });

  it('checks the register form with the API schema and its Vietnamese messages before sending', async () => {
    await openAuthModal(1);
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'ab');
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByText('Tên đăng nhập phải từ 6 đến 29 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeInTheDocument();
    expect(
      screen.getByText('Số điện thoại không hợp lệ. Chỉ hỗ trợ số di động Viettel, Mobifone, Vinaphone'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vui lòng xác nhận bạn đã đủ 18 tuổi')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('says a wrong name or password at the password field, not only in a toast', async () => {
    jest
      .mocked(login)
      .mockResolvedValue(failed(401, 'INVALID_CREDENTIALS', 'Tên đăng nhập hoặc mật khẩu không đúng'));
    const { store } = await openAuthModal(0);
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'demo01');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const password = screen.getByLabelText('Mật khẩu');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(password).toHaveFocus();
    // The toast says it as well (spec §8).
    expect(screen.getByRole('alert')).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(store.get(sessionAtom)).toBeNull();

    await userEvent.type(password, 'x');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
  });

  it("shows the server's refusal of a registration as a toast", async () => {
    jest
      .mocked(register)
      .mockResolvedValue(failed(409, 'USERNAME_TAKEN', 'Tên đăng nhập đã tồn tại, vui lòng chọn tên khác'));
    const { store } = await openAuthModal(1);
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'demo01x');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Xc-secret-9');
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0987654321');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByText('Tên đăng nhập đã tồn tại, vui lòng chọn tên khác')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'demo01x', phone: '+84987654321', ageConfirmed: true }),
    );
    expect(store.get(sessionAtom)).toBeNull();
  });
});

describe('the session refresh', () => {
  function Refresher() {
    useSessionRefresh();
    return null;
  }

  it('on 401: logs out, closes the modals and says the account was logged in elsewhere', async () => {
    jest.mocked(refreshSession).mockResolvedValue(failed(401, 'SESSION_REVOKED', 'x'));
    localStorage.setItem('auth', JSON.stringify({ token: 'old', user }));
    const store = createStore();
    store.set(sessionAtom, { token: 'old', user });
    void openModal(store, authModals.verify);
    renderWith(<Refresher />, store);

    expect(
      await screen.findByText('Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.'),
    ).toBeInTheDocument();
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(openModalsAtom)).toEqual([]);
  });

  it('keeps the rotated token and the fresh balance', async () => {
    jest
      .mocked(refreshSession)
      .mockResolvedValue({ ok: true, data: { token: 'new', user: { ...user, balance: 9 } } });
    localStorage.setItem('auth', JSON.stringify({ token: 'old', user }));
    const store = createStore();
    store.set(sessionAtom, { token: 'old', user });
    renderWith(<Refresher />, store);
    await waitFor(() =>
      expect(store.get(sessionAtom)).toEqual({ token: 'new', user: { ...user, balance: 9 } }),
    );
    await act(async () => undefined);
  });

  it('coming back to the tab brings the balance up to date without rotating the token', async () => {
    jest.mocked(refreshSession).mockResolvedValue({ ok: true, data: { token: 'old', user } });
    jest.mocked(fetchBalance).mockResolvedValue({ ok: true, data: { balance: 420_000, currency: 'VND' } });
    localStorage.setItem('auth', JSON.stringify({ token: 'old', user }));
    const store = createStore();
    store.set(sessionAtom, { token: 'old', user });
    renderWith(<Refresher />, store);
    await waitFor(() => expect(refreshSession).toHaveBeenCalled());
    jest.mocked(refreshSession).mockClear();

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      // Focus and visibility arrive together when a tab comes back; one call answers both.
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(store.get(sessionAtom)?.user.balance).toBe(420_000));
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(refreshSession).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)?.token).toBe('old');
  });
});

describe('the live balance', () => {
  function LiveHeader() {
    useSessionRefresh();
    return <HeaderActions />;
  }

  it("moves the header's balance as the stream tells it, and stops the stream on logout", async () => {
    jest.mocked(refreshSession).mockResolvedValue({ ok: true, data: { token: 'old', user } });
    const stop = jest.fn();
    let handlers: PlayerEventHandlers | undefined;
    jest.mocked(subscribePlayerEvents).mockImplementation((given) => {
      handlers = given;
      return { stop };
    });
    localStorage.setItem('auth', JSON.stringify({ token: 'old', user }));
    const store = createStore();
    store.set(sessionAtom, { token: 'old', user });
    renderWith(<LiveHeader />, store);
    expect(await screen.findByText('1,250,000 ₫')).toBeInTheDocument();
    await waitFor(() => expect(handlers).toBeDefined());

    act(() => handlers?.onBalance(987_000));
    expect(await screen.findByText('987,000 ₫')).toBeInTheDocument();
    expect(screen.queryByText('1,250,000 ₫')).not.toBeInTheDocument();
    expect(store.get(sessionAtom)?.token).toBe('old');

    act(() => store.set(sessionAtom, null));
    expect(stop).toHaveBeenCalled();
  });

  it('asks the session refresh when the stream says the session ended (logged in elsewhere)', async () => {
    jest.mocked(refreshSession).mockResolvedValue({ ok: true, data: { token: 'old', user } });
    let handlers: PlayerEventHandlers | undefined;
    jest.mocked(subscribePlayerEvents).mockImplementation((given) => {
      handlers = given;
      return { stop: jest.fn() };
    });
    localStorage.setItem('auth', JSON.stringify({ token: 'old', user }));
    const store = createStore();
    store.set(sessionAtom, { token: 'old', user });
    renderWith(<LiveHeader />, store);
    await waitFor(() => expect(handlers).toBeDefined());
    await waitFor(() => expect(refreshSession).toHaveBeenCalled());
    jest.mocked(refreshSession).mockClear();
    jest.mocked(refreshSession).mockResolvedValue(failed(401, 'SESSION_REVOKED', 'x'));
    await act(async () => handlers?.onSessionEnded());
    expect(
      await screen.findByText('Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.'),
    ).toBeInTheDocument();
    expect(store.get(sessionAtom)).toBeNull();
  });
});

describe('login_token', () => {
  it('is removed from the URL, everything else kept', () => {
    expect(withoutLoginToken('https://x.example/gioi-thieu?login_token=abc&ref=1#top')).toBe(
      '/gioi-thieu?ref=1#top',
    );
    expect(withoutLoginToken('https://x.example/?login_token=abc')).toBe('/');
  });
});
