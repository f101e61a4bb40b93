/**
 * Value sets the database stores: each list is written once, here. The API's table definitions use
 * them for their column types and build their CHECK constraints from them (apps/api/src/infra/sql.ts).
 */
export const PLAYER_STATUSES = ['active', 'locked'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const SESSION_REVOKE_REASONS = [
  'replaced',
  'logout',
  'expired',
  'password_changed',
  'password_reset',
  'locked',
] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

export const OTP_PURPOSES = ['verify_phone', 'verify_email', 'reset_password', 'add_bank'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

export const AUTH_EVENTS = [
  'register',
  'login_ok',
  'login_failed',
  'refresh',
  'session_revoked',
  'logout',
  'auto_login',
  'auto_login_failed',
  'login_token_minted',
  'otp_sent',
  'otp_verified',
  'otp_failed',
  'phone_verified',
  'email_verified',
  'password_changed',
  'password_reset',
  'bank_added',
  'bank_approved',
  'bank_rejected',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/**
 * Ledger accounts: a player's wallet, and the brand's counter-accounts (house, funding, bonus,
 * provider clearing) and the jackpot pools.
 */
export const WALLET_ACCOUNT_KINDS = [
  'player',
  'house',
  'funding',
  'bonus',
  'provider',
  'jackpot',
  'withdrawals',
] as const;
export type WalletAccountKind = (typeof WALLET_ACCOUNT_KINDS)[number];
/** Counter-accounts: their balance is what the operator or a provider is owed, and may be negative. */
export const NEGATIVE_BALANCE_KINDS = ['house', 'funding', 'bonus', 'provider'] as const;

// WALLET_TRANSACTION_TYPES live with the wallet's wire types (./wallet).

export const PROVIDER_TRANSACTION_KINDS = ['debit', 'credit', 'rollback', 'tombstone'] as const;
export type ProviderTransactionKind = (typeof PROVIDER_TRANSACTION_KINDS)[number];

export const STUDIO_ROUND_STATUSES = [
  'debiting',
  'crediting',
  'settled',
  'refused',
  'rolling_back',
  'cancelled',
] as const;
export type StudioRoundStatus = (typeof STUDIO_ROUND_STATUSES)[number];
