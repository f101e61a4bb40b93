import { useMemo } from 'react';
import { css, type DefaultTheme } from 'styled-components';
import type { BrandThemeTokens } from '@xc/brand';
import { createTheme } from './create-theme';

const VISUALLY_HIDDEN_RULES = `
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  ${VISUALLY_HIDDEN_RULES}
`;

/** The page-wide rules (reset, body colours and type, focus ring, reduced motion) for a theme. */
export function globalCss(theme: DefaultTheme): string {
  return `
*, *::before, *::after { box-sizing: border-box; }
html {
  color-scheme: ${theme.mode};
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  -webkit-tap-highlight-color: transparent;
}
body {
  margin: 0;
  min-height: 100vh;
  min-height: 100dvh;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.body};
  color: ${theme.colors.text};
  background-color: ${theme.colors.background};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
h1, h2, h3, h4, h5, h6 { line-height: ${theme.lineHeights.tight}; }
img, svg, video, canvas { display: block; max-width: 100%; }
button, input, select, textarea { font: inherit; color: inherit; }
a { color: ${theme.colors.link}; }
:focus-visible { outline: 2px solid ${theme.colors.focusRing}; outline-offset: 2px; }
:focus:not(:focus-visible) { outline: none; }
.visually-hidden { ${VISUALLY_HIDDEN_RULES} }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}`.replace(/\s*\n\s*/g, ' ');
}

/**
 * The page-wide rules as a plain `<style>` for the document's `<head>`, ahead of the components'
 * styles, as styled-components' global style was (the cascade is unchanged). Plain on purpose: a
 * `createGlobalStyle` parses and inserts its rules again in the hydration's commit on every page
 * (about 7 ms of that one task in desktop Chromium here, four times that on Lighthouse's phone),
 * the one piece of styled-components' CSS work left in hydration; a `<style>` hydrates like any
 * other element.
 */
export function GlobalStyle({ tokens }: { tokens: BrandThemeTokens }) {
  const rules = useMemo(() => globalCss(createTheme(tokens)), [tokens]);
  return <style data-global="" dangerouslySetInnerHTML={{ __html: rules }} />;
}
