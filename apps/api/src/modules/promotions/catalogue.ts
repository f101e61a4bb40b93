import {
  BONUS_VALID_DAYS,
  CASHBACK_CREDIT_TIME,
  GAME_SECTION_NAMES,
  PROMOTION_PRODUCTS,
  type PromotionKind,
  type PromotionProduct,
  type PromotionProductRule,
} from '@xc/api-contract';
import { bonusFor, requirementFor } from './rules';

/** A promotion's figures (a row of `promotions` without its brand, ids and times). */
export interface PromotionFigures {
  code: string;
  kind: PromotionKind;
  title: string;
  percent: number | null;
  rounds: number | null;
  /** null: the brand's cap (`maxFirstDepositBonus` of @xc/brand/tenants). */
  maxBonus: number | null;
  minDeposit: number | null;
  validDays: number | null;
  products: PromotionProductRule[];
  terms: string[];
}

/** The smallest first deposit that takes a seeded bonus. */
export const SEEDED_MIN_DEPOSIT = 100_000;

/**
 * How much of a settled stake counts toward a seeded bonus's wagering, by product: games of the
 * portal, lottery and sports whole; live casino a fifth (low house edge: even-money bets on both
 * sides would otherwise clear a requirement at almost no risk); cockfighting half (two-sided too).
 */
export const SEEDED_WEIGHTS: Record<PromotionProduct, number> = {
  'cong-game': 100,
  'live-casino': 20,
  'the-thao': 100,
  'lo-de': 100,
  'da-ga': 50,
};

const weights = (table: Record<PromotionProduct, number>): PromotionProductRule[] =>
  PROMOTION_PRODUCTS.map((product) => ({ product, weightPercent: table[product], rateBp: 0 }));
const rates = (table: Partial<Record<PromotionProduct, number>>): PromotionProductRule[] =>
  PROMOTION_PRODUCTS.filter((product) => (table[product] ?? 0) > 0).map((product) => ({
    product,
    weightPercent: 0,
    rateBp: table[product] ?? 0,
  }));

/**
 * The spec's six, on every brand: two first-deposit bonuses capped at the brand's maximum, and four
 * unlimited daily cashbacks, each on its own products (so no product is paid twice).
 */
export const SEEDED_PROMOTIONS: readonly PromotionFigures[] = [
  {
    code: 'khuyen-mai-100',
    kind: 'first_deposit',
    title: 'Thưởng 100% nạp đầu',
    percent: 100,
    rounds: 20,
    maxBonus: null,
    minDeposit: SEEDED_MIN_DEPOSIT,
    validDays: BONUS_VALID_DAYS,
    products: weights(SEEDED_WEIGHTS),
    terms: [],
  },
  {
    code: 'khuyen-mai-50',
    kind: 'first_deposit',
    title: 'Thưởng 50% nạp đầu',
    percent: 50,
    rounds: 15,
    maxBonus: null,
    minDeposit: SEEDED_MIN_DEPOSIT,
    validDays: BONUS_VALID_DAYS,
    products: weights(SEEDED_WEIGHTS),
    terms: [],
  },
  {
    code: 'hoan-tra-135',
    kind: 'cashback',
    title: 'Hoàn trả thể thao 1.35% không giới hạn',
    percent: null,
    rounds: null,
    maxBonus: null,
    minDeposit: null,
    validDays: null,
    products: rates({ 'the-thao': 135 }),
    terms: [],
  },
  {
    code: 'hoan-tra-14',
    kind: 'cashback',
    title: 'Hoàn trả live casino 1.4% không giới hạn',
    percent: null,
    rounds: null,
    maxBonus: null,
    minDeposit: null,
    validDays: null,
    products: rates({ 'live-casino': 140 }),
    terms: [],
  },
  {
    code: 'hoan-tra-145',
    kind: 'cashback',
    title: 'Hoàn trả lô đề và đá gà 1.45% không giới hạn',
    percent: null,
    rounds: null,
    maxBonus: null,
    minDeposit: null,
    validDays: null,
    products: rates({ 'lo-de': 145, 'da-ga': 145 }),
    terms: [],
  },
  {
    code: 'hoan-tra-15',
    kind: 'cashback',
    title: 'Hoàn trả cổng game 1.5% không giới hạn',
    percent: null,
    rounds: null,
    maxBonus: null,
    minDeposit: null,
    validDays: null,
    products: rates({ 'cong-game': 150 }),
    terms: [],
  },
];

