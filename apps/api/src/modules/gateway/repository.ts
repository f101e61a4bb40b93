import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { GatewayOrderKind, GatewayOrderStatus } from '@xc/api-contract';
import type { Database } from '../../infra/database';
import {
  gatewayCryptoAddresses,
  gatewayNonces,
  gatewayOrders,
  gatewayTransactions,
  gatewayWebhooks,
} from './schema';

export type GatewayOrderRow = typeof gatewayOrders.$inferSelect;
export type NewGatewayOrder = typeof gatewayOrders.$inferInsert;
export type GatewayTransactionRow = typeof gatewayTransactions.$inferSelect;
export type GatewayWebhookRow = typeof gatewayWebhooks.$inferSelect;
export type GatewayAddressRow = typeof gatewayCryptoAddresses.$inferSelect;

/** The sandbox gateway's rows; no transactions here (its service's unit of work opens them). */
export class GatewayRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the order unless the merchant's reference exists; returns the order either way. */
  async insertOrder(row: NewGatewayOrder): Promise<{ order: GatewayOrderRow; created: boolean }> {
    const [inserted] = await this.db.insert(gatewayOrders).values(row).onConflictDoNothing().returning();
    if (inserted) return { order: inserted, created: true };
    const existing = await this.findByReference(row.merchant, row.kind, row.reference);
    if (!existing) throw new Error('gateway order neither inserted nor found');
    return { order: existing, created: false };
  }

  async findByReference(merchant: string, kind: GatewayOrderKind, reference: string) {
    const [row] = await this.db
      .select()
      .from(gatewayOrders)
      .where(
        and(
          eq(gatewayOrders.merchant, merchant),
          eq(gatewayOrders.kind, kind),
          eq(gatewayOrders.reference, reference),
          sql`${gatewayOrders.method} <> 'crypto'`,
        ),
      );
    return row;
  }

  async find(id: string): Promise<GatewayOrderRow | undefined> {
    const [row] = await this.db.select().from(gatewayOrders).where(eq(gatewayOrders.id, id));
    return row;
  }

  /** The order, locked until the transaction ends. */
  async lock(id: string): Promise<GatewayOrderRow | undefined> {
    const [row] = await this.db.select().from(gatewayOrders).where(eq(gatewayOrders.id, id)).for('update');
    return row;
  }

  async findByContent(content: string): Promise<GatewayOrderRow | undefined> {
    const [row] = await this.db.select().from(gatewayOrders).where(eq(gatewayOrders.content, content));
    return row;
  }

  /** Whether another card order with this PIN already succeeded (the card is used). */
  async cardUsed(pinHash: string, exceptId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: gatewayOrders.id })
      .from(gatewayOrders)
      .where(
        and(
          eq(gatewayOrders.method, 'card'),
          eq(gatewayOrders.status, 'succeeded'),
          sql`${gatewayOrders.detail}->>'pinHash' = ${pinHash}`,
          ne(gatewayOrders.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Moves the order from one of `from`; undefined when it was no longer in one of them. */
  async transition(
    id: string,
    from: readonly GatewayOrderStatus[],
    set: Partial<Pick<GatewayOrderRow, 'status' | 'detail' | 'dueAt' | 'expiresAt'>> & { updatedAt: Date },
  ): Promise<GatewayOrderRow | undefined> {
    const [row] = await this.db
      .update(gatewayOrders)
      .set(set)
      .where(and(eq(gatewayOrders.id, id), inArray(gatewayOrders.status, [...from])))
      .returning();
    return row;
  }

  /** Orders whose next automatic step is due. */
  async due(now: Date, limit: number): Promise<GatewayOrderRow[]> {
    return this.db
      .select()
      .from(gatewayOrders)
      .where(
        and(
          isNotNull(gatewayOrders.dueAt),
          lte(gatewayOrders.dueAt, now),
          inArray(gatewayOrders.status, ['pending', 'confirming']),
        ),
      )
      .orderBy(asc(gatewayOrders.dueAt))
      .limit(limit);
  }

  /** Orders still waiting for the payer after their expiry. */
  async expired(now: Date, limit: number): Promise<GatewayOrderRow[]> {
    return this.db
      .select()
      .from(gatewayOrders)
      .where(
        and(
          isNotNull(gatewayOrders.expiresAt),
          lte(gatewayOrders.expiresAt, now),
          eq(gatewayOrders.status, 'pending'),
        ),
      )
      .orderBy(asc(gatewayOrders.expiresAt))
      .limit(limit);
  }

  async insertTransaction(row: typeof gatewayTransactions.$inferInsert): Promise<GatewayTransactionRow> {
    const [inserted] = await this.db.insert(gatewayTransactions).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  /** The statement of an account after line `after` (its seq), oldest first. */
  async statement(account: string, after: number, limit: number): Promise<GatewayTransactionRow[]> {
    return this.db
      .select()
      .from(gatewayTransactions)
      .where(and(eq(gatewayTransactions.account, account), gt(gatewayTransactions.seq, after)))
      .orderBy(asc(gatewayTransactions.seq))
      .limit(limit);
  }

  async insertWebhook(row: typeof gatewayWebhooks.$inferInsert): Promise<GatewayWebhookRow> {
    const [inserted] = await this.db.insert(gatewayWebhooks).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async dueWebhooks(now: Date, limit: number): Promise<GatewayWebhookRow[]> {
    return this.db
      .select()
      .from(gatewayWebhooks)
      .where(and(eq(gatewayWebhooks.status, 'pending'), lte(gatewayWebhooks.nextAttemptAt, now)))
      .orderBy(asc(gatewayWebhooks.nextAttemptAt), asc(gatewayWebhooks.id))
      .limit(limit);
  }

  async webhooksOf(orderId: string): Promise<GatewayWebhookRow[]> {
    return this.db
      .select()
      .from(gatewayWebhooks)
      .where(eq(gatewayWebhooks.orderId, orderId))
      .orderBy(desc(gatewayWebhooks.id));
  }

  async recordAttempt(
    id: number,
    outcome: { delivered: boolean; status: number; nextAttemptAt: Date; now: Date },
  ): Promise<void> {
    await this.db
      .update(gatewayWebhooks)
      .set({
        attempts: sql`${gatewayWebhooks.attempts} + 1`,
        lastStatus: outcome.status,
        status: outcome.delivered ? 'delivered' : 'pending',
        deliveredAt: outcome.delivered ? outcome.now : null,
        nextAttemptAt: outcome.nextAttemptAt,
      })
      .where(and(eq(gatewayWebhooks.id, id), eq(gatewayWebhooks.status, 'pending')));
  }

  async insertAddress(row: typeof gatewayCryptoAddresses.$inferInsert): Promise<GatewayAddressRow> {
    await this.db.insert(gatewayCryptoAddresses).values(row).onConflictDoNothing();
    const [found] = await this.db
      .select()
      .from(gatewayCryptoAddresses)
      .where(
        and(
          eq(gatewayCryptoAddresses.merchant, row.merchant),
          eq(gatewayCryptoAddresses.owner, row.owner),
          eq(gatewayCryptoAddresses.currency, row.currency),
          eq(gatewayCryptoAddresses.network, row.network),
        ),
      );
    if (!found) throw new Error('crypto address neither inserted nor found');
    return found;
  }

  async findAddress(address: string): Promise<GatewayAddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gatewayCryptoAddresses)
      .where(eq(gatewayCryptoAddresses.address, address));
    return row;
  }

  /** False when the nonce was seen before (a replay). */
  async claimNonce(nonce: string, now: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(gatewayNonces)
      .values({ nonce, seenAt: now })
      .onConflictDoNothing()
      .returning({ nonce: gatewayNonces.nonce });
    return inserted.length === 1;
  }

  async forgetNonces(before: Date): Promise<void> {
    await this.db.delete(gatewayNonces).where(lt(gatewayNonces.seenAt, before));
  }
}
