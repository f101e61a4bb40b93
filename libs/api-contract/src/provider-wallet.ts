import * as z from 'zod/mini';
import { CURRENCY } from './wallet';

/**
 * The seamless-wallet protocol between a game provider (the demo studio) and the platform, as
 * aggregators speak it: the provider calls the platform for every balance movement. Every request is
 * a signed JSON POST (see PROVIDER_SIGNATURE); every movement carries the provider's own transaction
 * id, which is also its idempotency key.
 */
export const PROVIDER_WALLET_PATHS = {
  authenticate: '/api/provider/wallet/authenticate',
  balance: '/api/provider/wallet/balance',
  debit: '/api/provider/wallet/debit',
  credit: '/api/provider/wallet/credit',
  rollback: '/api/provider/wallet/rollback',
} as const;

/**
 * `x-provider-signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<path>.<raw body>")>` with
 * `x-provider-timestamp` in Unix seconds (±300 s of the platform's clock) and `x-provider-id`.
 */
export const PROVIDER_SIGNATURE = {
  providerHeader: 'x-provider-id',
  timestampHeader: 'x-provider-timestamp',
  signatureHeader: 'x-provider-signature',
  version: 'v1',
  toleranceSeconds: 300,
} as const;

/**
 * The protocol's signing rule, the string both sides sign: timestamp, the request target (path and
 * query string exactly as sent, e.g. `/api/provider/wallet/debit` or `…/debit?trace=1`) and the exact
 * body bytes. Each side computes `v1=` + hex HMAC-SHA256 of it with the provider's secret, by its
 * own means. Nothing of the request that the server reads is left unsigned.
 */
export const providerSignedPayload = (timestamp: string, path: string, body: string): string =>
  `${timestamp}.${path}.${body}`;

const id = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9._:-]+$/));
const token = z.string().check(z.minLength(1), z.maxLength(200));
const vnd = z.int().check(z.minimum(0), z.maximum(1_000_000_000_000));

/** Exchanges the launch token (or a player's tokenPlay, from a direct link) for a wallet session. */
export const providerAuthenticateRequestSchema = z.object({ token, gameCode: id });
export const providerAuthenticateResponseSchema = z.object({
  playerId: z.int(),
  /** The token of every later call of this game session. */
  sessionToken: z.string(),
  currency: z.literal(CURRENCY),
  balance: z.number(),
  gameCode: z.string(),
  /** Masked username for the game screen. */
  displayName: z.string(),
  /** Until when a debit is accepted with it; credits and rollbacks are accepted after. */
  expiresAt: z.string(),
});
export type ProviderAuthenticateResponse = z.infer<typeof providerAuthenticateResponseSchema>;

export const providerBalanceRequestSchema = z.object({ sessionToken: token, playerId: z.int() });

const movement = {
  sessionToken: token,
  playerId: z.int(),
  /** The provider's id of this movement: unique per provider, its idempotency key. */
  transactionId: id,
  roundId: id,
  gameCode: id,
};

export const providerDebitRequestSchema = z.object({
  ...movement,
  amount: vnd.check(z.positive()),
});
export type ProviderDebitRequest = z.infer<typeof providerDebitRequestSchema>;

export const providerCreditRequestSchema = z.object({
  ...movement,
  /** 0 reports a lost round. */
  amount: vnd,
  /** The round is over: no more debits for it. */
  roundClosed: z.boolean(),
});
export type ProviderCreditRequest = z.infer<typeof providerCreditRequestSchema>;

export const providerRollbackRequestSchema = z.object({
  ...movement,
  /** The debit to undo; it may not have arrived yet (then it is refused when it does). */
  originalTransactionId: id,
});
export type ProviderRollbackRequest = z.infer<typeof providerRollbackRequestSchema>;

export const providerWalletResponseSchema = z.object({
  /** The provider's transaction id, echoed. */
  transactionId: z.string(),
  /** The platform's ledger transaction, or null when nothing moved (a lost round, a rollback of nothing). */
  platformTransactionId: z.nullable(z.string()),
  balance: z.number(),
  currency: z.literal(CURRENCY),
  /** A platform jackpot this wager hit, already paid to the player. */
  jackpotWin: z.nullable(z.object({ jackpotId: z.string(), amount: z.number() })),
  /** True when this answer repeats the first one for the same transaction id. */
  replayed: z.boolean(),
});
export type ProviderWalletResponse = z.infer<typeof providerWalletResponseSchema>;

export const providerBalanceResponseSchema = z.object({
  balance: z.number(),
  currency: z.literal(CURRENCY),
});

export const PROVIDER_ERROR_CODES = {
  invalidSignature: 'INVALID_SIGNATURE',
  unknownProvider: 'UNKNOWN_PROVIDER',
  invalidToken: 'INVALID_TOKEN',
  sessionExpired: 'SESSION_EXPIRED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** A debit whose rollback arrived first. */
  transactionRolledBack: 'TRANSACTION_ROLLED_BACK',
  roundNotFound: 'ROUND_NOT_FOUND',
  roundClosed: 'ROUND_CLOSED',
  rollbackNotAllowed: 'ROLLBACK_NOT_ALLOWED',
  gameNotFound: 'GAME_NOT_FOUND',
  playerLocked: 'PLAYER_LOCKED',
} as const;
