import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STUDIO_ROUND_STATUSES } from '@xc/api-contract';
import { at, oneOf, tuple } from '../../infra/sql';

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
    /** The operator's host the session was opened on: its wallet calls go there (one brand each). */
    platformHost: text('platform_host').notNull(),
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
    status: text('status', { enum: tuple(STUDIO_ROUND_STATUSES) }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** Why the platform refused it (its error code). */
    error: text('error'),
    /** Failed wallet calls so far (recovery backs off on them). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('studio_rounds_status', oneOf(t.status, STUDIO_ROUND_STATUSES)),
    uniqueIndex('studio_rounds_seed_nonce').on(t.seedId, t.nonce),
    index('studio_rounds_player').on(t.playerId, t.createdAt),
    index('studio_rounds_open')
      .on(t.status)
      .where(sql`${t.status} in ('debiting', 'crediting', 'rolling_back')`),
  ],
);
