import { percentOfBp, percentOfTenThousand, vietnamDay, vietnamEnd, vietnamTime } from './format';

describe('figures and Vietnam times', () => {
  it('writes moments in Vietnam time whatever the zone, and a midnight end as the whole day before', () => {
    expect(vietnamTime('2026-11-30T17:00:00.000Z')).toBe('01/12/2026 00:00');
    expect(vietnamEnd('2026-11-30T17:00:00.000Z')).toBe('hết ngày 30/11/2026');
    expect(vietnamEnd('2026-11-30T17:30:00.000Z')).toBe('01/12/2026 00:30');
    expect(vietnamDay(Date.parse('2026-11-30T16:59:59.000Z'))).toBe('2026-11-30');
    expect(vietnamDay(Date.parse('2026-11-30T17:00:00.000Z'))).toBe('2026-12-01');
  });

  it('writes rates like every figure of the site (en-US, two decimals at most)', () => {
    expect(percentOfBp(158)).toBe('1.58');
    expect(percentOfBp(500)).toBe('5');
    expect(percentOfTenThousand(50)).toBe('0.5');
  });
});
