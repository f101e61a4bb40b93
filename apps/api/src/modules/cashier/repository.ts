import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { DepositStatus, WithdrawalStatus } from '@xc/api-contract';
import type { Database } from '../../infra/database';
import {
  cashierCryptoAddresses,
  cashierDepositLimits,
  cashierDeposits,
  cashierStatementCursors,
  cashierWebhookNonces,
  cashierWithdrawalEvents,
  cashierWithdrawals,
} from './schema';

export type DepositRow = typeof cashierDeposits.$inferSelect;
export type NewDeposit = typeof cashierDeposits.$inferInsert;
export type WithdrawalRow = typeof cashierWithdrawals.$inferSelect;
export type WithdrawalEventRow = typeof cashierWithdrawalEvents.$inferSelect;
export type LimitRow = typeof cashierDepositLimits.$inferSelect;

/** The cashier's rows; queries only, the service's unit of work holds the transaction. */
export class CashierRepository {
  constructor(private readonly db: Database) {}

  // ---- deposits

  async insertDeposit(row: NewDeposit): Promise<DepositRow> {
    const [inserted] = await this.db.insert(cashierDeposits).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  /** The player's deposit; another player's (or brand's) reads as missing. */
  async depositOf(playerId: number, brand: string, id: number): Promise<DepositRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierDeposits)
      .where(
        and(
          eq(cashierDeposits.id, id),
          eq(cashierDeposits.playerId, playerId),
          eq(cashierDeposits.brand, brand),
        ),
      );
    return row;
  }

  /** Whether any deposit of the player was credited. */
  async hasCompletedDeposit(playerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: cashierDeposits.id })
      .from(cashierDeposits)
      .where(and(eq(cashierDeposits.playerId, playerId), eq(cashierDeposits.status, 'completed')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * A player's completed deposits on one brand completed in [from, to): the sum credited and the
   * largest single credit.
   */
  async depositStats(filter: { brand: string; playerId: number; from: Date; to: Date }) {
    const [row] = await this.db
      .select({
        sum: sql<string | null>`sum(${cashierDeposits.credited})`,
        max: sql<string | null>`max(${cashierDeposits.credited})`,
      })
      .from(cashierDeposits)
      .where(
        and(
          eq(cashierDeposits.brand, filter.brand),
          eq(cashierDeposits.playerId, filter.playerId),
          eq(cashierDeposits.status, 'completed'),
          gte(cashierDeposits.completedAt, filter.from),
          lt(cashierDeposits.completedAt, filter.to),
        ),
      );
    return { sum: Number(row?.sum ?? 0), max: Number(row?.max ?? 0) };
  }

  async depositByRequest(playerId: number, requestId: string): Promise<DepositRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierDeposits)
      .where(and(eq(cashierDeposits.playerId, playerId), eq(cashierDeposits.requestId, requestId)));
    return row;
  }

  /** Locked until the transaction ends. */
  async lockDeposit(id: number): Promise<DepositRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierDeposits)
      .where(eq(cashierDeposits.id, id))
      .for('update');
    return row;
  }

  /** The deposit a gateway report is about: by our code (the order's reference), else by the order. */
  async lockDepositFor(reference: string, orderId: string): Promise<DepositRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierDeposits)
      .where(
        or(
          eq(cashierDeposits.gatewayOrderId, orderId),
          and(eq(cashierDeposits.code, reference), isNull(cashierDeposits.gatewayOrderId)),
        ),
      )
      .for('update');
    return row;
  }

  async lockDepositByOrder(orderId: string): Promise<DepositRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierDeposits)
      .where(eq(cashierDeposits.gatewayOrderId, orderId))
      .for('update');
    return row;
  }

  async lockDepositByContent(content: string): Promise<DepositRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierDeposits)
      .where(eq(cashierDeposits.transferContent, content))
      .for('update');
    return row;
  }

  async openDeposits(playerId: number, method: DepositRow['method']): Promise<DepositRow[]> {
    return this.db
      .select()
      .from(cashierDeposits)
      .where(
        and(
          eq(cashierDeposits.playerId, playerId),
          eq(cashierDeposits.method, method),
          eq(cashierDeposits.status, 'pending'),
        ),
      )
      .orderBy(asc(cashierDeposits.id));
  }

  async updateDeposit(id: number, set: Partial<DepositRow>): Promise<DepositRow> {
    const [row] = await this.db
      .update(cashierDeposits)
      .set(set)
      .where(eq(cashierDeposits.id, id))
      .returning();
    if (!row) throw new Error(`deposit ${id} vanished`);
    return row;
  }

  /** Moves pending deposits past their expiry to expired; returns them. */
  async expireDeposits(now: Date): Promise<DepositRow[]> {
    return this.db
      .update(cashierDeposits)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(cashierDeposits.status, 'pending'), lt(cashierDeposits.expiresAt, now)))
      .returning();
  }

  /**
   * What counts against a deposit limit since `since`: credited deposits, and the amounts of the
   * deposits still open (a voucher waiting to be paid would otherwise slip past the limit).
   */
  async depositedSince(playerId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({
        total: sql<string>`coalesce(sum(case when ${cashierDeposits.status} = 'pending' then greatest(${cashierDeposits.amount}, ${cashierDeposits.credited}) else ${cashierDeposits.credited} end), 0)`,
      })
      .from(cashierDeposits)
      .where(and(eq(cashierDeposits.playerId, playerId), gte(cashierDeposits.createdAt, since)));
    return Number(row?.total ?? 0);
  }

  async searchDeposits(filter: {
    brand: string;
    playerId?: number;
    status?: DepositStatus;
    code?: string;
    limit: number;
  }) {
    const where = [eq(cashierDeposits.brand, filter.brand)];
    if (filter.playerId !== undefined) where.push(eq(cashierDeposits.playerId, filter.playerId));
    if (filter.status) where.push(eq(cashierDeposits.status, filter.status));
    if (filter.code) where.push(eq(cashierDeposits.code, filter.code));
    return this.db
      .select()
      .from(cashierDeposits)
      .where(and(...where))
      .orderBy(desc(cashierDeposits.id))
      .limit(filter.limit);
  }

  // ---- crypto addresses

  async addressOf(playerId: number, currency: string, network: string) {
    const [row] = await this.db
      .select()
      .from(cashierCryptoAddresses)
      .where(
        and(
          eq(cashierCryptoAddresses.playerId, playerId),
          eq(cashierCryptoAddresses.currency, currency as 'USDT'),
          eq(cashierCryptoAddresses.network, network as 'TRC20'),
        ),
      );
    return row;
  }

  async insertAddress(row: typeof cashierCryptoAddresses.$inferInsert): Promise<void> {
    await this.db.insert(cashierCryptoAddresses).values(row).onConflictDoNothing();
  }

  async findAddress(address: string) {
    const [row] = await this.db
      .select()
      .from(cashierCryptoAddresses)
      .where(eq(cashierCryptoAddresses.address, address));
    return row;
  }

  // ---- withdrawals

  async insertWithdrawal(row: typeof cashierWithdrawals.$inferInsert): Promise<WithdrawalRow | undefined> {
    const [inserted] = await this.db.insert(cashierWithdrawals).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async withdrawalByRequest(playerId: number, requestId: string): Promise<WithdrawalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierWithdrawals)
      .where(and(eq(cashierWithdrawals.playerId, playerId), eq(cashierWithdrawals.requestId, requestId)));
    return row;
  }

  async withdrawalOf(playerId: number, brand: string, id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierWithdrawals)
      .where(
        and(
          eq(cashierWithdrawals.id, id),
          eq(cashierWithdrawals.playerId, playerId),
          eq(cashierWithdrawals.brand, brand),
        ),
      );
    return row;
  }

  async lockWithdrawal(id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierWithdrawals)
      .where(eq(cashierWithdrawals.id, id))
      .for('update');
    return row;
  }

  /** The withdrawal a payout report is about: by the order, or by our code while the order is unsaved. */
  async lockWithdrawalFor(reference: string, orderId: string): Promise<WithdrawalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierWithdrawals)
      .where(
        or(
          eq(cashierWithdrawals.gatewayOrderId, orderId),
          and(eq(cashierWithdrawals.code, reference), isNull(cashierWithdrawals.gatewayOrderId)),
        ),
      )
      .for('update');
    return row;
  }

  async lockWithdrawalByOrder(orderId: string): Promise<WithdrawalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashierWithdrawals)
      .where(eq(cashierWithdrawals.gatewayOrderId, orderId))
      .for('update');
    return row;
  }

  async updateWithdrawal(id: number, set: Partial<WithdrawalRow>): Promise<WithdrawalRow> {
    const [row] = await this.db
      .update(cashierWithdrawals)
      .set(set)
      .where(eq(cashierWithdrawals.id, id))
      .returning();
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  }

  async addEvent(
    withdrawalId: number,
    status: WithdrawalStatus,
    note: string | null,
    now: Date,
  ): Promise<void> {
    await this.db.insert(cashierWithdrawalEvents).values({ withdrawalId, status, note, at: now });
  }

  async eventsOf(ids: readonly number[]): Promise<WithdrawalEventRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(cashierWithdrawalEvents)
      .where(inArray(cashierWithdrawalEvents.withdrawalId, [...ids]))
      .orderBy(asc(cashierWithdrawalEvents.id));
  }

  async withdrawalsSince(playerId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(cashierWithdrawals)
      .where(and(eq(cashierWithdrawals.playerId, playerId), gte(cashierWithdrawals.createdAt, since)));
    return row?.n ?? 0;
  }

  /**
   * Serialises the credits of one player's deposits (which one is the first is decided under it).
   * Taken after the deposit's row lock; the cashier lock below is taken before any deposit row, so
   * the two never wait on each other in a cycle.
   */
  async lockPlayerCredits(playerId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${7_140_001}, ${playerId})`);
  }

  /** Serialises one player's withdrawal requests (the daily count and the submit id are checked under it). */
  async lockPlayerCashier(playerId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${7_140_000}, ${playerId})`);
  }

  async listWithdrawals(filter: {
    brand: string;
    status?: WithdrawalStatus;
    playerId?: number;
    limit: number;
  }) {
    const where = [eq(cashierWithdrawals.brand, filter.brand)];
    if (filter.status) where.push(eq(cashierWithdrawals.status, filter.status));
    if (filter.playerId !== undefined) where.push(eq(cashierWithdrawals.playerId, filter.playerId));
    return this.db
      .select()
      .from(cashierWithdrawals)
      .where(and(...where))
      .orderBy(desc(cashierWithdrawals.id))
      .limit(filter.limit);
  }

  /** Approved withdrawals not yet handed to the gateway. */
  async payoutsToSend(limit: number): Promise<WithdrawalRow[]> {
    return this.db
      .select()
      .from(cashierWithdrawals)
      .where(
        and(eq(cashierWithdrawals.status, 'approved'), sql`${cashierWithdrawals.gatewayOrderId} is null`),
      )
      .orderBy(asc(cashierWithdrawals.id))
      .limit(limit);
  }

  // ---- limits

  async limitsOf(playerId: number): Promise<LimitRow[]> {
    return this.db.select().from(cashierDepositLimits).where(eq(cashierDepositLimits.playerId, playerId));
  }

  async lockLimits(playerId: number): Promise<LimitRow[]> {
    return this.db
      .select()
      .from(cashierDepositLimits)
      .where(eq(cashierDepositLimits.playerId, playerId))
      .for('update');
  }

  async saveLimit(row: typeof cashierDepositLimits.$inferInsert): Promise<void> {
    await this.db
      .insert(cashierDepositLimits)
      .values(row)
      .onConflictDoUpdate({
        target: [cashierDepositLimits.playerId, cashierDepositLimits.period],
        set: {
          amount: row.amount ?? null,
          pendingAmount: row.pendingAmount ?? null,
          pendingAt: row.pendingAt ?? null,
          updatedAt: row.updatedAt,
        },
      });
  }

  // ---- webhooks and the statement feed

  async claimNonce(nonce: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(cashierWebhookNonces)
      .values({ nonce, seenAt: now })
      .onConflictDoNothing()
      .returning({ nonce: cashierWebhookNonces.nonce });
    return rows.length === 1;
  }

  async forgetNonces(before: Date): Promise<void> {
    await this.db.delete(cashierWebhookNonces).where(lt(cashierWebhookNonces.seenAt, before));
  }

  async cursor(account: string): Promise<number> {
    const [row] = await this.db
      .select()
      .from(cashierStatementCursors)
      .where(eq(cashierStatementCursors.account, account));
    return row?.seq ?? 0;
  }

  async saveCursor(account: string, seq: number): Promise<void> {
    await this.db
      .insert(cashierStatementCursors)
      .values({ account, seq })
      .onConflictDoUpdate({
        target: cashierStatementCursors.account,
        set: { seq: sql`greatest(${cashierStatementCursors.seq}, ${seq})` },
      });
  }

  // ---- history

  /** Deposits and withdrawals of the player in [from, to), newest first, one page, and the total. */
  async history(filter: {
    playerId: number;
    from: Date;
    to: Date;
    type?: 'deposit' | 'withdrawal';
    status?: string;
    limit: number;
    offset: number;
  }) {
    const deposits = sql`select 'deposit' as type, id, code, method, status, coalesce(nullif(credited, 0), amount, 0) as amount, created_at from cashier_deposits where player_id = ${filter.playerId} and created_at >= ${filter.from.toISOString()} and created_at < ${filter.to.toISOString()}`;
    const withdrawals = sql`select 'withdrawal' as type, id, code, method, status, amount, created_at from cashier_withdrawals where player_id = ${filter.playerId} and created_at >= ${filter.from.toISOString()} and created_at < ${filter.to.toISOString()}`;
    const union =
      filter.type === 'deposit'
        ? deposits
        : filter.type === 'withdrawal'
          ? withdrawals
          : sql`${deposits} union all ${withdrawals}`;
    const statusFilter = filter.status ? sql`where status = ${filter.status}` : sql``;
    const rows = await this.rows<{
      type: 'deposit' | 'withdrawal';
      id: number;
      code: string;
      method: string;
      status: string;
      amount: string | number;
      created_at: string | Date;
    }>(
      sql`select t.* from (${union}) t ${statusFilter} order by created_at desc, type, id desc limit ${filter.limit} offset ${filter.offset}`,
    );
    const [counted] = await this.rows<{ total: string | number }>(
      sql`select count(*) as total from (${union}) t ${statusFilter}`,
    );
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** Lifetime credited deposits and paid (or in payment) withdrawals of the player. */
  async lifetime(playerId: number): Promise<{ deposits: number; withdrawals: number }> {
    const [dep] = await this.db
      .select({ total: sum(cashierDeposits.credited) })
      .from(cashierDeposits)
      .where(eq(cashierDeposits.playerId, playerId));
    const [wd] = await this.db
      .select({ total: sum(cashierWithdrawals.amount) })
      .from(cashierWithdrawals)
      .where(and(eq(cashierWithdrawals.playerId, playerId), eq(cashierWithdrawals.status, 'paid')));
    return { deposits: Number(dep?.total ?? 0), withdrawals: Number(wd?.total ?? 0) };
  }

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows?: T[] } | T[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  }
}
