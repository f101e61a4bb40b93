import * as z from 'zod/mini';
import { GAME_SECTIONS, type GameSection } from './games';
import { requestIdSchema } from './cashier';

/**
 * Promotions that pay (issue 15): first-deposit bonuses with wagering, and unlimited daily cashback.
 * Promotions are data per brand (seeded with the spec's, edited by the operator CLI); these lists are
 * stored by the API (its CHECKs come from them) and the messages are what the client shows.
 */

export const PROMOTION_KINDS = ['first_deposit', 'cashback'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The seeded promotions' codes (the slugs of their pages under /khuyen-mai). */
export const FIRST_DEPOSIT_PROMOTION_CODES = ['khuyen-mai-100', 'khuyen-mai-50'] as const;
export type FirstDepositPromotionCode = (typeof FIRST_DEPOSIT_PROMOTION_CODES)[number];
export const CASHBACK_PROMOTION_CODES = ['hoan-tra-135', 'hoan-tra-14', 'hoan-tra-145', 'hoan-tra-15'] as const;

/** A promotion code: a page slug (lower case letters, digits, hyphens). */
export const PROMOTION_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** Products whose stakes count (the lobbies of the site). */
export const PROMOTION_PRODUCTS = GAME_SECTIONS;
export type PromotionProduct = GameSection;

/**
 * active (wagering under way) → completed (the bonus became cash) | expired (30 days passed:
 * forfeited) | cancelled (the player gave it up: forfeited).
 */
export const BONUS_STATUSES = ['active', 'completed', 'expired', 'cancelled'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const BONUS_STATUS_NAMES: Record<BonusStatus, string> = {
  active: 'Đang thực hiện',
  completed: 'Đã hoàn thành',
  expired: 'Hết hạn',
  cancelled: 'Đã hủy',
};

/** Spec §9: a first-deposit bonus is valid 30 days. */
export const BONUS_VALID_DAYS = 30;

export const PROMOTION_ERROR_CODES = {
  promotionNotFound: 'PROMOTION_NOT_FOUND',
  notFirstDeposit: 'PROMOTION_NOT_FIRST_DEPOSIT',
  bonusActive: 'BONUS_ALREADY_ACTIVE',
  bonusNotFound: 'BONUS_NOT_FOUND',
  bonusNotActive: 'BONUS_NOT_ACTIVE',
  roundOpen: 'BONUS_ROUND_OPEN',
  /** A cancel that would take back more than the figure the player confirmed (a credit arrived since). */
  forfeitChanged: 'BONUS_FORFEIT_CHANGED',
  wageringIncomplete: 'BONUS_WAGERING_INCOMPLETE',
  notEligible: 'PROMOTION_NOT_ELIGIBLE',
  /** A deposit below the promotion's minimum (refused when the voucher is made). */
  belowMinDeposit: 'PROMOTION_BELOW_MIN_DEPOSIT',
} as const;

const vnd = (amount: number) => `${amount.toLocaleString('en-US')} VND`;

export const PROMOTION_MESSAGES = {
  promotionNotFound: 'Khuyến mãi không tồn tại hoặc đã kết thúc',
  notFirstDeposit: 'Khuyến mãi nạp đầu chỉ áp dụng cho lần nạp tiền đầu tiên',
  bonusActive: 'Bạn đang có một khuyến mãi chưa hoàn thành',
  bonusNotFound: 'Không tìm thấy khuyến mãi của bạn',
  bonusNotActive: 'Khuyến mãi này đã kết thúc',
  /** A cancel while a stake is still in play (its outcome is part of what is forfeited). */
  roundOpen: 'Bạn đang có ván cược chưa kết thúc. Vui lòng chờ ván cược kết thúc rồi hủy khuyến mãi',
  forfeitChanged:
    'Số tiền bị thu hồi đã thay đổi kể từ khi bạn xem. Vui lòng xem lại số tiền mới rồi xác nhận hủy khuyến mãi',
  forfeitInvalid: 'Số tiền bị thu hồi không hợp lệ',
  /** A withdrawal while the wagering is incomplete: how much is left to bet. */
  wageringIncomplete: (remaining: number) =>
    `Bạn cần cược thêm ${vnd(remaining)} để hoàn thành vòng cược khuyến mãi trước khi rút tiền`,
  notEligible: 'Tài khoản của bạn hiện không được nhận khuyến mãi',
  bonusIdInvalid: 'Khuyến mãi không hợp lệ',
  cancelled: 'Đã hủy khuyến mãi',
  belowMinDeposit: (min: number) => `Khoản nạp tối thiểu để nhận khuyến mãi này là ${vnd(min)}`,
  /** The note a credited deposit carries when its promotion choice could not be applied (and why). */
  notApplied: (reason: string) => `Khuyến mãi không được áp dụng: ${reason}`,
} as const;

/** A cashback run pays the previous Vietnam day's turnover at this time of day (Asia/Ho_Chi_Minh). */
export const CASHBACK_CREDIT_TIME = '00:15';

export const promotionProductRuleSchema = z.object({
  product: z.enum(PROMOTION_PRODUCTS),
  /**
   * First deposit: how much of a settled stake counts toward the wagering (percent, 0–100).
   * Cashback: the rate paid on the product's valid turnover, in basis points (150 = 1.5 %).
   */
  weightPercent: z.int(),
  rateBp: z.int(),
});
export type PromotionProductRule = z.infer<typeof promotionProductRuleSchema>;

/** A promotion as the site shows it: every rule the player is bound by, in figures. */
export const promotionSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  /** First deposit: the bonus as a percent of the deposit. */
  percent: z.nullable(z.int()),
  /** First deposit: wagering rounds, the requirement being (deposit + bonus) × rounds. */
  rounds: z.nullable(z.int()),
  /** First deposit: the largest bonus on this brand (VND). */
  maxBonus: z.nullable(z.int()),
  /** First deposit: the smallest deposit that takes it (VND). */
  minDeposit: z.nullable(z.int()),
  validDays: z.nullable(z.int()),
  /** Per product: the weight of a stake (first deposit) or the cashback rate. */
  products: z.array(promotionProductRuleSchema),
  /** The terms, one rule per line, as the player reads them. */
  terms: z.array(z.string()),
  active: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListResponseSchema = z.object({ data: z.array(promotionSchema) });

/** Where a bonus came from: a first deposit's promotion, or a claimed mission's reward (issue 16). */
export const BONUS_SOURCES = ['first_deposit', 'mission'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const bonusSchema = z.object({
  id: z.int(),
  /** For a mission's bonus: the mission's code and title. */
  promotionCode: z.string(),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  source: z.enum(BONUS_SOURCES),
  /**
   * The bonus credited (VND), and the player's own money it started with: the first deposit that took
   * it, or for a mission's bonus the balance at the grant (which never counts in its requirement).
   */
  deposit: z.int(),
  bonus: z.int(),
  rounds: z.int(),
  /** (deposit + bonus) × rounds; a mission's bonus: bonus × rounds. */
  requirement: z.int(),
  /** Weighted settled stakes since it started (never above the requirement). */
  wagered: z.int(),
  remaining: z.int(),
  /** The weights it was granted with. */
  products: z.array(promotionProductRuleSchema),
  startedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.nullable(z.string()),
  /** Taken back when it expired or was cancelled (bonus and winnings attributable to it). */
  forfeited: z.nullable(z.int()),
});
export type Bonus = z.infer<typeof bonusSchema>;

/** What cancelling the active bonus would take back now, for the confirm step. */
export const forfeitPreviewSchema = z.object({
  bonusId: z.int(),
  balance: z.int(),
  /** The bonus still held and the winnings attributed to it, taken back. */
  forfeit: z.int(),
  /** What stays in the wallet (never below the player's own deposits). */
  keep: z.int(),
});
export type ForfeitPreview = z.infer<typeof forfeitPreviewSchema>;
export const forfeitPreviewResponseSchema = z.object({ data: forfeitPreviewSchema });

export const cashbackProductSchema = z.object({
  product: z.enum(PROMOTION_PRODUCTS),
  promotionCode: z.string(),
  turnover: z.int(),
  rateBp: z.int(),
  amount: z.int(),
});
export const cashbackCreditSchema = z.object({
  /** The Vietnam day (YYYY-MM-DD) whose turnover was paid. */
  day: z.string(),
  turnover: z.int(),
  amount: z.int(),
  products: z.array(cashbackProductSchema),
  creditedAt: z.string(),
});
export type CashbackCredit = z.infer<typeof cashbackCreditSchema>;

export const playerPromotionsSchema = z.object({
  active: z.nullable(bonusSchema),
  /** Ended bonuses, newest first. */
  past: z.array(bonusSchema),
  /** Whether the next deposit may still take a first-deposit bonus. */
  firstDepositAvailable: z.boolean(),
  cashback: z.object({
    /** Accrued today so far (Vietnam day), paid by tomorrow's run. */
    today: z.object({ day: z.string(), turnover: z.int(), amount: z.int(), products: z.array(cashbackProductSchema) }),
    /** Credits paid, newest first (the last 30). */
    credits: z.array(cashbackCreditSchema),
  }),
});
export type PlayerPromotions = z.infer<typeof playerPromotionsSchema>;
export const playerPromotionsResponseSchema = z.object({ data: playerPromotionsSchema });

export const cancelBonusRequestSchema = z.object({
  bonusId: z
    .int({ error: PROMOTION_MESSAGES.bonusIdInvalid })
    .check(z.positive(PROMOTION_MESSAGES.bonusIdInvalid), z.maximum(2_147_483_647, PROMOTION_MESSAGES.bonusIdInvalid)),
  requestId: requestIdSchema,
  /**
   * What the confirm step told the player would be taken back (the preview's `forfeit`): the cancel
   * is refused (409 BONUS_FORFEIT_CHANGED) when it would now take more. Without it, the forfeit as it
   * stands at the cancel.
   */
  forfeit: z.optional(
    z
      .int({ error: PROMOTION_MESSAGES.forfeitInvalid })
      .check(z.nonnegative(PROMOTION_MESSAGES.forfeitInvalid), z.maximum(Number.MAX_SAFE_INTEGER, PROMOTION_MESSAGES.forfeitInvalid)),
  ),
});
export type CancelBonusRequest = z.infer<typeof cancelBonusRequestSchema>;
export const bonusResponseSchema = z.object({ data: bonusSchema });

/** A player's bonus moved (a settled round counted, it completed, expired or was cancelled). */
export const bonusEventSchema = z.object({
  type: z.literal('bonus'),
  bonusId: z.int(),
  status: z.enum(BONUS_STATUSES),
  wagered: z.int(),
  requirement: z.int(),
  at: z.string(),
});
export type BonusEvent = z.infer<typeof bonusEventSchema>;

export const PROMOTION_PATHS = {
  /** GET, public: the brand's promotions with their rules. */
  list: '/api/promotions',
  /** GET: the player's active and past bonuses and cashback. */
  mine: '/api/user/promotion',
  /** GET: what cancelling the active bonus would forfeit now. */
  forfeitPreview: '/api/user/promotion/forfeit-preview',
  /** POST {bonusId, requestId}: cancel the active bonus. */
  cancel: '/api/user/promotion/cancel',
} as const;
