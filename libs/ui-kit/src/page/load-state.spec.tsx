import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing';
import { LoadState } from './load-state';

/** A panel whose data fails until `answers` says otherwise; each retry is a load. */
function Panel({ outcomes }: { outcomes: Array<'error' | 'data'> }) {
  const [state, setState] = useState<'loading' | 'error' | 'data'>('error');
  const retry = () => {
    setState('loading');
    setTimeout(() => setState(outcomes.shift() ?? 'error'), 100);
  };
  return (
    <section>
      <h2>Khuyến mãi của bạn</h2>
      {state === 'data' ? <p>Hoàn trả 1,5%</p> : <LoadState state={state} onRetry={retry} />}
    </section>
  );
}

describe('LoadState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the player\'s place through a retry: on the panel while it loads, back on "Thử lại" if it fails again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<Panel outcomes={['error', 'data']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được dữ liệu. Vui lòng thử lại.');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
    // The button went away; the focus did not fall to the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('status'));

    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Thử lại' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('Hoàn trả 1,5%')).toBeInTheDocument();
  });

  it('says what could not be loaded when told', () => {
    renderWithTheme(<LoadState state="error" message="Không tải được khuyến mãi của bạn." onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được khuyến mãi của bạn.');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeEnabled();
  });
});
