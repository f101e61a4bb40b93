/** Device widths of spec §4: mobile ≤ 767 px, tablet 768–1023 px, desktop ≥ 1024 px. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Media queries to interpolate before a block: `${media.desktop} { … }`. */
export const media = {
  mobile: `@media (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`,
  /** Tablet and desktop. */
  tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** Wide desktops: room for the full header menu beside the account controls. */
  wide: '@media (min-width: 1280px)',
  /** Devices whose main pointer can hover (no sticky hover styles on touch screens). */
  hover: '@media (hover: hover) and (pointer: fine)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export function deviceTypeForWidth(width: number): DeviceType {
  if (width < breakpoints.tablet) return 'mobile';
  if (width < breakpoints.desktop) return 'tablet';
  return 'desktop';
}
