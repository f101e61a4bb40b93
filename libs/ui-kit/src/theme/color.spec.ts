import { alpha, contrastRatio, darken, ensureContrast, lighten, mix, parseHex, readableOn, toHex } from './color';

describe('colour helpers', () => {
  it('parses short and long hex and writes it back', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1D6FE0')).toEqual([29, 111, 224]);
    expect(toHex([29, 111, 224])).toBe('#1d6fe0');
    expect(() => parseHex('red')).toThrow('Not a hex colour');
  });

  it('mixes, lightens and darkens', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#ff0000');
    expect(lighten('#000000', 1)).toBe('#ffffff');
    expect(darken('#ffffff', 0.25)).toBe('#bfbfbf');
    expect(alpha('#ff7a1a', 0.5)).toBe('rgba(255, 122, 26, 0.5)');
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(readableOn('#ffd166')).toBe('#111418');
    expect(readableOn('#6d28d9')).toBe('#ffffff');
  });

  it('moves a colour until it is legible on a background', () => {
    const onWhite = ensureContrast('#22c55e', '#ffffff', 4.5);
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Already legible colours are kept as they are.
    expect(ensureContrast('#22c55e', '#0d1321', 4.5)).toBe('#22c55e');
  });
});
