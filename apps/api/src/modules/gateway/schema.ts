import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  GATEWAY_METHODS,
  GATEWAY_ORDER_KINDS,
  GATEWAY_ORDER_STATUSES,
  GATEWAY_WEBHOOK_STATUSES,
} from '@xc/api-contract';
import { at, oneOf, tuple } from '../../infra/sql';

/**
 * The sandbox payment gateway's own books (a separate party: the platform never reads these tables).
 * An order is a deposit a merchant (a brand) asked for, a crypto transfer seen on the sandbox chain, or
 * a payout; each moves through its method's state machine, `due_at` being its next automatic step.
 */
export const gatewayOrders = pgTable(
  'gateway_orders',
  {
    id: text('id').primaryKey(),
    /** The merchant: the brand that created it. */
    merchant: text('merchant').notNull(),
    kind: text('kind', { enum: tuple(GATEWAY_ORDER_KINDS) }).notNull(),
    method: text('method', { enum: tuple(GATEWAY_METHODS) }).notNull(),
    status: text('status', { enum: tuple(GATEWAY_ORDER_STATUSES) }).notNull(),
    /** The merchant's reference (its deposit or withdrawal), or the crypto address's owner. */
    reference: text('reference').notNull(),
    /** VND asked (deposits), paid out (payouts), or the face value declared (cards). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** For codepay: the unique transfer content the bank page matches. */
    content: text('content'),
    /** Where the webhooks go: host and path of the merchant. */
    callbackHost: text('callback_host').notNull(),
    callbackPath: text('callback_path').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    dueAt: at('due_at'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('gateway_orders_kind', oneOf(t.kind, GATEWAY_ORDER_KINDS)),
    check('gateway_orders_method', oneOf(t.method, GATEWAY_METHODS)),
    check('gateway_orders_status', oneOf(t.status, GATEWAY_ORDER_STATUSES)),
    check('gateway_orders_amount', sql`${t.amount} >= 0`),
    // One order per merchant reference (a retried create returns it); chain transfers repeat owners.
    uniqueIndex('gateway_orders_reference_unique')
      .on(t.merchant, t.kind, t.reference)
      .where(sql`${t.method} <> 'crypto'`),
    uniqueIndex('gateway_orders_content_unique').on(t.content),
    index('gateway_orders_due').on(t.dueAt),
    index('gateway_orders_expires').on(t.expiresAt),
  ],
);

/**
 * Money that moved at the gateway: a payment matched to an order, a line of an operator account's
 * statement (bank transfers), a payout made. `seq` orders the statement feed.
 */
export const gatewayTransactions = pgTable(
  'gateway_transactions',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: text('order_id').references(() => gatewayOrders.id, { onDelete: 'restrict' }),
    /** The account that received the money (bank statement lines), else null. */
    account: text('account'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('gateway_transactions_amount', sql`${t.amount} > 0`),
    index('gateway_transactions_account').on(t.account, t.seq),
  ],
);

/** Webhooks to deliver, kept until answered 2xx (a restart resumes them). */
export const gatewayWebhooks = pgTable(
  'gateway_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').references(() => gatewayOrders.id, { onDelete: 'restrict' }),
    host: text('host').notNull(),
    path: text('path').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: tuple(GATEWAY_WEBHOOK_STATUSES) }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    nextAttemptAt: at('next_attempt_at').notNull(),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    check('gateway_webhooks_status', oneOf(t.status, GATEWAY_WEBHOOK_STATUSES)),
    index('gateway_webhooks_due').on(t.status, t.nextAttemptAt),
  ],
);

/** Deposit addresses on the sandbox chain: one per merchant, owner, currency and network. */
export const gatewayCryptoAddresses = pgTable(
  'gateway_crypto_addresses',
  {
    address: text('address').primaryKey(),
    merchant: text('merchant').notNull(),
    owner: text('owner').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    callbackHost: text('callback_host').notNull(),
    callbackPath: text('callback_path').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('gateway_crypto_addresses_owner').on(t.merchant, t.owner, t.currency, t.network)],
);

/** Nonces of the merchant calls accepted within the signature tolerance: a replay is refused. */
export const gatewayNonces = pgTable('gateway_nonces', {
  nonce: text('nonce').primaryKey(),
  seenAt: at('seen_at').notNull(),
});
