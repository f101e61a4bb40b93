import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing';
import { Button } from './button';

describe('Button', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('fires the first click and ignores repeats within 500 ms of it', async () => {
    const user = setup();
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Nạp tiền</Button>);
    const button = screen.getByRole('button', { name: 'Nạp tiền' });

    await user.click(button);
    await user.click(button);
    act(() => jest.advanceTimersByTime(300));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(500));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('counts the 500 ms from the accepted click, not from the ignored ones', async () => {
    const user = setup();
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Gửi</Button>);
    const button = screen.getByRole('button', { name: 'Gửi' });

    await user.click(button);
    act(() => jest.advanceTimersByTime(400));
    await user.click(button); // ignored
    act(() => jest.advanceTimersByTime(150)); // 550 ms after the first
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits a form once for a double click', async () => {
    const user = setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Đăng nhập</Button>
      </form>,
    );

    await user.dblClick(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', async () => {
    const user = setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Rút tiền
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Rút tiền' });

    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks while loading but stays focusable and says it is busy', async () => {
    const user = setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Xác nhận
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Xác nhận/ });

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Đang xử lý');
    expect(button).not.toBeDisabled();
  });

  it('renders as a link with button looks', async () => {
    const user = setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button as="a" href="/khuyen-mai" variant="secondary" onClick={onClick}>
        Xem khuyến mãi
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Xem khuyến mãi' });

    expect(link).toHaveAttribute('href', '/khuyen-mai');
    expect(link).not.toHaveAttribute('type');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a disabled link out of the tab order and ignores its clicks', async () => {
    const user = setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button as="a" href="/the-thao" disabled onClick={onClick}>
        Thể thao
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Thể thao' });

    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type="button" and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} variant="ghost" size="sm" block>
        Hủy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Hủy' });
    expect(button).toHaveAttribute('type', 'button');
    expect(ref.current).toBe(button);
  });
});
