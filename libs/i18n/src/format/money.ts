/** Down to two decimals (spec §9: floor), so a shown figure never claims more than there is. */
export const floorTo2 = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Spec §9: en-US digit grouping, floored to two decimals, trailing zeros trimmed: 1234.5 → "1,234.5".
 * Written out rather than through Intl.NumberFormat, whose first use loads locale data for tens of
 * milliseconds on a phone, in the middle of the first render.
 */
export function formatNumber(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return '0';
  const cents = Math.round(Math.abs(floorTo2(number)) * 100);
  const whole = String(Math.floor(cents / 100)).replace(THOUSANDS, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0').replace(/0$/, '')}`;
  return `${number < 0 && cents > 0 ? '-' : ''}${whole}${fraction}`;
}

/**
 * A sum of money, the one way the site, the content and the emails write it (spec §9 figures plus the
 * đồng sign): 2000000000 → "2,000,000,000 ₫", 1234.567 → "1,234.56 ₫".
 */
export const formatMoney = (value: number | string): string => `${formatNumber(value)} ₫`;

const UNITS = [
  { size: 1e9, suffix: ' tỷ' },
  { size: 1e6, suffix: ' tr' },
  { size: 1e3, suffix: 'k' },
] as const;

/**
 * Spec §9 jackpot figure: rounded up to a whole amount, then shown in billions "tỷ", millions "tr" or
 * thousands "k" (floored to two decimals within the unit): 1,234,567,890 → "1.23 tỷ".
 */
export function formatJackpot(value: number | string): string {
  const amount = Math.ceil(typeof value === 'string' ? Number(value) : value);
  if (!Number.isFinite(amount) || amount <= 0) return '0';
  const unit = UNITS.find((u) => amount >= u.size);
  return unit ? `${formatNumber(amount / unit.size)}${unit.suffix}` : formatNumber(amount);
}
