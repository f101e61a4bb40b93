const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Down to two decimals (spec §9: floor), so a shown figure never claims more than there is. */
export const floorTo2 = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

/** Spec §9: en-US digit grouping, floored to two decimals, trailing zeros trimmed: 1234.5 → "1,234.5". */
export function formatNumber(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return '0';
  return GROUPED.format(floorTo2(number));
}

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
