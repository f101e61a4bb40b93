import type { Fixture } from '@xc/api-contract';
import { createHash } from 'node:crypto';

const DAY = 24 * 60 * 60_000;
/** Vietnam is UTC+7 all year. */
const VIETNAM_MS = 7 * 60 * 60_000;

const TEAMS = [
  'Sao Vàng',
  'Rồng Xanh',
  'Hải Đăng',
  'Sông Hồng',
  'Phương Nam',
  'Cao Nguyên',
  'Biển Đông',
  'Tây Đô',
  'Núi Ngọc',
  'Đồng Bằng',
  'Thăng Long',
  'Hoàng Sa',
  'Trường Sơn',
  'Cửu Long',
  'Bạch Đằng',
  'Lam Sơn',
] as const;
const LEAGUES = ['Giải Vô địch Demo', 'Cúp Sen Vàng', 'Giải Hạng Nhất Demo', 'Siêu Cúp Demo'] as const;
/** Kick-off times, Vietnam time. */
const KICK_OFFS = ['18:00', '19:30', '21:00', '23:45'] as const;
const MARGIN = 1.05;

const unit = (seed: string, index: number): number => {
  const digest = createHash('sha256').update(`${seed}:${index}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
};
const oddsOf = (probability: number): number =>
  Math.max(1.05, Math.round(100 / (probability * MARGIN)) / 100);

/** The demo fixture list: four matches a day, the same for everybody on the same day. */
export function fixtures(now: Date, days: number): Fixture[] {
  const startOfDay = Math.floor((now.getTime() + VIETNAM_MS) / DAY) * DAY - VIETNAM_MS;
  const list: Fixture[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = new Date(startOfDay + day * DAY + VIETNAM_MS).toISOString().slice(0, 10);
    KICK_OFFS.forEach((time, slot) => {
      const id = `${date.replaceAll('-', '')}-${slot + 1}`;
      const home = Math.floor(unit(id, 0) * TEAMS.length);
      const away = (home + 1 + Math.floor(unit(id, 1) * (TEAMS.length - 1))) % TEAMS.length;
      const pHome = 0.3 + unit(id, 2) * 0.25;
      const pDraw = 0.22 + unit(id, 3) * 0.08;
      list.push({
        id,
        sport: 'Bóng đá',
        league: LEAGUES[Math.floor(unit(id, 4) * LEAGUES.length)] ?? LEAGUES[0],
        home: TEAMS[home] ?? TEAMS[0],
        away: TEAMS[away] ?? TEAMS[1],
        startsAt: new Date(`${date}T${time}:00+07:00`).toISOString(),
        odds: { home: oddsOf(pHome), draw: oddsOf(pDraw), away: oddsOf(1 - pHome - pDraw) },
      });
    });
  }
  return list;
}

/** The markets a sports lobby offers: the next matches not kicked off more than two hours ago. */
export function openFixtures(now: Date, count = 6): Fixture[] {
  return fixtures(now, 3)
    .filter((fixture) => Date.parse(fixture.startsAt) > now.getTime() - 2 * 60 * 60_000)
    .slice(0, count);
}

export function findFixture(now: Date, id: string): Fixture | undefined {
  return openFixtures(now, 12).find((fixture) => fixture.id === id);
}
