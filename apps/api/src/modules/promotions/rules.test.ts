import {
  addDays,
  bonusFor,
  cashbackOf,
  cashbackRates,
  dayWindow,
  forfeitOf,
  isDay,
  mulDiv,
  requirementFor,
  vietnamDay,
  wageredFrom,
} from './rules';
import { SEEDED_PROMOTIONS, SEEDED_WEIGHTS } from './catalogue';
import { PROMOTION_PRODUCTS } from '@xc/api-contract';

const weights = PROMOTION_PRODUCTS.map((product) => ({
  product,
  weightPercent: SEEDED_WEIGHTS[product],
  rateBp: 0,
}));

describe('the bonus arithmetic', () => {
  it('gives percent of the deposit, at most the cap, and asks (deposit + bonus) × rounds', () => {
    expect(bonusFor(1_000_000, 100, 9_000_000)).toBe(1_000_000);
    expect(bonusFor(15_000_000, 100, 9_000_000)).toBe(9_000_000);
    expect(bonusFor(333_333, 50, 20_000_000)).toBe(166_666);
    expect(requirementFor(1_000_000, 1_000_000, 20)).toBe(40_000_000);
    expect(requirementFor(40_000_000, 20_000_000, 15)).toBe(900_000_000);
  });

  it('counts weighted settled stakes per product, floored, capped at the requirement', () => {
    const stakes = [
      { product: 'cong-game' as const, stake: 100_001 },
      { product: 'live-casino' as const, stake: 100_003 },
      { product: 'da-ga' as const, stake: 3 },
      { product: null, stake: 1_000_000 },
    ];
    // 100 001 + floor(20 000.6) + floor(1.5); the removed game's stakes count nothing
    expect(wageredFrom(stakes, weights, 10_000_000)).toBe(100_001 + 20_000 + 1);
    expect(wageredFrom(stakes, weights, 50_000)).toBe(50_000);
    expect(wageredFrom([], weights, 1)).toBe(0);
  });

  it('forfeits the bonus share of the balance, never below the own money', () => {
    // deposit 1M, bonus 1M, balance 3M: half is the bonus's
    expect(forfeitOf({ balance: 3_000_000, bonus: 1_000_000, own: 1_000_000 })).toEqual({
      forfeit: 1_500_000,
      keep: 1_500_000,
    });
    // lost most of it: what is left above the own money only
    expect(forfeitOf({ balance: 1_200_000, bonus: 1_000_000, own: 1_000_000 })).toEqual({
      forfeit: 200_000,
      keep: 1_000_000,
    });
    expect(forfeitOf({ balance: 700_000, bonus: 1_000_000, own: 1_000_000 })).toEqual({ forfeit: 0, keep: 700_000 });
    expect(forfeitOf({ balance: 0, bonus: 5, own: 5 })).toEqual({ forfeit: 0, keep: 0 });
    // 1 VND short of a round share: floored
    expect(forfeitOf({ balance: 1_000_001, bonus: 1, own: 2 }).forfeit).toBe(333_333);
    // beyond 2^53 in the product, still exact
    expect(mulDiv(9_000_000_000_000, 20_000_000, 40_000_000)).toBe(4_500_000_000_000);
  });

  it('knows Vietnam days (UTC+7)', () => {
    expect(vietnamDay(new Date('2026-03-01T16:59:59.999Z'))).toBe('2026-03-01');
    expect(vietnamDay(new Date('2026-03-01T17:00:00.000Z'))).toBe('2026-03-02');
    expect(dayWindow('2026-03-02')).toEqual({
      from: new Date('2026-03-01T17:00:00.000Z'),
      to: new Date('2026-03-02T17:00:00.000Z'),
    });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });

  it('pays cashback per product at the highest covering rate, floored, summed, uncapped', () => {
    const rates = cashbackRates([
      ...SEEDED_PROMOTIONS.filter((promotion) => promotion.kind === 'cashback'),
      { code: 'hoan-tra-vip', products: [{ product: 'cong-game', weightPercent: 0, rateBp: 200 }] },
      { code: 'hoan-tra-thap', products: [{ product: 'the-thao', weightPercent: 0, rateBp: 100 }] },
    ]);
    expect(rates.get('cong-game')).toEqual({ promotionCode: 'hoan-tra-vip', rateBp: 200 });
    expect(rates.get('the-thao')).toEqual({ promotionCode: 'hoan-tra-135', rateBp: 135 });
    const paid = cashbackOf(
      [
        { product: 'the-thao', stake: 1_000_099 },
        { product: 'cong-game', stake: 10_000_000_000 },
        { product: null, stake: 5_000_000 },
      ],
      rates,
    );
    expect(paid).toEqual({
      turnover: 10_001_000_099,
      amount: 13_501 + 200_000_000,
      products: [
        { product: 'cong-game', promotionCode: 'hoan-tra-vip', turnover: 10_000_000_000, rateBp: 200, amount: 200_000_000 },
        { product: 'the-thao', promotionCode: 'hoan-tra-135', turnover: 1_000_099, rateBp: 135, amount: 13_501 },
      ],
    });
  });
});
