import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, TestProviders } from '../testing';
import { useToast } from './toast-provider';
import type { ToastInput } from './types';

function Trigger(input: ToastInput) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      Báo {input.title}
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('shows a toast with no confirm button and removes it after 3000 ms', async () => {
    const user = setup();
    renderWithTheme(<Trigger title="Đã thêm vào danh sách yêu thích" type="success" />);

    await user.click(screen.getByRole('button', { name: 'Báo Đã thêm vào danh sách yêu thích' }));
    // The first toast of a page waits for its body's module (loaded on demand).
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Đã thêm vào danh sách yêu thích');
    expect(toast).toHaveTextContent('Thành công');
    expect(screen.queryByRole('button', { name: /xác nhận|ok/i })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    const user = setup();
    renderWithTheme(<Trigger title="Đăng ký thành công" type="success" />);
    await user.click(screen.getByRole('button', { name: 'Báo Đăng ký thành công' }));

    act(() => jest.advanceTimersByTime(2000));
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('Đăng ký thành công');

    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while its close control has keyboard focus', async () => {
    const user = setup();
    renderWithTheme(<Trigger title="Đã sao chép" type="success" />);
    await user.click(screen.getByRole('button', { name: 'Báo Đã sao chép' }));

    act(() => screen.getByRole('button', { name: 'Đóng thông báo' }).focus());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Đóng thông báo' }).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be closed early with its small close control', async () => {
    const user = setup();
    renderWithTheme(<Trigger title="Không thể lấy link game" type="warning" />);
    await user.click(screen.getByRole('button', { name: 'Báo Không thể lấy link game' }));

    await user.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and labels each type', async () => {
    const user = setup();
    renderWithTheme(
      <>
        <Trigger title="Đã có lỗi xảy ra vui lòng thử lại sau" type="error" />
        <Trigger title="Giao dịch đã hết hạn" type="warning" />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Báo Đã có lỗi xảy ra vui lòng thử lại sau' }));
    await user.click(screen.getByRole('button', { name: 'Báo Giao dịch đã hết hạn' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Lỗi: Đã có lỗi xảy ra vui lòng thử lại sau');
    expect(screen.getByRole('status')).toHaveTextContent('Cảnh báo: Giao dịch đã hết hạn');
    expect(screen.getByRole('alert').querySelector('svg')).toBeInTheDocument();
  });

  it('stacks several toasts, each leaving on its own clock', async () => {
    const user = setup();
    renderWithTheme(
      <>
        <Trigger title="Một" type="success" />
        <Trigger title="Hai" type="success" />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Báo Một' }));
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Báo Hai' }));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      expect.stringContaining('Một'),
      expect.stringContaining('Hai'),
    ]);

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Hai');
  });

  it('shows account toasts in their own stack below the account header', async () => {
    const user = setup();
    renderWithTheme(
      <>
        <Trigger title="Thêm ngân hàng thành công" type="success" isAccount />
        <Trigger title="Đăng nhập thành công" type="success" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Báo Thêm ngân hàng thành công' }));
    await user.click(screen.getByRole('button', { name: 'Báo Đăng nhập thành công' }));

    // Each toast is its own status or alert; the two stacks are placed apart, not lists.
    const site = screen.getByText('Đăng nhập thành công').closest('[data-stack]');
    const account = screen.getByText('Thêm ngân hàng thành công').closest('[data-stack]');
    expect(site).toHaveAttribute('data-stack', 'site');
    expect(account).toHaveAttribute('data-stack', 'account');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Thêm ngân hàng thành công').closest('[role="status"]')).toHaveAttribute(
      'data-account',
      'true',
    );
  });

  it('also exposes toast and dismiss as properties, and needs a provider', () => {
    const { result } = renderHook(() => useToast(), { wrapper: TestProviders });
    let id = 0;
    act(() => {
      id = result.current.toast({ title: 'Đã lưu', type: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Đã lưu');
    act(() => result.current.dismiss(id));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow('needs a <ToastProvider>');
  });
});
