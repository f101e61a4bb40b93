import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Operator-tunable settings the web client loads at start; a missing key means "use the default". */
export const systemConfigurations = pgTable('system_configurations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PLAYER_STATUSES = ['active', 'locked'] as const;

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rid: text('rid').notNull().unique('players_rid_unique'),
    /** As typed at registration. */
    username: text('username').notNull(),
    /** lower(username): names are unique whatever their case. */
    usernameKey: text('username_key').notNull().unique('players_username_key_unique'),
    passwordHash: text('password_hash').notNull(),
    /** E.164: +84 and nine digits. */
    phone: text('phone').notNull(),
    phoneVerifiedAt: at('phone_verified_at'),
    email: text('email'),
    emailVerifiedAt: at('email_verified_at'),
    status: text('status', { enum: PLAYER_STATUSES }).notNull().default('active'),
    /** aff_id, utm_* and source given at registration. */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('players_username_format', sql`${t.username} ~ '^[A-Za-z0-9]{6,29}$'`),
    check('players_username_key_lower', sql`${t.usernameKey} = lower(${t.username})`),
    check('players_phone_format', sql`${t.phone} ~ '^\\+84[0-9]{9}$'`),
    check('players_status', sql`${t.status} in ('active', 'locked')`),
    check('players_email_verified_has_email', sql`${t.emailVerifiedAt} is null or ${t.email} is not null`),
    check('players_attribution_object', sql`jsonb_typeof(${t.attribution}) = 'object'`),
    // A phone proves one account only; an unverified number may be typed by several (or wrongly).
    uniqueIndex('players_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
  ],
);

