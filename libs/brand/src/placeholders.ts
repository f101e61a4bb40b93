import { formatMoney } from '@xc/i18n';
import type { BrandConfig } from './brand-config';

/** The placeholders content may use (README "Placeholders"); anything else fails the build. */
export const PLACEHOLDERS = [
  'brand.name',
  'brand.domain',
  'brand.supportPhone',
  'brand.supportEmail',
  'brand.maxBonus',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

export function placeholderValues(brand: BrandConfig): Record<Placeholder, string> {
  return {
    'brand.name': brand.name,
    'brand.domain': brand.domain,
    'brand.supportPhone': brand.support.phone,
    'brand.supportEmail': brand.support.email,
    'brand.maxBonus': formatMoney(brand.maxFirstDepositBonus),
  };
}

/** The placeholders a text uses that are not in the list. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PATTERN)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Puts the brand into a text written once for every brand. Content is rendered brand-neutral at build
 * time and filled in here, during prerender for each brand and in the browser on client navigation.
 */
export function fillPlaceholders(text: string, brand: BrandConfig, { html = false } = {}): string {
  const values = placeholderValues(brand);
  return text.replace(PATTERN, (whole, name: string) => {
    const value = values[name as Placeholder];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}
