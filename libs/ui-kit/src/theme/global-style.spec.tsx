import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { testTokens } from '../testing';
import { VisuallyHidden } from '../visually-hidden';
import { createTheme } from './create-theme';
import { GlobalStyle } from './global-style';

describe('GlobalStyle', () => {
  it('applies the brand background, text, focus ring and reduced-motion rules', () => {
    const theme = createTheme(testTokens);
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <VisuallyHidden>Chỉ dành cho trình đọc màn hình</VisuallyHidden>
      </ThemeProvider>,
    );

    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(13, 19, 33)');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`outline:2px solid ${theme.colors.focusRing}`);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\){[^}]*animation-duration:0.01ms/);
    expect(screen.getByText('Chỉ dành cho trình đọc màn hình')).toHaveStyle({ position: 'absolute', width: '1px' });
  });
});
