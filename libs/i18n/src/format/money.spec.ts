import { floorTo2, formatJackpot, formatMoney, formatNumber } from './money';

describe('number formatting (spec §9)', () => {
  it.each([
    [1234, '1,234'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.56'],
    [1234.999, '1,234.99'],
    [0.1 + 0.2, '0.3'],
    ['2500000', '2,500,000'],
    [Number.NaN, '0'],
    [0, '0'],
    [1_000_000, '1,000,000'],
    [2_000_000_000, '2,000,000,000'],
    [123_456_789_012.07, '123,456,789,012.07'],
    [0.05, '0.05'],
    [-1234.5, '-1,234.5'],
    [-0.001, '-0.01'],
  ])('%p → %s', (value, text) => expect(formatNumber(value)).toBe(text));

  it('floors to two decimals without floating-point surprises', () => {
    expect(floorTo2(1.005)).toBe(1);
    expect(floorTo2(2.675)).toBe(2.67);
    expect(floorTo2(0.29)).toBe(0.29);
  });
});

describe('money', () => {
  it.each([
    [2_000_000_000, '2,000,000,000 ₫'],
    [20_000_000, '20,000,000 ₫'],
    [5_000_000, '5,000,000 ₫'],
    [1234.567, '1,234.56 ₫'],
    ['50000', '50,000 ₫'],
  ])('%p → %s', (value, text) => expect(formatMoney(value)).toBe(text));
});

describe('jackpot figures', () => {
  it.each([
    [1_234_567_890, '1.23 tỷ'],
    [12_500_000_000, '12.5 tỷ'],
    [999_999_999.4, '1 tỷ'],
    [12_345_678, '12.34 tr'],
    [1_000_000, '1 tr'],
    [15_000, '15k'],
    [999.2, '1k'],
    [999, '999'],
    ['2500000.01', '2.5 tr'],
    [0, '0'],
    [-5, '0'],
  ])('%p → %s', (value, text) => expect(formatJackpot(value)).toBe(text));
});
