import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing';
import { Modal } from './modal';

function Harness({ initiallyOpen = true, title = 'Đăng nhập' }: { initiallyOpen?: boolean; title?: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở {title}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={title} description="Chào mừng trở lại">
        <p>Nội dung {title}</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', () => {
    renderWithTheme(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Đăng nhập' });
    expect(dialog).toHaveAccessibleDescription('Chào mừng trở lại');
    expect(within(dialog).getByText('Nội dung Đăng nhập')).toBeInTheDocument();
  });

  it.each([
    ['its close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Đóng' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('gives focus back to the button that opened it when it closes with %s', async (_, close) => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Mở Đăng nhập' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Vietnamese close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Modal open onOpenChange={onOpenChange} title="Gift code">
        Nhập mã
      </Modal>,
    );

    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mở Đăng nhập' }));
    expect(screen.getByRole('dialog', { name: 'Đăng nhập' })).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides page scrolling with one lock (Radix\'s) while any modal is open, restored when all are closed', () => {
    const locked = () => document.body.hasAttribute('data-scroll-locked');
    const view = (first: boolean, second: boolean) => (
      <>
        <Modal open={first} onOpenChange={() => undefined} title="Thứ nhất" />
        <Modal open={second} onOpenChange={() => undefined} title="Thứ hai" />
      </>
    );
    const { rerender } = renderWithTheme(view(false, false));
    expect(locked()).toBe(false);

    rerender(view(true, true));
    expect(locked()).toBe(true);
    // No second lock of ours writing the body's inline style beside Radix's.
    expect(document.body.style.overflow).toBe('');

    rerender(view(false, true));
    expect(locked()).toBe(true);

    rerender(view(false, false));
    expect(locked()).toBe(false);
  });

  it('releases the lock when unmounted while open', () => {
    const { unmount } = renderWithTheme(<Harness />);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    unmount();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });
});
