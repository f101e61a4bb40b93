import { advance, cycleAt, dayStart, deadlineOf, maskUsername, vietnamDay } from './rules';

const daily = {
  type: 'DAILY' as const,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
  durationHours: null,
  claimHours: 24,
};

describe('the missions’ time rules', () => {
  it('a Vietnam day runs from 17:00 UTC the day before', () => {
    expect(vietnamDay(new Date('2026-03-01T16:59:59.999Z'))).toBe('2026-03-01');
    expect(vietnamDay(new Date('2026-03-01T17:00:00.000Z'))).toBe('2026-03-02');
    expect(dayStart('2026-03-02').toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(cycleAt(daily, new Date('2026-03-01T16:59:00Z'))).toEqual({
      cycle: '2026-03-01',
      opens: new Date('2026-02-28T17:00:00Z'),
      closes: new Date('2026-03-01T17:00:00Z'),
    });
  });

  it('a PERIOD countdown from acceptance never passes the mission’s end', () => {
    const period = {
      ...daily,
      type: 'PERIOD' as const,
      endsAt: new Date('2026-03-10T00:00:00Z'),
      durationHours: 48,
    };
    const closes = cycleAt(period, new Date('2026-03-01T00:00:00Z')).closes;
    expect(deadlineOf(period, closes, new Date('2026-03-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-03T00:00:00.000Z',
    );
    expect(deadlineOf(period, closes, new Date('2026-03-09T00:00:00Z')).toISOString()).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });

  it('advances only along the allowed moves', () => {
    const row = {
      status: 'IN_PROGRESS' as const,
      progress: 0,
      target: 100,
      deadline: new Date('2026-03-02T00:00:00Z'),
      completedAt: null,
      claimUntil: null,
      expiredAt: null,
    };
    const now = new Date('2026-03-01T12:00:00Z');
    expect(advance(row, 40, now, 24)).toMatchObject({ status: 'IN_PROGRESS', progress: 40 });
    const done = advance(row, 150, now, 24);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      completedAt: now,
      claimUntil: new Date('2026-03-03T00:00:00Z'),
    });
    expect(advance(done, 0, new Date('2026-03-03T00:00:00Z'), 24)).toMatchObject({
      status: 'EXPIRED',
      progress: 100,
    });
    expect(advance(row, 40, new Date('2026-03-02T00:00:00Z'), 24)).toMatchObject({
      status: 'EXPIRED',
      expiredAt: row.deadline,
    });
    const rewarded = { ...done, status: 'COMPLETED_REWARDED' as const };
    expect(advance(rewarded, 0, new Date('2027-01-01T00:00:00Z'), 24)).toBe(rewarded);
  });

  it('masks names as ng***9', () => {
    expect(maskUsername('nguyenvan9')).toBe('ng***9');
    expect(maskUsername('abc')).toBe('a***');
  });
});
