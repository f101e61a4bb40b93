import { MISSION_ESTIMATE, type MissionTab } from '@xc/api-contract';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const [startYear, startMonth, startDay] = MISSION_ESTIMATE.start.split('-').map(Number) as [
  number,
  number,
  number,
];
/** Day 0 of the growth as a day number (days since 1970-01-01). */
const START_DAY = Date.UTC(startYear, startMonth - 1, startDay) / DAY_MS;

/** Whole Vietnam days from 1 September 2025 to the Vietnam day of `now`; never below 0. */
export function estimateDays(now: number): number {
  const today = Math.floor((now + VIETNAM_OFFSET_MS) / DAY_MS);
  return Math.max(0, today - START_DAY);
}

export interface MissionEstimates {
  days: number;
  /** VND: the day's total reward of the tab shown. */
  totalReward: number;
  riders: number;
}

/**
 * The figures the board's hero shows (spec §9), a function of the date alone: on the daily tab
 * 350,000 + 15,000 a day, on the others 400,000 + 30,000 a day; riders 4,000 + 300 a day.
 */
export function missionEstimates(now: number, tab: MissionTab): MissionEstimates {
  const days = estimateDays(now);
  const kind = tab === 'daily' ? 'daily' : 'other';
  return {
    days,
    totalReward: MISSION_ESTIMATE.rewardBase[kind] + MISSION_ESTIMATE.rewardGrowthPerDay[kind] * days,
    riders: MISSION_ESTIMATE.ridersBase + MISSION_ESTIMATE.ridersGrowthPerDay * days,
  };
}
