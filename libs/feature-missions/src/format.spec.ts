import { rewardText, timeLeft, vietnamTime, vnd } from './format';

describe('mission texts', () => {
  it('write the reward with en-US grouping, a bonus with its rounds', () => {
    expect(vnd(1_250_000)).toBe('1,250,000 VND');
    expect(rewardText({ kind: 'cash', amount: 10_000, rounds: null })).toBe('Thưởng 10,000 VND');
    expect(rewardText({ kind: 'bonus', amount: 50_000, rounds: 5 })).toBe(
      'Thưởng 50,000 VND tiền khuyến mãi, cược 5 vòng',
    );
  });

  it('write what is left in days, hours and minutes, and nothing once passed', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(timeLeft(at(2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000), now)).toBe('2 ngày 3 giờ');
    expect(timeLeft(at(86_400_000), now)).toBe('1 ngày');
    expect(timeLeft(at(5 * 3_600_000 + 12 * 60_000), now)).toBe('5 giờ 12 phút');
    expect(timeLeft(at(12 * 60_000 + 30_000), now)).toBe('12 phút');
    expect(timeLeft(at(10_000), now)).toBe('1 phút');
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-1), now)).toBeNull();
  });

  it('write a moment in Vietnam time', () => {
    expect(vietnamTime('2026-01-01T17:05:00Z')).toBe('00:05 02/01/2026');
  });
});
