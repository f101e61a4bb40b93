import type { MissionConditionKind, MissionType } from '@xc/api-contract';

/**
 * The missions' time and arithmetic, with nothing else in it (the service applies it; rules.test.ts
 * checks it). A DAILY mission's cycle is the Vietnam day (Asia/Ho_Chi_Minh, UTC+7 all year: no
 * daylight saving), from 00:00 there, i.e. 17:00 UTC the day before.
 */

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;
export const PERIOD_CYCLE = 'period';

/** The Vietnam day (YYYY-MM-DD) an instant falls on. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 of a Vietnam day, as an instant. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - VIETNAM_OFFSET_MS);
}

/** What the timing of a mission depends on. */
export interface MissionTiming {
  type: MissionType;
  startsAt: Date;
  endsAt: Date | null;
  durationHours: number | null;
  claimHours: number;
}

/** The cycle open at `now`: its key, and when it opens and closes (never outside the mission's window). */
export function cycleAt(mission: MissionTiming, now: Date): { cycle: string; opens: Date; closes: Date } {
  if (mission.type === 'PERIOD') {
    // A PERIOD mission always has an end (a CHECK keeps it so).
    const closes = mission.endsAt ?? new Date(8.64e15);
    return { cycle: PERIOD_CYCLE, opens: mission.startsAt, closes };
  }
  const day = vietnamDay(now);
  const start = dayStart(day);
  const end = new Date(start.getTime() + DAY_MS);
  return {
    cycle: day,
    opens: start > mission.startsAt ? start : mission.startsAt,
    closes: mission.endsAt && mission.endsAt < end ? mission.endsAt : end,
  };
}

/** When a mission accepted at `acceptedAt` in a cycle closing at `closes` must be done by. */
export function deadlineOf(mission: MissionTiming, closes: Date, acceptedAt: Date): Date {
  if (mission.type !== 'PERIOD' || mission.durationHours === null) return closes;
  const countdown = new Date(acceptedAt.getTime() + mission.durationHours * HOUR_MS);
  return countdown < closes ? countdown : closes;
}

export const claimUntilOf = (deadline: Date, claimHours: number): Date =>
  new Date(deadline.getTime() + claimHours * HOUR_MS);

/**
 * The status of a mission the player has not accepted in this cycle: not open yet (before its start,
 * or its prerequisite not rewarded), over (its cycle closed), or open.
 */
export function statusWithoutRow(input: {
  now: Date;
  startsAt: Date;
  closes: Date;
  prerequisiteMet: boolean;
}): 'NOT_STARTED' | 'NOT_ACCEPTED' | 'EXPIRED' {
  if (input.now < input.startsAt) return 'NOT_STARTED';
  if (input.now >= input.closes) return 'EXPIRED';
  if (!input.prerequisiteMet) return 'NOT_STARTED';
  return 'NOT_ACCEPTED';
}

/** The figure a condition counts out of what was measured: the largest single one, the sum, or days. */
export function measure(
  kind: MissionConditionKind,
  figures: { deposits: { sum: number; max: number }; stakes: { sum: number; max: number }; checkIns: number },
): number {
  switch (kind) {
    case 'DAILY_CHECK_IN':
      return figures.checkIns;
    case 'DEPOSIT_AMOUNT':
      return figures.deposits.max;
    case 'TOTAL_DEPOSIT_AMOUNT':
      return figures.deposits.sum;
    case 'BET_AMOUNT':
      return figures.stakes.max;
    case 'TOTAL_BET_AMOUNT':
      return figures.stakes.sum;
  }
}

/** A row as the evaluation sees it. */
export interface RowState {
  status: 'IN_PROGRESS' | 'COMPLETED' | 'COMPLETED_REWARDED' | 'EXPIRED';
  progress: number;
  target: number;
  deadline: Date;
  completedAt: Date | null;
  claimUntil: Date | null;
  expiredAt: Date | null;
}

/**
 * The row brought up to `now`, given what was measured between its acceptance and min(now, deadline):
 * IN_PROGRESS → COMPLETED when the target is reached, IN_PROGRESS → EXPIRED when the deadline passed
 * unmet, COMPLETED → EXPIRED when its claim window passed unclaimed. Nothing else moves.
 */
export function advance(row: RowState, measured: number, now: Date, claimHours: number): RowState {
  let next = row;
  if (next.status === 'IN_PROGRESS') {
    const progress = Math.max(0, Math.min(measured, next.target));
    if (progress >= next.target) {
      const completedAt = now < next.deadline ? now : next.deadline;
      next = {
        ...next,
        status: 'COMPLETED',
        progress,
        completedAt,
        claimUntil: claimUntilOf(next.deadline, claimHours),
      };
    } else if (now >= next.deadline) {
      next = { ...next, status: 'EXPIRED', progress, expiredAt: next.deadline };
    } else next = { ...next, progress };
  }
  if (next.status === 'COMPLETED' && next.claimUntil && now >= next.claimUntil)
    next = { ...next, status: 'EXPIRED', expiredAt: next.claimUntil };
  return next;
}

/** `nguyenvan9` → `ng***9`: the first two and the last character. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
