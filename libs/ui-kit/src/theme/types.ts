import type { breakpoints, media } from './media';

export interface ThemeColors {
  primary: string;
  primaryHover: string;
  primaryActive: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  background: string;
  surface: string;
  /** Modals, toasts, menus: one step above `surface`. */
  surfaceRaised: string;
  /** Hover fill for ghost controls and rows. */
  surfaceHover: string;
  /** Dividers and card outlines. */
  border: string;
  /** Borders of form controls: ≥ 3:1 against the surface (WCAG 1.4.11). */
  borderStrong: string;
  text: string;
  /** Secondary text: ≥ 4.5:1 on surfaces. */
  textMuted: string;
  /** `primary` adjusted to ≥ 4.5:1 for text links on the background. */
  link: string;
  success: string;
  warning: string;
  error: string;
  focusRing: string;
  /** Backdrop behind modals. */
  overlay: string;
  /** Skeletons and image placeholders. */
  placeholder: string;
  /** The "on air" mark of a live table: red that carries `onLive` text at ≥ 4.5:1. */
  live: string;
  onLive: string;
  /** A dark band over pictures (a tile's jackpot strip, carousel arrows) and what reads on it. */
  scrim: string;
  onScrim: string;
  /** `accent` made legible (≥ 4.5:1) on `scrim`: figures drawn over pictures. */
  accentOnScrim: string;
}

/** Everything a component may read from `props.theme`; `DefaultTheme` is augmented with it. */
export interface AppTheme {
  mode: 'dark' | 'light';
  colors: ThemeColors;
  /** 4 px steps: `space(4)` → `'16px'`, `space(2, 4)` → `'8px 16px'`. */
  space: (...steps: number[]) => string;
  radii: { sm: string; md: string; lg: string; pill: string };
  fonts: { body: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { tight: number; body: number };
  shadows: { sm: string; md: string; lg: string };
  /** Header 10, floating widgets 20 (spec §9), modal 1000, toasts above modals 1100. */
  zIndices: { header: number; floating: number; modal: number; toast: number };
  /** Control heights; on mobile every control is at least `md` (44 px touch target). */
  controlHeights: { sm: string; md: string; lg: string };
  /** Height of the sticky page header (site and account area), mobile and tablet-up. */
  headerHeights: { mobile: string; tabletUp: string };
  motion: { fast: string; base: string; easing: string };
  breakpoints: typeof breakpoints;
  media: typeof media;
}
