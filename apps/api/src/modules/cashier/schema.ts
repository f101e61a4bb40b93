import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import {
  CRYPTO_CURRENCIES,
  CRYPTO_NETWORKS,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_METHODS,
  DEPOSIT_PROMOTIONS,
  DEPOSIT_STATUSES,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
} from '@xc/api-contract';
import { at, brandColumn, isBrand, oneOf, tuple } from '../../infra/sql';
import { playerOfBrand } from '../players/schema';

/**
 * A deposit: what the player asked for and what the gateway reported. Money moves only by the
 * gateway's report (a webhook, or a statement line), credited once per gateway transaction id
 * (the ledger's idempotency key `gateway:<transaction id>`).
 */
export const cashierDeposits = pgTable(
  'cashier_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('cashier_deposits_code_unique'),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    method: text('method', { enum: tuple(DEPOSIT_METHODS) }).notNull(),
    status: text('status', { enum: tuple(DEPOSIT_STATUSES) }).notNull(),
    /** Asked for (VND); null when what arrives decides (crypto). */
    amount: bigint('amount', { mode: 'number' }),
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    promotion: text('promotion', { enum: tuple(DEPOSIT_PROMOTIONS) })
      .notNull()
      .default('none'),
    /** The client's submit id: the same submit twice is one deposit. */
    requestId: text('request_id'),
    gatewayOrderId: text('gateway_order_id').unique('cashier_deposits_gateway_order_unique'),
    /** Bank transfers: the content the statement line must carry. */
    transferContent: text('transfer_content').unique('cashier_deposits_transfer_content_unique'),
    instructions: jsonb('instructions').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    playerOfBrand('cashier_deposits_player_fk', t, 'restrict'),
    check('cashier_deposits_brand', isBrand(t.brand)),
    check('cashier_deposits_method', oneOf(t.method, DEPOSIT_METHODS)),
    check('cashier_deposits_status', oneOf(t.status, DEPOSIT_STATUSES)),
    check('cashier_deposits_promotion', oneOf(t.promotion, DEPOSIT_PROMOTIONS)),
    check(
      'cashier_deposits_amounts',
      sql`${t.credited} >= 0 and ${t.fee} >= 0 and (${t.amount} is null or ${t.amount} > 0)`,
    ),
    unique('cashier_deposits_request_unique').on(t.playerId, t.requestId),
    index('cashier_deposits_player').on(t.playerId, t.createdAt),
    index('cashier_deposits_open').on(t.status, t.method),
  ],
);

/** A withdrawal request: its amount is held in `withdrawals:<brand>` from the request to the end. */
export const cashierWithdrawals = pgTable(
  'cashier_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('cashier_withdrawals_code_unique'),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    method: text('method', { enum: tuple(WITHDRAWAL_METHODS) }).notNull(),
    status: text('status', { enum: tuple(WITHDRAWAL_STATUSES) }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    destination: jsonb('destination').$type<Record<string, unknown>>().notNull(),
    requestId: text('request_id').notNull(),
    /** SHA-256 of the request: the same submit id with other data is refused. */
    requestHash: text('request_hash').notNull(),
    reason: text('reason'),
    gatewayOrderId: text('gateway_order_id').unique('cashier_withdrawals_gateway_order_unique'),
    /** The host the player asked on: the gateway's webhooks about the payout come back to it. */
    callbackHost: text('callback_host').notNull(),
    /** Bought scratch cards once paid (shown in the cardDetail modal). */
    cards:
      jsonb('cards').$type<Array<{ carrier: string; denomination: number; pin: string; serial: string }>>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    playerOfBrand('cashier_withdrawals_player_fk', t, 'restrict'),
    check('cashier_withdrawals_brand', isBrand(t.brand)),
    check('cashier_withdrawals_method', oneOf(t.method, WITHDRAWAL_METHODS)),
    check('cashier_withdrawals_status', oneOf(t.status, WITHDRAWAL_STATUSES)),
    check('cashier_withdrawals_amount', sql`${t.amount} > 0`),
    unique('cashier_withdrawals_request_unique').on(t.playerId, t.requestId),
    index('cashier_withdrawals_player').on(t.playerId, t.createdAt),
    index('cashier_withdrawals_status').on(t.brand, t.status),
  ],
);

/** Each status a withdrawal took, with a note (the player's timeline). */
export const cashierWithdrawalEvents = pgTable(
  'cashier_withdrawal_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => cashierWithdrawals.id, { onDelete: 'restrict' }),
    status: text('status', { enum: tuple(WITHDRAWAL_STATUSES) }).notNull(),
    note: text('note'),
    at: at('at').notNull(),
  },
  (t) => [
    check('cashier_withdrawal_events_status', oneOf(t.status, WITHDRAWAL_STATUSES)),
    index('cashier_withdrawal_events_withdrawal').on(t.withdrawalId, t.id),
  ],
);

/**
 * A player's deposit limit per period. `amount` is in force (null: none); an increase (or a removal)
 * waits in `pendingAmount` until `pendingAt` (24 hours after it was asked).
 */
export const cashierDepositLimits = pgTable(
  'cashier_deposit_limits',
  {
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    period: text('period', { enum: tuple(DEPOSIT_LIMIT_PERIODS) }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cashier_deposit_limits_pk', columns: [t.playerId, t.period] }),
    playerOfBrand('cashier_deposit_limits_player_fk', t),
    check('cashier_deposit_limits_period', oneOf(t.period, DEPOSIT_LIMIT_PERIODS)),
    check(
      'cashier_deposit_limits_positive',
      sql`(${t.amount} is null or ${t.amount} > 0) and (${t.pendingAmount} is null or ${t.pendingAmount} > 0)`,
    ),
  ],
);

/** A player's deposit address per currency and network (given by the gateway, kept to find the player). */
export const cashierCryptoAddresses = pgTable(
  'cashier_crypto_addresses',
  {
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    currency: text('currency', { enum: tuple(CRYPTO_CURRENCIES) }).notNull(),
    network: text('network', { enum: tuple(CRYPTO_NETWORKS) }).notNull(),
    address: text('address').notNull().unique('cashier_crypto_addresses_address_unique'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cashier_crypto_addresses_pk', columns: [t.playerId, t.currency, t.network] }),
    playerOfBrand('cashier_crypto_addresses_player_fk', t),
    check('cashier_crypto_addresses_currency', oneOf(t.currency, CRYPTO_CURRENCIES)),
    check('cashier_crypto_addresses_network', oneOf(t.network, CRYPTO_NETWORKS)),
  ],
);

/** Nonces of the gateway's webhooks accepted within the signature tolerance: a replay is refused. */
export const cashierWebhookNonces = pgTable('cashier_webhook_nonces', {
  nonce: text('nonce').primaryKey(),
  seenAt: at('seen_at').notNull(),
});

/** How far each operator bank account's statement feed was read. */
export const cashierStatementCursors = pgTable('cashier_statement_cursors', {
  account: text('account').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
