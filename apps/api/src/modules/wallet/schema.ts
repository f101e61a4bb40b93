import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { NEGATIVE_BALANCE_KINDS, WALLET_ACCOUNT_KINDS, WALLET_TRANSACTION_TYPES } from '@xc/api-contract';
import { BRAND_IDS } from '@xc/brand/tenants';
import { at, oneOf, tuple } from '../../infra/sql';
import { playerOfBrand } from '../players/schema';

/**
 * Accounts of the double-entry ledger. A player's wallet is `player:<id>`; each brand has its own
 * counter-accounts `house:<brand>`, `funding:<brand>` (money entering from outside), `bonus:<brand>`
 * and `provider:<name>:<brand>` (clearing with a game provider); `jackpot:<code>` is a progressive pool
 * shared by the brands, seeded by `house:network` (brand 'network').
 *
 * A player's balance is this row's `balance`, moved by a conditional update in the transaction that
 * writes its entries. Every other account is never updated by a posting: its movements are appended
 * to wallet_balance_deltas, so wagers of different players never wait on a shared row, and its
 * balance is `balance` + its pending deltas (folded into `balance` now and then).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('wallet_accounts_code_unique'),
    kind: text('kind', { enum: tuple(WALLET_ACCOUNT_KINDS) }).notNull(),
    /** A brand id, or 'network' for the jackpot pools the brands share and the house seeding them. */
    brand: text('brand').notNull(),
    playerId: integer('player_id').unique('wallet_accounts_player_unique'),
    /** Integer VND; for a player, changed only together with the entries that explain it. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    playerOfBrand('wallet_accounts_player_fk', t, 'restrict'),
    check('wallet_accounts_kind', oneOf(t.kind, WALLET_ACCOUNT_KINDS)),
    check('wallet_accounts_player', sql`(${t.kind} = 'player') = (${t.playerId} is not null)`),
    check('wallet_accounts_brand', oneOf(t.brand, [...BRAND_IDS, 'network'])),
    check('wallet_accounts_network', sql`${t.kind} <> 'jackpot' or ${t.brand} = 'network'`),
    check(
      'wallet_accounts_balance_non_negative',
      sql`${t.balance} >= 0 or ${oneOf(t.kind, NEGATIVE_BALANCE_KINDS)}`,
    ),
  ],
);

/**
 * Movements of the non-player accounts not yet folded into their `balance`: appended by postings
 * (never contended), removed only by the fold that adds them to the account in the same statement.
 */
export const walletBalanceDeltas = pgTable(
  'wallet_balance_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('wallet_balance_deltas_amount_not_zero', sql`${t.amount} <> 0`),
    index('wallet_balance_deltas_account').on(t.accountId),
  ],
);

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
    type: text('type', { enum: tuple(WALLET_TRANSACTION_TYPES) }).notNull(),
    /** Whose books it is in: a brand id, or 'network' (jackpot seeds). */
    brand: text('brand').notNull(),
    /** The player whose wallet moved, for statements. */
    playerId: integer('player_id'),
    /** What it is about: a provider transaction id, a round id, an operator note. */
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    playerOfBrand('wallet_transactions_player_fk', t, 'restrict'),
    check('wallet_transactions_brand', oneOf(t.brand, [...BRAND_IDS, 'network'])),
    check('wallet_transactions_type', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
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
    /** The player's balance after this entry; null for counter-accounts (their balance is derived). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('wallet_entries_amount_not_zero', sql`${t.amount} <> 0`),
    // An account may take two entries in one transaction: a stake, then a jackpot paid on it.
    index('wallet_entries_transaction').on(t.transactionId),
    index('wallet_entries_account').on(t.accountId, t.id),
  ],
);