const vnd = (amount: number): string => `${amount.toLocaleString('en-US')} VND`;
/** 150 → "1.5%", 135 → "1.35%". */
export const percentOfBp = (bp: number): string =>
  `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
const productName = (product: PromotionProduct): string => GAME_SECTION_NAMES[product];

/**
 * The rules a player is bound by, one per line, written from the figures (and the brand's cap), so
 * what the page says is what the engine does; the operator's own lines follow.
 */
export function termsOf(promotion: PromotionFigures, brandCap: number): string[] {
  const lines =
    promotion.kind === 'first_deposit' ? firstDepositTerms(promotion, brandCap) : cashbackTerms(promotion);
  return [...lines, ...promotion.terms];
}

function firstDepositTerms(promotion: PromotionFigures, brandCap: number): string[] {
  const percent = promotion.percent ?? 0;
  const rounds = promotion.rounds ?? 0;
  const cap = promotion.maxBonus ?? brandCap;
  const min = promotion.minDeposit ?? 0;
  const example = Math.max(1_000_000, min);
  const exampleBonus = bonusFor(example, percent, cap);
  const counted = promotion.products.filter((rule) => rule.weightPercent > 0);
  const uncounted = PROMOTION_PRODUCTS.filter((product) => !counted.some((rule) => rule.product === product));
  return [
    `Thưởng ${percent}% khoản nạp đầu tiên, tối đa ${vnd(cap)}.`,
    ...(min > 0 ? [`Khoản nạp tối thiểu để nhận thưởng: ${vnd(min)}.`] : []),
    `Yêu cầu cược: (tiền nạp + tiền thưởng) × ${rounds} vòng. Ví dụ: nạp ${vnd(example)} nhận ${vnd(exampleBonus)} tiền thưởng, cần cược ${vnd(requirementFor(example, exampleBonus, rounds))}.`,
    `Tiền cược được tính theo sản phẩm: ${counted.map((rule) => `${productName(rule.product)} ${rule.weightPercent}%`).join(', ')}${uncounted.length > 0 ? `; không tính ${uncounted.map(productName).join(', ')}` : ''}.`,
    'Chỉ tính tiền cược của các ván đã có kết quả trong thời hạn khuyến mãi.',
    `Thời hạn: ${promotion.validDays ?? BONUS_VALID_DAYS} ngày kể từ khi nhận thưởng.`,
    'Chỉ áp dụng cho lần nạp tiền đầu tiên, chọn khuyến mãi khi nạp; mỗi tài khoản chỉ có một khuyến mãi đang thực hiện tại một thời điểm.',
    'Không thể rút tiền cho đến khi hoàn thành yêu cầu cược; khi hoàn thành, tiền thưởng trở thành tiền mặt và mọi hạn chế kết thúc.',
    'Khi hết hạn hoặc khi bạn hủy khuyến mãi: thu hồi tiền thưởng và phần tiền thắng tương ứng, bằng số dư × tiền thưởng ÷ (tiền thưởng + tiền nạp), không bao giờ thu hồi xuống dưới số tiền bạn đã nạp.',
    'Tài khoản bị khóa hoặc đang tự loại trừ không được nhận khuyến mãi.',
  ];
}

function cashbackTerms(promotion: PromotionFigures): string[] {
  const paid = promotion.products.filter((rule) => rule.rateBp > 0);
  return [
    `Hoàn trả mỗi ngày, không giới hạn: ${paid.map((rule) => `${productName(rule.product)} ${percentOfBp(rule.rateBp)}`).join(', ')} tổng tiền cược.`,
    'Tính trên tiền cược của các ván đã có kết quả trong ngày (giờ Việt Nam, từ 00:00 đến 24:00).',
    `Tiền hoàn trả = tổng cược × tỷ lệ, cộng tự động vào ví lúc ${CASHBACK_CREDIT_TIME} ngày hôm sau; không có yêu cầu cược riêng.`,
    'Mỗi sản phẩm chỉ nhận một mức hoàn trả: mức cao nhất trong các chương trình hoàn trả đang áp dụng.',
    'Tài khoản bị khóa hoặc đang tự loại trừ không được nhận hoàn trả.',
  ];
}

/** A mission's bonus (grantBonus) counts stakes with the first-deposit bonuses' weights. */
export const MISSION_BONUS_PRODUCTS: readonly PromotionProductRule[] = weights(SEEDED_WEIGHTS);
