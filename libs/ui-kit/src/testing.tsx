// Test helpers for every lib that renders ui-kit pieces: `import { renderWithTheme } from '@xc/ui-kit/testing'`.
import type { BrandThemeTokens } from '@xc/brand';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme/create-theme';
import { ToastProvider } from './toast/toast-provider';

/** A dark brand like most of the real ones; contrast-checked so derived colours are realistic. */
export const testTokens: BrandThemeTokens = {
  primary: '#ff7a1a',
  onPrimary: '#1a0d00',
  accent: '#ffd166',
  background: '#0d1321',
  surface: '#162035',
  text: '#eef2f8',
  radius: 12,
};

export interface TestProvidersProps {
  children: ReactNode;
  tokens?: BrandThemeTokens;
}

/** Theme and toasts: what the shell puts around every page (the text catalogue needs no provider). */
export function TestProviders({ children, tokens = testTokens }: TestProvidersProps) {
  return (
    <ThemeProvider theme={createTheme(tokens)}>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  tokens?: BrandThemeTokens;
}

/** `render` from Testing Library inside TestProviders; `rerender` keeps the providers. */
export function renderWithTheme(ui: ReactElement, { tokens, ...options }: RenderWithThemeOptions = {}): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => <TestProviders tokens={tokens}>{children}</TestProviders>;
  return render(ui, { wrapper: Wrapper, ...options });
}
