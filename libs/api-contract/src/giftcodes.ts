import * as z from 'zod/mini';
import { requestIdSchema } from './cashier';
import { pageEnvelope, pageQueryShape } from './pagination';

/**
 * Gift codes (issue 15): single-use and campaign codes the operator creates; a redeemed code credits
 * its value at once and stays pending until the player's total bet since redeeming reaches the
 * code's required total bet (spec §4: pending → eligible to withdraw; a new code is refused while one
 * is pending).
 */

/** single: one redemption in all; campaign: once per player, up to its total cap. */
export const GIFT_CODE_KINDS = ['single', 'campaign'] as const;
export type GiftCodeKind = (typeof GIFT_CODE_KINDS)[number];

/** Spec §4 and the history's status column. */
export const GIFT_REDEMPTION_STATUSES = ['pending', 'eligible'] as const;
export type GiftRedemptionStatus = (typeof GIFT_REDEMPTION_STATUSES)[number];
export const GIFT_REDEMPTION_STATUS_NAMES: Record<GiftRedemptionStatus, string> = {
  pending: 'Chưa đủ điều kiện rút',
  eligible: 'Đủ điều kiện rút',
};

/** Spec §9. */
export const GIFT_CODE_MAX_LENGTH = 20;

export const GIFT_CODE_ERROR_CODES = {
  invalid: 'GIFT_CODE_INVALID',
  phoneRequired: 'GIFT_CODE_PHONE_REQUIRED',
  pending: 'GIFT_CODE_PENDING',
  notEligible: 'GIFT_CODE_NOT_ELIGIBLE',
  wageringIncomplete: 'GIFT_CODE_WAGERING_INCOMPLETE',
  /** The same requestId sent again with another code. */
  requestConflict: 'GIFT_CODE_REQUEST_CONFLICT',
  /** Too many wrong codes from this player or this address (429, with Retry-After). */
  tooManyAttempts: 'GIFT_CODE_TOO_MANY_ATTEMPTS',
} as const;
export type GiftCodeErrorCode = (typeof GIFT_CODE_ERROR_CODES)[keyof typeof GIFT_CODE_ERROR_CODES];

/** The HTTP status each refusal comes with (schema failures are 400 VALIDATION_ERROR). */
export const GIFT_CODE_ERROR_STATUSES: Record<keyof typeof GIFT_CODE_ERROR_CODES, number> = {
  invalid: 400,
  phoneRequired: 403,
  notEligible: 403,
  pending: 409,
  wageringIncomplete: 409,
  requestConflict: 409,
  tooManyAttempts: 429,
};

const vnd = (amount: number) => `${amount.toLocaleString('en-US')} VND`;

export const GIFT_CODE_MESSAGES = {
  // spec §5 and §8, exact
  required: 'Vui lòng nhập Gift code.',
  tooLong: 'Không thể nhập quá 20 ký tự.',
  specialCharacters: 'Vui lòng không nhập ký tự đặc biệt.',
  invalid: 'Gift code không hợp lệ hoặc đã được sử dụng.',
  // where the spec is silent (§8 names them without their texts)
  phoneRequired: 'Vui lòng xác thực số điện thoại (Viettel, Mobifone hoặc Vinaphone) để nhận Gift code.',
  pending: (remaining: number) =>
    `Bạn đang có Gift code chưa đạt tổng cược yêu cầu. Vui lòng cược thêm ${vnd(remaining)} trước khi nhập Gift code mới.`,
  notEligible: 'Tài khoản của bạn hiện không được nhận Gift code',
  /** A withdrawal while a redeemed code's total bet is not reached. */
  wageringIncomplete: (remaining: number) =>
    `Bạn cần cược thêm ${vnd(remaining)} để đạt tổng cược của Gift code trước khi rút tiền`,
  received: (value: number) => `Bạn đã nhận được ${vnd(value)} từ Gift code`,
  requestConflict: 'Yêu cầu này đã được gửi với một Gift code khác. Vui lòng thử lại.',
  tooManyAttempts: 'Bạn đã nhập sai Gift code quá nhiều lần. Vui lòng thử lại sau.',
} as const;

/**
 * The code as typed: required, at most 20 characters, letters and digits only (checked in this
 * order, as the modal shows them). Case does not matter: codes are stored in upper case.
 */
export const giftCodeInputSchema = z
  .string({ error: GIFT_CODE_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, GIFT_CODE_MESSAGES.required),
    z.maxLength(GIFT_CODE_MAX_LENGTH, GIFT_CODE_MESSAGES.tooLong),
    z.regex(/^[A-Za-z0-9]*$/, GIFT_CODE_MESSAGES.specialCharacters),
  );

export const redeemGiftCodeRequestSchema = z.object({
  code: giftCodeInputSchema,
  requestId: requestIdSchema,
});
export type RedeemGiftCodeRequest = z.input<typeof redeemGiftCodeRequestSchema>;

/** One row of the gift-code history (spec §3) and the answer of a redemption. */
export const giftRedemptionSchema = z.object({
  id: z.int(),
  code: z.string(),
  enteredAt: z.string(),
  /** Value received (VND). */
  value: z.int(),
  requiredBet: z.int(),
  /** Settled stakes since it was entered (never above the requirement). */
  betSoFar: z.int(),
  status: z.enum(GIFT_REDEMPTION_STATUSES),
});
export type GiftRedemption = z.infer<typeof giftRedemptionSchema>;
export const giftRedemptionResponseSchema = z.object({ data: giftRedemptionSchema });

export const giftHistoryQuerySchema = z.object(pageQueryShape);
export const giftHistoryResponseSchema = pageEnvelope(giftRedemptionSchema);

export const GIFT_CODE_PATHS = {
  /** POST {code, requestId}. */
  redeem: '/api/user/giftcode/redeem',
  /** GET ?page&per_page: the third tab of the history. */
  history: '/api/user/giftcode/history',
} as const;
