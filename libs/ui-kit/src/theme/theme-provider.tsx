import type { BrandThemeTokens } from '@xc/brand';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './create-theme';
import { GlobalStyle } from './global-style';

/** styled-components' ThemeProvider with the theme built from a brand's tokens, plus GlobalStyle. */
export function BrandThemeProvider({ tokens, children }: { tokens: BrandThemeTokens; children: ReactNode }) {
  const theme = useMemo(() => createTheme(tokens), [tokens]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
