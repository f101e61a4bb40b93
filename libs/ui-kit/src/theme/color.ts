// Small hex colour math so a brand's few tokens can be turned into a full palette.

type Rgb = readonly [number, number, number];

const clamp = (n: number, min = 0, max = 1) => Math.min(max, Math.max(min, n));

/** Parses `#rgb` or `#rrggbb` (any case). */
export function parseHex(hex: string): Rgb {
  const body = hex.trim().replace(/^#/, '');
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: "${hex}"`);
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(clamp(c, 0, 255)).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `other` blended into `base`: mix(a, b, 0) = a, mix(a, b, 1) = b. */
export function mix(base: string, other: string, weight: number): string {
  const [r1, g1, b1] = parseHex(base);
  const [r2, g2, b2] = parseHex(other);
  const w = clamp(weight);
  return toHex([r1 + (r2 - r1) * w, g1 + (g2 - g1) * w, b1 + (b2 - b1) * w]);
}

export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number) => mix(color, '#000000', amount);

/** CSS `rgba()` of a hex colour. */
export function alpha(color: string, opacity: number): string {
  const [r, g, b] = parseHex(color);
  return `rgba(${r}, ${g}, ${b}, ${clamp(opacity)})`;
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(color: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const isDark = (color: string) => luminance(color) < 0.2;

/** Near-black or white, whichever reads better on `background`. */
export function readableOn(background: string, dark = '#111418', light = '#ffffff'): string {
  return contrastRatio(background, dark) >= contrastRatio(background, light) ? dark : light;
}

/**
 * `color`, moved towards white or black (whichever `background` contrasts with) in small steps until
 * it reaches `ratio` against `background`; keeps the hue of brand colours while making them legible.
 */
export function ensureContrast(color: string, background: string, ratio: number): string {
  const target = isDark(background) ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return target;
}
