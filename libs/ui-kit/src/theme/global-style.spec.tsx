import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { testTokens } from '../testing';
import { VisuallyHidden } from '../visually-hidden';
import { createTheme } from './create-theme';
import { GlobalStyle, globalCss } from './global-style';

describe('GlobalStyle', () => {
  it('applies the brand background, text, focus ring and reduced-motion rules', () => {
    const theme = createTheme(testTokens);
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyle tokens={testTokens} />
        <VisuallyHidden>Chỉ dành cho trình đọc màn hình</VisuallyHidden>
        <p className="visually-hidden">Cũng chỉ cho trình đọc màn hình</p>
      </ThemeProvider>,
    );

    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(13, 19, 33)');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`outline: 2px solid ${theme.colors.focusRing}`);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\) ?{[^}]*animation-duration: 0.01ms/);
    expect(screen.getByText('Chỉ dành cho trình đọc màn hình')).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(screen.getByText('Cũng chỉ cho trình đọc màn hình')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('is a plain <style> in the HTML, so hydration has no CSS to parse', () => {
    const html = renderToString(<GlobalStyle tokens={testTokens} />);
    expect(html).toBe(`<style data-global="">${globalCss(createTheme(testTokens))}</style>`);
    expect(html).toContain('background-color: #0d1321');
    expect(html).not.toContain('\n');
  });
});
