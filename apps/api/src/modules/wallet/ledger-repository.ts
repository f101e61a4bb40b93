import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import {
  NEGATIVE_BALANCE_KINDS,
  walletAccounts,
  walletEntries,
  walletTransactions,
  type WalletAccountKind,
  type WalletTransactionType,
} from '../../infra/schema';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/** What a new account needs; derived from its code (see accountSpec). */
export interface AccountSpec {
  code: string;
  kind: WalletAccountKind;
  playerId: number | null;
}

export interface LedgerLine {
  /** Account code: `player:<id>`, `house`, `funding`, `bonus`, `provider:<name>`, `jackpot:<code>`. */
  account: string;
  /** Signed integer VND; positive adds to the account. */
  amount: number;
}

export interface PostedEntry {
  account: string;
  amount: number;
  balanceAfter: number;
}

export interface PostedTransaction {
  id: number;
  idempotencyKey: string;
  type: WalletTransactionType;
  playerId: number | null;
  reference: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when this call found the key already used with the same request: nothing moved again. */
  replayed: boolean;
}

/** A fully resolved posting: the lines are merged per account and sum to zero. */
export interface PostRecord {
  idempotencyKey: string;
  requestHash: string;
  type: WalletTransactionType;
  playerId: number | null;
  reference: string | null;
  metadata: Record<string, unknown>;
  lines: LedgerLine[];
  createdAt: Date;
}

export interface PostHooks {
  /** Lines computed from balances read under a row lock, e.g. a jackpot pool paid out whole. */
  plan?: { lock: readonly string[]; lines: (balances: ReadonlyMap<string, number>) => LedgerLine[] };
  /** Writes of another module that must commit, or fail, together with the money. */
  within?: (tx: Database, posted: PostedTransaction) => Promise<void>;
}

/** A line would take a non-negative account below zero; nothing of the transaction was written. */
export class InsufficientBalanceError extends Error {
  override readonly name = 'InsufficientBalanceError';
  constructor(readonly account: string) {
    super(`balance of ${account} does not cover the transaction`);
  }
}

export interface LedgerDiscrepancy {
  kind: 'account_balance' | 'transaction_sum' | 'ledger_total';
  subject: string;
  expected: number;
  actual: number;
}

const NEGATIVE = [...NEGATIVE_BALANCE_KINDS] as string[];
const ID_CACHE_LIMIT = 100_000;

export class LedgerRepository {
  /** Account ids never change and accounts are never deleted, so a code's id can be remembered. */
  private readonly ids = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /** Creates the accounts that do not exist yet (outside any money transaction) and returns every id. */
  async ensureAccounts(specs: readonly AccountSpec[], now: Date): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const missing = specs.filter((spec) => {
      const id = this.ids.get(spec.code);
      if (id !== undefined) found.set(spec.code, id);
      return id === undefined;
    });
    if (missing.length === 0) return found;
    await this.db
      .insert(walletAccounts)
      .values(missing.map((spec) => ({ ...spec, balance: 0, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    const rows = await this.db
      .select({ id: walletAccounts.id, code: walletAccounts.code })
      .from(walletAccounts)
      .where(
        inArray(
          walletAccounts.code,
          missing.map((spec) => spec.code),
        ),
      );
    if (this.ids.size > ID_CACHE_LIMIT) this.ids.clear();
    for (const row of rows) {
      this.ids.set(row.code, row.id);
      found.set(row.code, row.id);
    }
    return found;
  }

  async balanceOf(code: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.code, code));
    return row?.balance;
  }

  async balancesOf(codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .select({ code: walletAccounts.code, balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(inArray(walletAccounts.code, [...codes]));
    return new Map(rows.map((row) => [row.code, row.balance]));
  }

  async hasTransactionOfType(playerId: number, type: WalletTransactionType): Promise<boolean> {
    const [row] = await this.db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.playerId, playerId), eq(walletTransactions.type, type)))
      .limit(1);
    return row !== undefined;
  }

