import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BET_STATUSES, PROVIDER_TRANSACTION_KINDS } from '@xc/api-contract';
import { at, brandColumn, oneOf, tuple } from '../../infra/sql';
import { games } from '../games/schema';
import { playerOfBrand } from '../players/schema';
import { walletTransactions } from '../wallet/schema';

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
    kind: text('kind', { enum: tuple(PROVIDER_TRANSACTION_KINDS) }).notNull(),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
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
    playerOfBrand('provider_transactions_player_fk', t, 'restrict'),
    check('provider_transactions_kind', oneOf(t.kind, PROVIDER_TRANSACTION_KINDS)),
    check('provider_transactions_amount', sql`${t.amount} >= 0`),
    check(
      'provider_transactions_rollback_target',
      sql`(${t.kind} = 'rollback') = (${t.originalTransactionId} is not null)`,
    ),
    uniqueIndex('provider_transactions_unique').on(t.provider, t.transactionId),
  ],
);

/** One round of a provider's game as the player's history shows it, kept up to date by the wallet calls. */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public bet code. */
    code: text('code').notNull().unique('bets_code_unique'),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    jackpotWin: bigint('jackpot_win', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: tuple(BET_STATUSES) }).notNull(),
    /** The provider said the round is over. */
    closed: boolean('closed').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    playerOfBrand('bets_player_fk', t, 'restrict'),
    check('bets_status', oneOf(t.status, BET_STATUSES)),
    check('bets_amounts', sql`${t.stake} >= 0 and ${t.win} >= 0 and ${t.jackpotWin} >= 0`),
    uniqueIndex('bets_round_unique').on(t.provider, t.roundId),
    index('bets_player_time').on(t.playerId, t.createdAt),
    // Turnover by day (cashback, refunds) and since a moment (wagering, gift codes).
    index('bets_settled').on(t.brand, t.settledAt),
    index('bets_player_settled').on(t.playerId, t.settledAt),
  ],
);
