import { estimateDays, missionEstimates } from './estimates';

/** A moment given in Vietnam time (UTC+7). */
const vietnam = (iso: string) => Date.parse(`${iso}+07:00`);

describe('the estimated mission figures (spec §9)', () => {
  it('count whole Vietnam days from 1 September 2025', () => {
    expect(estimateDays(vietnam('2025-09-01T00:00:00'))).toBe(0);
    expect(estimateDays(vietnam('2025-09-01T23:59:59'))).toBe(0);
    expect(estimateDays(vietnam('2025-09-02T00:00:00'))).toBe(1);
    expect(estimateDays(vietnam('2025-10-01T12:00:00'))).toBe(30);
    // 17:00 UTC on 1 September is already 2 September in Vietnam.
    expect(estimateDays(Date.parse('2025-09-01T17:00:00Z'))).toBe(1);
    expect(estimateDays(Date.parse('2025-09-01T16:59:59Z'))).toBe(0);
  });

  it('never go below day 0 before the start', () => {
    expect(estimateDays(vietnam('2025-08-15T10:00:00'))).toBe(0);
    expect(missionEstimates(vietnam('2024-01-01T10:00:00'), 'daily')).toEqual({
      days: 0,
      totalReward: 350_000,
      riders: 4_000,
    });
  });

  it('grow 15,000 a day on the daily tab and 30,000 on the others; riders 300 a day', () => {
    const at = vietnam('2025-09-11T08:00:00');
    expect(missionEstimates(at, 'daily')).toEqual({ days: 10, totalReward: 500_000, riders: 7_000 });
    expect(missionEstimates(at, 'guide')).toEqual({ days: 10, totalReward: 700_000, riders: 7_000 });
    expect(missionEstimates(at, 'accumulated')).toEqual({ days: 10, totalReward: 700_000, riders: 7_000 });
  });
});
