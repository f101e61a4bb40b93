import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUTH_EVENTS, OTP_CHANNELS, OTP_PURPOSES, SESSION_REVOKE_REASONS } from '@xc/api-contract';
import { at, brandColumn, isBrand, oneOf, tuple } from '../../infra/sql';
import { playerOfBrand, players } from '../players/schema';

export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').notNull(),
    /** A session is valid only on its brand's hosts. */
    brand: brandColumn(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('player_sessions_token_hash_unique'),
    /** SHA-256 of the game-launch token (User.tokenPlay). */
    playTokenHash: text('play_token_hash').notNull().unique('player_sessions_play_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    /** Absolute end: rotation does not move it. */
    expiresAt: at('expires_at').notNull(),
    /**
     * The bearer token this session had before its last rotation, honoured for a short grace: the
     * answer to a refresh can be lost (a reload, a dropped connection) after the server rotated.
     */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason', { enum: tuple(SESSION_REVOKE_REASONS) }),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    userAgent: text('user_agent'),
  },
  (t) => [
    playerOfBrand('player_sessions_player_fk', t),
    check('player_sessions_expiry_after_start', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'player_sessions_revoked_with_reason',
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`,
    ),
    check(
      'player_sessions_revoke_reason',
      sql`${t.revokedReason} is null or ${oneOf(t.revokedReason, SESSION_REVOKE_REASONS)}`,
    ),
    // One active session per player, whatever races the application code loses.
    index('player_sessions_previous_token').on(t.previousTokenHash),
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
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    tokenHash: text('token_hash').notNull().unique('login_tokens_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    playerOfBrand('login_tokens_player_fk', t),
    check('login_tokens_expiry_after_start', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    purpose: text('purpose', { enum: tuple(OTP_PURPOSES) }).notNull(),
    channel: text('channel', { enum: tuple(OTP_CHANNELS) }).notNull(),
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
    playerOfBrand('otp_challenges_player_fk', t),
    check('otp_challenges_attempts', sql`${t.attempts} >= 0 and ${t.attempts} <= ${t.maxAttempts}`),
    check('otp_challenges_expiry_after_start', sql`${t.expiresAt} > ${t.createdAt}`),
    check('otp_challenges_purpose', oneOf(t.purpose, OTP_PURPOSES)),
    check('otp_challenges_channel', oneOf(t.channel, OTP_CHANNELS)),
    check(
      'otp_challenges_ticket_needs_consumed_code',
      sql`${t.ticketHash} is null or (${t.consumedAt} is not null and ${t.ticketExpiresAt} is not null)`,
    ),
    index('otp_challenges_player_purpose').on(t.playerId, t.purpose, t.createdAt),
  ],
);

/** Who did what, when, from where, on which brand. Never a password, token or code. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    brand: brandColumn(),
    event: text('event', { enum: tuple(AUTH_EVENTS) }).notNull(),
    occurredAt: at('occurred_at').notNull(),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('auth_events_brand', isBrand(t.brand)),
    check('auth_events_event', oneOf(t.event, AUTH_EVENTS)),
    check('auth_events_detail_object', sql`jsonb_typeof(${t.detail}) = 'object'`),
    index('auth_events_player_time').on(t.playerId, t.occurredAt),
    index('auth_events_time').on(t.occurredAt),
  ],
);
