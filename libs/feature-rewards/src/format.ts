import { formatNumber } from '@xc/ui-kit';

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as players in Vietnam read it, whatever the device's zone: `31/12/2026 23:59`. */
export function vietnamTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const d = new Date(ms + VIETNAM_OFFSET_MS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * The end of a period (exclusive, as the API gives it): a Vietnam midnight is read as the whole day
 * before, `hết ngày 30/11/2026`; any other moment as `vietnamTime`.
 */
export function vietnamEnd(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const local = ms + VIETNAM_OFFSET_MS;
  if (local % DAY_MS !== 0) return vietnamTime(iso);
  const d = new Date(local - 1);
  return `hết ngày ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** The Vietnam calendar day of a moment, `YYYY-MM-DD` (the day the API counts daily rewards in). */
export function vietnamDay(now = Date.now()): string {
  return new Date(now + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** Basis points as the site writes figures (spec §9: en-US, two decimals at most): 158 → `1.58`. */
export const percentOfBp = (bp: number): string => formatNumber(bp / 100);

/** A chance out of 10,000 as a percentage: 2500 → `25`. */
export const percentOfTenThousand = (weight: number): string => formatNumber(weight / 100);
