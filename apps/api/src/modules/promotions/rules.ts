import type { PromotionProduct, PromotionProductRule } from '@xc/api-contract';

/**
 * The bonus engine's arithmetic, in integer VND, with nothing else in it (the service applies it;
 * rules.test.ts checks it). Products multiply through BigInt: a balance times a bonus passes 2^53.
 */

export const DAY_MS = 24 * 60 * 60_000;
const VIETNAM_OFFSET_MS = 7 * 60 * 60_000;

/** floor(a × b / c) for non-negative integers, exactly. */
export function mulDiv(a: number, b: number, c: number): number {
  if (c <= 0) throw new Error('mulDiv by zero');
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** The bonus of a first deposit: percent of it, at most the cap. */
export function bonusFor(deposit: number, percent: number, cap: number): number {
  return Math.min(mulDiv(deposit, percent, 100), cap);
}

/** (deposit + bonus) × rounds. */
export function requirementFor(deposit: number, bonus: number, rounds: number): number {
  return (deposit + bonus) * rounds;
}

/** Settled stakes of one product over a window (what bets' turnover gives, per product). */
export interface ProductStake {
  product: PromotionProduct | null;
  stake: number;
}

/**
 * The wagering done: Σ over products of floor(settled stake × weight / 100), never above the
 * requirement. A product without a weight (or a game since removed: no product) counts nothing.
 */
export function wageredFrom(
  stakes: readonly ProductStake[],
  rules: readonly PromotionProductRule[],
  requirement: number,
): number {
  const weights = new Map(rules.map((rule) => [rule.product, rule.weightPercent]));
  let total = 0;
  for (const row of stakes) {
    const weight = row.product ? (weights.get(row.product) ?? 0) : 0;
    if (weight > 0 && row.stake > 0) total += mulDiv(row.stake, weight, 100);
  }
  return Math.min(total, requirement);
}

/**
 * What expiry or cancelling takes back from a balance X: the bonus and the winnings attributable to
 * it, pro rata — attributable = floor(X × bonus / (bonus + own)) — and never below the player's own
 * money: forfeit = min(attributable, max(0, X − own)). `own` = the first deposit plus the deposits
 * credited while the bonus ran.
 */
export function forfeitOf(input: { balance: number; bonus: number; own: number }): {
  forfeit: number;
  keep: number;
} {
  const balance = Math.max(0, input.balance);
  const attributable = mulDiv(balance, input.bonus, input.bonus + input.own);
  const forfeit = Math.min(attributable, Math.max(0, balance - input.own));
  return { forfeit, keep: balance - forfeit };
}

/** The Vietnam day (YYYY-MM-DD, UTC+7, no daylight saving) of an instant. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) of a Vietnam day. */
export function dayWindow(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+07:00`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

export function addDays(day: string, days: number): string {
  return vietnamDay(new Date(dayWindow(day).from.getTime() + days * DAY_MS));
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && vietnamDay(dayWindow(text).from) === text;
}

/** Which cashback promotion pays a product: the highest rate among the active ones covering it. */
export interface CashbackRate {
  promotionCode: string;
  rateBp: number;
}

export function cashbackRates(
  promotions: ReadonlyArray<{ code: string; products: readonly PromotionProductRule[] }>,
): Map<PromotionProduct, CashbackRate> {
  const rates = new Map<PromotionProduct, CashbackRate>();
  for (const promotion of promotions) {
    for (const rule of promotion.products) {
      if (rule.rateBp <= 0) continue;
      const best = rates.get(rule.product);
      if (!best || rule.rateBp > best.rateBp)
        rates.set(rule.product, { promotionCode: promotion.code, rateBp: rule.rateBp });
    }
  }
  return rates;
}

export interface CashbackLine {
  product: PromotionProduct;
  promotionCode: string;
  turnover: number;
  rateBp: number;
  amount: number;
}

/** One player's cashback on a day's stakes: floor(turnover × rate / 10 000) per product, summed; no cap. */
export function cashbackOf(
  stakes: readonly ProductStake[],
  rates: ReadonlyMap<PromotionProduct, CashbackRate>,
): { turnover: number; amount: number; products: CashbackLine[] } {
  const byProduct = new Map<PromotionProduct, number>();
  for (const row of stakes) {
    if (!row.product || !rates.has(row.product) || row.stake <= 0) continue;
    byProduct.set(row.product, (byProduct.get(row.product) ?? 0) + row.stake);
  }
  const products: CashbackLine[] = [];
  for (const [product, turnover] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const rate = rates.get(product);
    if (!rate) continue;
    products.push({ product, ...rate, turnover, amount: mulDiv(turnover, rate.rateBp, 10_000) });
  }
  return {
    turnover: products.reduce((sum, line) => sum + line.turnover, 0),
    amount: products.reduce((sum, line) => sum + line.amount, 0),
    products,
  };
}