  async findByKey(
    idempotencyKey: string,
  ): Promise<{ posted: PostedTransaction; requestHash: string } | undefined> {
    const [row] = await this.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.idempotencyKey, idempotencyKey));
    if (!row) return undefined;
    const entries = await this.db
      .select({
        account: walletAccounts.code,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletEntries.transactionId, row.id))
      .orderBy(asc(walletEntries.id));
    return { posted: toPosted(row, entries, true), requestHash: row.requestHash };
  }

  /**
   * Writes the transaction and its entries and moves the balances, in one database transaction.
   * Returns undefined when the idempotency key is already taken (the caller then reads the first
   * result). Every balance moves by a conditional update in account-id order (no deadlocks between
   * two postings); a non-negative account that would go below zero aborts the whole transaction
   * with InsufficientBalanceError.
   */
  async post(record: PostRecord, ids: ReadonlyMap<string, number>, hooks: PostHooks = {}) {
    return this.db.transaction(async (tx): Promise<PostedTransaction | undefined> => {
      const [claimed] = await tx
        .insert(walletTransactions)
        .values({
          idempotencyKey: record.idempotencyKey,
          requestHash: record.requestHash,
          type: record.type,
          playerId: record.playerId,
          reference: record.reference,
          metadata: record.metadata,
          createdAt: record.createdAt,
        })
        .onConflictDoNothing({ target: walletTransactions.idempotencyKey })
        .returning();
      if (!claimed) return undefined;

      // Accounts are locked and moved in id order, so two postings never wait on each other in a cycle.
      let planned: LedgerLine[] = [];
      if (hooks.plan) {
        const codes = new Set([...record.lines.map((line) => line.account), ...hooks.plan.lock]);
        const locked = await tx
          .select({ code: walletAccounts.code, balance: walletAccounts.balance })
          .from(walletAccounts)
          .where(
            inArray(
              walletAccounts.id,
              [...codes].map((code) => idOf(ids, code)),
            ),
          )
          .orderBy(asc(walletAccounts.id))
          .for('update');
        planned = mergeLines(hooks.plan.lines(new Map(locked.map((row) => [row.code, row.balance]))));
      }
      assertBalanced(record.lines);
      if (planned.length > 0) assertBalanced(planned);

      // The planned lines move second: a stake is covered by the balance before anything it wins.
      const entries: Array<PostedEntry & { accountId: number }> = [];
      for (const pass of [record.lines, planned]) {
        const ordered = pass
          .map((line) => ({ ...line, id: idOf(ids, line.account) }))
          .sort((a, b) => a.id - b.id);
        for (const line of ordered) {
          const [moved] = await tx
            .update(walletAccounts)
            .set({ balance: sql`${walletAccounts.balance} + ${line.amount}`, updatedAt: record.createdAt })
            .where(
              and(
                eq(walletAccounts.id, line.id),
                or(
                  gte(sql`${walletAccounts.balance} + ${line.amount}`, 0),
                  inArray(walletAccounts.kind, NEGATIVE as WalletAccountKind[]),
                ),
              ),
            )
            .returning({ balance: walletAccounts.balance });
          if (!moved) throw new InsufficientBalanceError(line.account);
          entries.push({
            account: line.account,
            accountId: line.id,
            amount: line.amount,
            balanceAfter: moved.balance,
          });
        }
      }
      await tx.insert(walletEntries).values(
        entries.map((entry) => ({
          transactionId: claimed.id,
          accountId: entry.accountId,
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
          createdAt: record.createdAt,
        })),
      );
      const posted = toPosted(
        claimed,
        entries.map((entry) => ({
          account: entry.account,
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
        })),
        false,
      );
      await hooks.within?.(tx, posted);
      return posted;
    });
  }

  /**
   * The ledger's invariants, recomputed from the entries: each account's balance is the sum of its
   * entries, each transaction sums to zero, and all balances together sum to zero.
   */
  async audit(): Promise<{ accounts: number; transactions: number; discrepancies: LedgerDiscrepancy[] }> {
    const accounts = await this.db
      .select({
        code: walletAccounts.code,
        balance: walletAccounts.balance,
        total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)`,
      })
      .from(walletAccounts)
      .leftJoin(walletEntries, eq(walletEntries.accountId, walletAccounts.id))
      .groupBy(walletAccounts.id);
    const unbalanced = await this.db
      .select({
        id: walletEntries.transactionId,
        total: sql<string>`sum(${walletEntries.amount})`,
      })
      .from(walletEntries)
      .groupBy(walletEntries.transactionId)
      .having(sql`sum(${walletEntries.amount}) <> 0`);
    const [count] = await this.db.select({ n: sql<string>`count(*)` }).from(walletTransactions);

    const discrepancies: LedgerDiscrepancy[] = [];
    let ledgerTotal = 0;
    for (const account of accounts) {
      ledgerTotal += account.balance;
      if (Number(account.total) !== account.balance) {
        discrepancies.push({
          kind: 'account_balance',
          subject: account.code,
          expected: Number(account.total),
          actual: account.balance,
        });
      }
    }
    for (const row of unbalanced) {
      discrepancies.push({
        kind: 'transaction_sum',
        subject: String(row.id),
        expected: 0,
        actual: Number(row.total),
      });
    }
    if (ledgerTotal !== 0) {
      discrepancies.push({ kind: 'ledger_total', subject: 'all accounts', expected: 0, actual: ledgerTotal });
    }
    return { accounts: accounts.length, transactions: Number(count?.n ?? 0), discrepancies };
  }
}

function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`wallet account ${code} was not ensured before posting`);
  return id;
}

/** One line per account, zero lines dropped, ordered by code. */
export function mergeLines(lines: readonly LedgerLine[]): LedgerLine[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.account, (sums.get(line.account) ?? 0) + line.amount);
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([account, amount]) => ({ account, amount }));
}

export function assertBalanced(lines: readonly LedgerLine[]): void {
  if (lines.length < 2) throw new Error('a ledger transaction needs at least two accounts');
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new Error(`amount ${line.amount} is not an integer VND`);
    total += line.amount;
  }
  if (total !== 0) throw new Error(`ledger lines sum to ${total}, not zero`);
}

function toPosted(
  row: WalletTransactionRow,
  entries: readonly PostedEntry[],
  replayed: boolean,
): PostedTransaction {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    type: row.type,
    playerId: row.playerId,
    reference: row.reference,
    metadata: row.metadata,
    createdAt: row.createdAt,
    entries: [...entries],
    replayed,
  };
}
