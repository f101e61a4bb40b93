import type { MissionReward } from '@xc/api-contract';
import { formatNumber } from '@xc/ui-kit';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as players in Vietnam read it, whatever the device's zone: `31/12/2026 23:59`. */
export function vietnamTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const d = new Date(ms + VIETNAM_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** VND as the mission texts write it (spec §9, en-US grouping): `10,000 VND`. */
export const vnd = (amount: number): string => `${formatNumber(amount)} VND`;

/** What is left until `iso`, in words: `2 ngày 3 giờ`, `5 giờ 12 phút`, `12 phút`; null once passed. */
export function timeLeft(iso: string, now: number): string | null {
  const ms = Date.parse(iso) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ngày ${hours} giờ` : `${days} ngày`;
  if (hours > 0) return rest > 0 ? `${hours} giờ ${rest} phút` : `${hours} giờ`;
  return `${rest} phút`;
}

/** The reward in words: cash, or a bonus with the rounds of wagering it asks. */
export function rewardText(reward: MissionReward): string {
  return reward.kind === 'bonus' && reward.rounds
    ? `Thưởng ${vnd(reward.amount)} tiền khuyến mãi, cược ${formatNumber(reward.rounds)} vòng`
    : `Thưởng ${vnd(reward.amount)}`;
}
