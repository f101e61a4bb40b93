import type { BrandThemeTokens } from '@xc/brand';
import type { DefaultTheme } from 'styled-components';
import { alpha, ensureContrast, isDark, mix, readableOn } from './color';
import { breakpoints, media } from './media';
// Pulls the DefaultTheme augmentation into every program that imports the ui-kit.
import type {} from './styled.d';

const BODY_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const STATUS = { success: '#22c55e', warning: '#f59e0b', error: '#ef4444' };

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/** Builds the full theme from a brand's handful of tokens; every derived colour follows the brand. */
export function createTheme(tokens: BrandThemeTokens): DefaultTheme {
  const { primary, onPrimary, accent, background, surface, text, radius } = tokens;
  const dark = isDark(background);
  const towards = dark ? '#ffffff' : '#000000';

  const surfaceRaised = dark ? mix(surface, text, 0.06) : mix(surface, '#ffffff', 0.6);
  // Text-like colours must stay legible on every surface they sit on.
  const legible = (color: string, ratio: number) =>
    ensureContrast(ensureContrast(ensureContrast(color, background, ratio), surface, ratio), surfaceRaised, ratio);
  const onLive = '#ffffff';
  const scrim = mix(dark ? background : text, '#000000', 0.5);

  return {
    mode: dark ? 'dark' : 'light',
    colors: {
      primary,
      primaryHover: mix(primary, towards, 0.12),
      primaryActive: mix(primary, towards, 0.22),
      onPrimary,
      accent,
      onAccent: readableOn(accent),
      background,
      surface,
      surfaceRaised,
      surfaceHover: mix(surface, text, dark ? 0.1 : 0.06),
      border: mix(surface, text, dark ? 0.16 : 0.14),
      borderStrong: ensureContrast(mix(surface, text, 0.35), surface, 3),
      text,
      textMuted: legible(mix(text, surface, 0.35), 4.5),
      link: legible(primary, 4.5),
      success: legible(STATUS.success, 4.5),
      warning: legible(STATUS.warning, 4.5),
      error: legible(STATUS.error, 4.5),
      focusRing: ensureContrast(accent, background, 3),
      overlay: dark ? alpha('#000000', 0.7) : alpha(mix(text, '#000000', 0.4), 0.5),
      placeholder: mix(surface, text, dark ? 0.08 : 0.06),
      live: ensureContrast(STATUS.error, onLive, 4.5),
      onLive,
      scrim,
      onScrim: readableOn(scrim),
      accentOnScrim: ensureContrast(accent, scrim, 4.5),
    },
    space: (...steps) => (steps.length ? steps : [1]).map((step) => px(step * 4)).join(' '),
    radii: {
      sm: px(Math.max(2, Math.round(radius / 2))),
      md: px(radius),
      lg: px(Math.round(radius * 1.5)),
      pill: '999px',
    },
    fonts: { body: BODY_FONT, mono: MONO_FONT },
    fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    fontWeights: { regular: 400, medium: 500, bold: 700 },
    lineHeights: { tight: 1.25, body: 1.5 },
    shadows: dark
      ? {
          sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
          md: '0 4px 14px rgba(0, 0, 0, 0.45)',
          lg: '0 16px 40px rgba(0, 0, 0, 0.55)',
        }
      : {
          sm: `0 1px 2px ${alpha(text, 0.08)}`,
          md: `0 4px 14px ${alpha(text, 0.12)}`,
          lg: `0 16px 40px ${alpha(text, 0.18)}`,
        },
    zIndices: { header: 10, floating: 20, modal: 1000, toast: 1100 },
    controlHeights: { sm: '36px', md: '44px', lg: '52px' },
    headerHeights: { mobile: '56px', tabletUp: '64px' },
    motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    breakpoints,
    media,
  };
}
