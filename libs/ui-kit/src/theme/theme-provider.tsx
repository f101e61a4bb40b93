import type { BrandThemeTokens } from '@xc/brand';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './create-theme';

/**
 * styled-components' ThemeProvider with the theme built from a brand's tokens. The page-wide rules
 * are `GlobalStyle`, which the document puts in its `<head>`.
 */
export function BrandThemeProvider({ tokens, children }: { tokens: BrandThemeTokens; children: ReactNode }) {
  const theme = useMemo(() => createTheme(tokens), [tokens]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
