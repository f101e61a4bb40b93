import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing';
import { Input } from './input';

describe('Input', () => {
  it('has a visible label and takes typing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Input label="Tên đăng nhập" name="username" />);
    const input = screen.getByLabelText('Tên đăng nhập');

    await user.type(input, 'nguyenvana');
    expect(input).toHaveValue('nguyenvana');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Tên đăng nhập')).toBeVisible();
  });

  it('links its hint and error to the field and marks it invalid', () => {
    renderWithTheme(
      <Input label="Gift code" hint="Tối đa 20 ký tự" error="Vui lòng không nhập ký tự đặc biệt." />,
    );
    const input = screen.getByRole('textbox', { name: 'Gift code' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Tối đa 20 ký tự Vui lòng không nhập ký tự đặc biệt.');
  });

  it('forwards its ref to the input for form libraries', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Input ref={ref} label="Số điện thoại" type="tel" />);
    const input = screen.getByRole('textbox', { name: 'Số điện thoại' });

    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });

  it('offers numeric entry for numbers', () => {
    renderWithTheme(<Input label="Số lượng thẻ" type="number" min={1} max={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Số lượng thẻ' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows and hides a password with labelled toggles', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Input label="Mật khẩu" type="password" />);
    const input = screen.getByLabelText('Mật khẩu');
    await user.type(input, 'bimat123');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('bimat123');

    await user.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit the form when the password toggle is pressed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Input label="Mật khẩu" type="password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
