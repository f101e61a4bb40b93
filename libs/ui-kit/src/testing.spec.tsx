import { screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { useToast } from './toast/toast-provider';
import { renderWithTheme } from './testing';

function Probe() {
  const theme = useTheme();
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Xin chào', type: 'success' })}>
      {theme.mode}
    </button>
  );
}

describe('renderWithTheme', () => {
  it('provides the dark test theme and a toast provider by default', () => {
    renderWithTheme(<Probe />);
    expect(screen.getByRole('button', { name: 'dark' })).toBeInTheDocument();
  });

  it('builds the theme from the given tokens and keeps providers on rerender', () => {
    const tokens = {
      primary: '#1d6fe0',
      onPrimary: '#ffffff',
      accent: '#ffb703',
      background: '#f4f7fc',
      surface: '#ffffff',
      text: '#0f1b2d',
      radius: 14,
    };
    const { rerender } = renderWithTheme(<Probe />, { tokens });
    expect(screen.getByRole('button', { name: 'light' })).toBeInTheDocument();
    rerender(<Probe />);
    expect(screen.getByRole('button', { name: 'light' })).toBeInTheDocument();
  });
});