export const SESSION_REVOKE_REASONS = [
  'replaced',
  'logout',
  'expired',
  'password_changed',
  'password_reset',
  'locked',
] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('player_sessions_token_hash_unique'),
    /** SHA-256 of the game-launch token (User.tokenPlay). */
    playTokenHash: text('play_token_hash').notNull().unique('player_sessions_play_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    /** Absolute end: rotation does not move it. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason', { enum: SESSION_REVOKE_REASONS }),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    userAgent: text('user_agent'),
  },
  (t) => [
    check('player_sessions_expiry_after_start', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'player_sessions_revoked_with_reason',
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`,
    ),
    check(
      'player_sessions_revoke_reason',
      sql`${t.revokedReason} is null or ${t.revokedReason} in ('replaced', 'logout', 'expired', 'password_changed', 'password_reset', 'locked')`,
    ),
    // One active session per player, whatever races the application code loses.
    uniqueIndex('player_sessions_one_active')
      .on(t.playerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One-time login links minted by the operator CLI (`/?login_token=…`). */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('login_tokens_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [check('login_tokens_expiry_after_start', sql`${t.expiresAt} > ${t.createdAt}`)],
);

export const OTP_PURPOSES = ['verify_phone', 'verify_email', 'reset_password', 'add_bank'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    channel: text('channel', { enum: OTP_CHANNELS }).notNull(),
    /** The phone (+84…) or email the code went to. */
    destination: text('destination').notNull(),
    /** HMAC-SHA256 of the code keyed by the challenge id. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    /** A newer code for the same purpose was sent. */
    supersededAt: at('superseded_at'),
    /** Forgot password: SHA-256 of the reset ticket the verified code bought. */
    ticketHash: text('ticket_hash').unique('otp_challenges_ticket_hash_unique'),
    ticketExpiresAt: at('ticket_expires_at'),
    ticketUsedAt: at('ticket_used_at'),
  },
  (t) => [
    check('otp_challenges_attempts', sql`${t.attempts} >= 0 and ${t.attempts} <= ${t.maxAttempts}`),
    check('otp_challenges_expiry_after_start', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'otp_challenges_purpose',
      sql`${t.purpose} in ('verify_phone', 'verify_email', 'reset_password', 'add_bank')`,
    ),
    check('otp_challenges_channel', sql`${t.channel} in ('sms', 'email')`),
    check(
      'otp_challenges_ticket_needs_consumed_code',
      sql`${t.ticketHash} is null or (${t.consumedAt} is not null and ${t.ticketExpiresAt} is not null)`,
    ),
    index('otp_challenges_player_purpose').on(t.playerId, t.purpose, t.createdAt),
  ],
);

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

/** Who did what, when, from where. Never a password, token or code. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    event: text('event', { enum: AUTH_EVENTS }).notNull(),
    occurredAt: at('occurred_at').notNull(),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('auth_events_detail_object', sql`jsonb_typeof(${t.detail}) = 'object'`),
    index('auth_events_player_time').on(t.playerId, t.occurredAt),
    index('auth_events_time').on(t.occurredAt),
  ],
);

export const BANK_ACCOUNT_STATUSES = ['verifying', 'verified', 'rejected'] as const;

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status', { enum: BANK_ACCOUNT_STATUSES }).notNull().default('verifying'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    /** 'verifier' (the adapter) or 'operator' (the CLI). */
    decidedBy: text('decided_by'),
  },
  (t) => [
    check('bank_accounts_number', sql`${t.accountNumber} ~ '^[0-9]{6,19}$'`),
    check('bank_accounts_holder', sql`${t.holderName} ~ '^[A-Z]+( [A-Z]+)*$'`),
    check('bank_accounts_bank_code', sql`${t.bankCode} ~ '^[A-Z0-9]{2,16}$'`),
    check('bank_accounts_status', sql`${t.status} in ('verifying', 'verified', 'rejected')`),
    check(
      'bank_accounts_decided',
      sql`(${t.status} = 'verifying') = (${t.decidedAt} is null) and (${t.decidedAt} is null) = (${t.decidedBy} is null)`,
    ),
    // A rejected account may be added again (with the right holder name).
    uniqueIndex('bank_accounts_player_number_unique')
      .on(t.playerId, t.accountNumber)
      .where(sql`${t.status} <> 'rejected'`),
    index('bank_accounts_status').on(t.status),
  ],
);

/** What the sandbox SMS and email gateways "sent": the demo's inbox. */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OTP_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('sandbox_messages_channel', sql`${t.channel} in ('sms', 'email')`),
    index('sandbox_messages_recipient').on(t.recipient, t.id),
  ],
);

/**
 * Wallet accounts of the double-entry ledger. A player's wallet is `player:<id>`; system accounts are
 * `house`, `funding` (money entering from outside: operator credits), `bonus`, `provider:<name>`
 * (clearing with a game provider) and `jackpot:<code>` (a progressive pool).
 */
export const WALLET_ACCOUNT_KINDS = ['player', 'house', 'funding', 'bonus', 'provider', 'jackpot'] as const;
export type WalletAccountKind = (typeof WALLET_ACCOUNT_KINDS)[number];
/** Counter-accounts: their balance is what the operator or a provider is owed, and may be negative. */
export const NEGATIVE_BALANCE_KINDS = ['house', 'funding', 'bonus', 'provider'] as const;

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('wallet_accounts_code_unique'),
    kind: text('kind', { enum: WALLET_ACCOUNT_KINDS }).notNull(),
    playerId: integer('player_id')
      .references(() => players.id, { onDelete: 'restrict' })
      .unique('wallet_accounts_player_unique'),
    /** Integer VND; changed only together with the entries that explain it. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'wallet_accounts_kind',
      sql`${t.kind} in ('player', 'house', 'funding', 'bonus', 'provider', 'jackpot')`,
    ),
    check('wallet_accounts_player', sql`(${t.kind} = 'player') = (${t.playerId} is not null)`),
    check(
      'wallet_accounts_balance_non_negative',
      sql`${t.balance} >= 0 or ${t.kind} in ('house', 'funding', 'bonus', 'provider')`,
    ),
  ],
);

export const WALLET_TRANSACTION_TYPES = [
  'operator_credit',
  'operator_debit',
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'jackpot_seed',
  'jackpot_hit',
  'bonus',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/**
 * One movement of money: its entries sum to zero (a deferred trigger checks it at commit). Rows here
 * and in wallet_entries are never updated or deleted (triggers refuse it).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Given by the caller: a repeated call with the same key returns the first result. */
    idempotencyKey: text('idempotency_key').notNull().unique('wallet_transactions_idempotency_key_unique'),
    /** SHA-256 of the request: the same key with other data is refused. */
    requestHash: text('request_hash').notNull(),
    type: text('type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    /** The player whose wallet moved, for statements. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'restrict' }),
    /** What it is about: a provider transaction id, a round id, an operator note. */
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'wallet_transactions_type',
      sql`${t.type} in ('operator_credit', 'operator_debit', 'deposit', 'withdrawal', 'bet', 'win', 'rollback', 'jackpot_seed', 'jackpot_hit', 'bonus')`,
    ),
    check('wallet_transactions_metadata_object', sql`jsonb_typeof(${t.metadata}) = 'object'`),
    index('wallet_transactions_player').on(t.playerId, t.id),
  ],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'restrict' }),
    /** Signed integer VND: positive adds to the account's balance. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('wallet_entries_amount_not_zero', sql`${t.amount} <> 0`),
    // An account may take two entries in one transaction: a stake, then a jackpot paid on it.
    index('wallet_entries_transaction').on(t.transactionId),
    index('wallet_entries_account').on(t.accountId, t.id),
  ],
);

export const GAME_SECTIONS = ['cong-game', 'live-casino', 'the-thao', 'lo-de', 'da-ga'] as const;
export const GAME_DEVICES = ['all', 'desktop', 'mobile'] as const;
export const GAME_ORIENTATIONS = ['landscape', 'portrait', 'auto'] as const;

/** The platform's game catalogue, imported from its providers (the demo studio). */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique('games_uuid_unique'),
    /** The integration that serves it (seamless wallet calls come from it). */
    provider: text('provider').notNull(),
    title: text('title').notNull(),
    /** Lower case without diacritics, for search. */
    searchKey: text('search_key').notNull(),
    section: text('section', { enum: GAME_SECTIONS }).notNull(),
    category: text('category').notNull(),
    partner: text('partner').notNull(),
    partnerName: text('partner_name').notNull(),
    partnerProviderCode: text('partner_provider_code').notNull(),
    partnerGameId: text('partner_game_id').notNull(),
    device: text('device', { enum: GAME_DEVICES }).notNull(),
    orientation: text('orientation', { enum: GAME_ORIENTATIONS }).notNull(),
    /** Code of its own progressive jackpot pool, if any. */
    jackpotCode: text('jackpot_code'),
    /** Live video of the table: groupId, streamId, streamUniqueId, id. */
    stream: jsonb('stream').$type<{
      groupId: string;
      streamId: string;
      streamUniqueId: string;
      id: string;
    }>(),
    /** Opened by a direct link with the play token (sports, lottery, cockfighting lobbies). */
    lobby: boolean('lobby').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('games_section', sql`${t.section} in ('cong-game', 'live-casino', 'the-thao', 'lo-de', 'da-ga')`),
    check('games_device', sql`${t.device} in ('all', 'desktop', 'mobile')`),
    check('games_orientation', sql`${t.orientation} in ('landscape', 'portrait', 'auto')`),
    uniqueIndex('games_partner_game_unique').on(t.partnerProviderCode, t.partnerGameId),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'game_favorites_pk', columns: [t.playerId, t.gameId] })],
);

/**
 * A player's session in one provider's game. The launch token (in the game URL) is exchanged once by
 * the provider for the wallet session token of every later wallet call; both are stored hashed.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The login session it was opened from: a debit needs that session still alive. */
    playerSessionId: uuid('player_session_id')
      .notNull()
      .references(() => playerSessions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    launchTokenHash: text('launch_token_hash').unique('game_sessions_launch_token_unique'),
    launchExpiresAt: at('launch_expires_at'),
    sessionTokenHash: text('session_token_hash').unique('game_sessions_session_token_unique'),
    /** Debits are refused after this; credits and rollbacks never are. */
    expiresAt: at('expires_at').notNull(),
    device: text('device').notNull(),
    createdAt: at('created_at').notNull(),
    authenticatedAt: at('authenticated_at'),
  },
  (t) => [
    check('game_sessions_token', sql`${t.launchTokenHash} is not null or ${t.sessionTokenHash} is not null`),
    check(
      'game_sessions_authenticated',
      sql`(${t.sessionTokenHash} is null) = (${t.authenticatedAt} is null)`,
    ),
    index('game_sessions_player').on(t.playerId, t.createdAt),
  ],
);

export const PROVIDER_TRANSACTION_KINDS = ['debit', 'credit', 'rollback', 'tombstone'] as const;
export type ProviderTransactionKind = (typeof PROVIDER_TRANSACTION_KINDS)[number];

/**
 * Every wallet call a provider made, by its own transaction id: the protocol's idempotency record and
 * the first answer given. A `tombstone` is a debit id whose rollback arrived before it: the debit is
 * refused when (if) it comes.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: PROVIDER_TRANSACTION_KINDS }).notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** SHA-256 of the request: the same id with other data is refused. */
    requestHash: text('request_hash').notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(
      () => walletTransactions.id,
      { onDelete: 'restrict' },
    ),
    /** A rollback's target. */
    originalTransactionId: text('original_transaction_id'),
    /** A debit that a rollback reversed. */
    rolledBackAt: at('rolled_back_at'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('provider_transactions_kind', sql`${t.kind} in ('debit', 'credit', 'rollback', 'tombstone')`),
    check('provider_transactions_amount', sql`${t.amount} >= 0`),
    check(
      'provider_transactions_rollback_target',
      sql`(${t.kind} = 'rollback') = (${t.originalTransactionId} is not null)`,
    ),
    uniqueIndex('provider_transactions_unique').on(t.provider, t.transactionId),
  ],
);

export const BET_STATUSES = ['pending', 'won', 'lost', 'draw', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** One round of a provider's game as the player's history shows it, kept up to date by the wallet calls. */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public bet code. */
    code: text('code').notNull().unique('bets_code_unique'),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    jackpotWin: bigint('jackpot_win', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: BET_STATUSES }).notNull(),
    /** The provider said the round is over. */
    closed: boolean('closed').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('bets_status', sql`${t.status} in ('pending', 'won', 'lost', 'draw', 'cancelled')`),
    check('bets_amounts', sql`${t.stake} >= 0 and ${t.win} >= 0 and ${t.jackpotWin} >= 0`),
    uniqueIndex('bets_round_unique').on(t.provider, t.roundId),
    index('bets_player_time').on(t.playerId, t.createdAt),
  ],
);

/** The demo studio's own records (it is a provider: in real life these live in its database). */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('studio_sessions_token_unique'),
    /** The platform's wallet session token, sent with every wallet call. */
    walletToken: text('wallet_token').notNull(),
    /** The platform's player id. */
    playerId: integer('player_id').notNull(),
    displayName: text('display_name').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('studio_sessions_player').on(t.playerId)],
);

/** Provably fair seed pairs: the active one (revealed_at null) is hidden behind its hash until rotated. */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    check('studio_seeds_nonce', sql`${t.nextNonce} >= 0`),
    uniqueIndex('studio_seeds_active')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
  ],
);

export const STUDIO_ROUND_STATUSES = [
  'debiting',
  'crediting',
  'settled',
  'refused',
  'rolling_back',
  'cancelled',
] as const;
export type StudioRoundStatus = (typeof STUDIO_ROUND_STATUSES)[number];

export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => studioSeeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    option: text('option').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    jackpotWin: bigint('jackpot_win', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: STUDIO_ROUND_STATUSES }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** Why the platform refused it (its error code). */
    error: text('error'),
    /** Failed wallet calls so far (recovery backs off on them). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'studio_rounds_status',
      sql`${t.status} in ('debiting', 'crediting', 'settled', 'refused', 'rolling_back', 'cancelled')`,
    ),
    uniqueIndex('studio_rounds_seed_nonce').on(t.seedId, t.nonce),
    index('studio_rounds_player').on(t.playerId, t.createdAt),
    index('studio_rounds_open')
      .on(t.status)
      .where(sql`${t.status} in ('debiting', 'crediting', 'rolling_back')`),
  ],
);

/**
 * Progressive jackpots. What a pool holds is the balance of its ledger account `jackpot:<code>`;
 * this row is its rules and its latest hit.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The game whose own pool it is; null for the big jackpot every wager feeds. */
    gameId: integer('game_id')
      .references(() => games.id, { onDelete: 'set null' })
      .unique('jackpots_game_unique'),
    /** What the pool restarts from after a hit (paid by the house). */
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull(),
    /** Share of each wager, in basis points (50 = 0.5 %). */
    contributionBp: integer('contribution_bp').notNull(),
    /** A qualifying wager hits with probability 1 / hitOneIn. */
    hitOneIn: integer('hit_one_in').notNull(),
    lastHitAmount: bigint('last_hit_amount', { mode: 'number' }),
    lastHitAt: at('last_hit_at'),
    lastHitPlayerId: integer('last_hit_player_id').references(() => players.id, { onDelete: 'set null' }),
    lastHitGameId: integer('last_hit_game_id').references(() => games.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('jackpots_code', sql`${t.code} ~ '^[a-z0-9-]{1,40}$'`),
    check(
      'jackpots_rules',
      sql`${t.seedAmount} > 0 and ${t.contributionBp} between 0 and 1000 and ${t.hitOneIn} > 0`,
    ),
  ],
);
