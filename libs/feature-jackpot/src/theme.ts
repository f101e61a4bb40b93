import type { DefaultTheme } from 'styled-components';
import { contrastRatio, darken, lighten } from '@xc/ui-kit';

/**
 * The brand's primary moved away from its text colour: the far end of the jackpot gradients. The
 * theme's own primaryHover/Active lighten on dark brands, which would take white text below 4.5:1.
 */
export function primaryDeep(theme: DefaultTheme): string {
  const { primary, onPrimary } = theme.colors;
  const textIsLight = contrastRatio(onPrimary, '#000000') > contrastRatio(onPrimary, '#ffffff');
  return textIsLight ? darken(primary, 0.22) : lighten(primary, 0.22);
}

export const jackpotGradient = (theme: DefaultTheme, angle = 135): string =>
  `linear-gradient(${angle}deg, ${theme.colors.primary}, ${primaryDeep(theme)})`;
