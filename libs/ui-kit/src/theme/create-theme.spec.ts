import type { BrandThemeTokens } from '@xc/brand';
import { contrastRatio } from './color';
import { createTheme } from './create-theme';
import { deviceTypeForWidth, media } from './media';

const dark: BrandThemeTokens = {
  primary: '#c8102e',
  onPrimary: '#ffffff',
  accent: '#f5c542',
  background: '#140b0c',
  surface: '#22151a',
  text: '#f6efe9',
  radius: 10,
};
const light: BrandThemeTokens = {
  primary: '#6d28d9',
  onPrimary: '#ffffff',
  accent: '#0ea5e9',
  background: '#f7f5fc',
  surface: '#ffffff',
  text: '#1c1530',
  radius: 6,
};

describe('createTheme', () => {
  it.each([
    ['dark', dark],
    ['light', light],
  ] as const)('derives a legible %s palette from the brand tokens', (mode, tokens) => {
    const { colors, ...theme } = createTheme(tokens);

    expect(theme.mode).toBe(mode);
    expect(colors.primary).toBe(tokens.primary);
    expect(colors.primaryHover).not.toBe(tokens.primary);
    expect(colors.surfaceRaised).toMatch(/^#[0-9a-f]{6}$/);
    for (const surface of [colors.background, colors.surface, colors.surfaceRaised]) {
      expect(contrastRatio(colors.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.error, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.success, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.warning, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(colors.link, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.focusRing, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.borderStrong, colors.surface)).toBeGreaterThanOrEqual(3);
    // The live badge (it measured 3.01:1 with the plain error red) and what is drawn over pictures.
    expect(contrastRatio(colors.onLive, colors.live)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onScrim, colors.scrim)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.accentOnScrim, colors.scrim)).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens hover on dark themes and darkens it on light ones', () => {
    const brightness = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16);
    const d = createTheme(dark).colors;
    const l = createTheme(light).colors;
    expect(brightness(d.primaryHover)).toBeGreaterThan(brightness(d.primary));
    expect(brightness(l.primaryHover)).toBeLessThan(brightness(l.primary));
  });

  it('builds spacing, radii and layers', () => {
    const theme = createTheme(dark);
    expect(theme.space(4)).toBe('16px');
    expect(theme.space(2, 4)).toBe('8px 16px');
    expect(theme.space(1.5)).toBe('6px');
    expect(theme.radii).toEqual({ sm: '5px', md: '10px', lg: '15px', pill: '999px' });
    expect(theme.zIndices.floating).toBe(20);
    expect(theme.zIndices.toast).toBeGreaterThan(theme.zIndices.modal);
    expect(theme.fonts.body).toMatch(/^system-ui, .*"Noto Sans", sans-serif/);
  });
});

describe('breakpoints', () => {
  it('follows the device widths of the spec', () => {
    expect(deviceTypeForWidth(375)).toBe('mobile');
    expect(deviceTypeForWidth(767)).toBe('mobile');
    expect(deviceTypeForWidth(768)).toBe('tablet');
    expect(deviceTypeForWidth(1023)).toBe('tablet');
    expect(deviceTypeForWidth(1024)).toBe('desktop');
    expect(deviceTypeForWidth(1440)).toBe('desktop');
    expect(media.mobile).toBe('@media (max-width: 767px)');
    expect(media.desktop).toBe('@media (min-width: 1024px)');
  });
});
