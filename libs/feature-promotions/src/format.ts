import { GAME_SECTION_NAMES, type PromotionProduct } from '@xc/api-contract';
import { formatNumber } from '@xc/ui-kit';

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as players in Vietnam read it, whatever the device's zone: "14:05 24/11/2026". */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms + VIETNAM_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** A Vietnam day of the API (YYYY-MM-DD) as players write it: "24/11/2026". */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Basis points as a rate: 150 → "1.5%", 135 → "1.35%". */
export const formatRate = (bp: number): string => `${formatNumber(bp / 100)}%`;

export const productName = (product: PromotionProduct): string => GAME_SECTION_NAMES[product] ?? product;

/** How far the wagering is, 0–100, floored (99.99 % is not yet done). */
export const progressPercent = (wagered: number, requirement: number): number =>
  requirement <= 0 ? 100 : Math.min(100, Math.floor((wagered / requirement) * 100));

/** Whole days between two moments (a bonus's validity). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / (24 * 60 * 60 * 1000));

/** "29 ngày 23:59:58", or "23:59:58" on the last day. */
export function formatRemaining(seconds: number, daysLabel: (days: number) => string): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${daysLabel(days)} ${clock}` : clock;
}
