import * as z from 'zod/mini';

export const CURRENCY = 'VND';

/** Codes of money refusals, shared by the player routes, the provider wallet protocol and the CLI. */
export const WALLET_ERROR_CODES = {
  /** The player's balance does not cover the debit. */
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** An idempotency key (or provider transaction id) came back with other data than the first time. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  invalidAmount: 'INVALID_AMOUNT',
} as const;

export const WALLET_MESSAGES = {
  insufficientFunds: 'Số dư không đủ để thực hiện giao dịch',
  idempotencyConflict: 'Mã giao dịch đã được dùng cho một yêu cầu khác',
  invalidAmount: 'Số tiền không hợp lệ',
} as const;

/** A positive whole number of VND. */
export const amountSchema = z.int().check(z.positive(WALLET_MESSAGES.invalidAmount));

export const balanceSchema = z.object({
  /** Integer VND. */
  balance: z.int(),
  currency: z.literal(CURRENCY),
});
export type Balance = z.infer<typeof balanceSchema>;

/** GET /api/user/balance: the header's figure after a game, without rotating the session. */
export const balanceResponseSchema = z.object({ data: balanceSchema });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** Kinds of ledger transaction a player can see in a statement. */
export const WALLET_TRANSACTION_TYPES = [
  'operator_credit',
  'operator_debit',
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'bet',
  'win',
  'rollback',
  'jackpot_seed',
  'jackpot_hit',
  'bonus',
  'bonus_forfeit',
  'cashback',
  'giftcode',
  'reward',
  'mission',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export const WALLET_PATHS = {
  balance: '/api/user/balance',
} as const;
