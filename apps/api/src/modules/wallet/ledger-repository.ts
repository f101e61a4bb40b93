import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { WalletAccountKind, WalletTransactionType } from '@xc/api-contract';
import type { Database } from '../../infra/database';
import { sqlStateOf } from '../../infra/pg-errors';
import { walletAccounts, walletBalanceDeltas, walletEntries, walletTransactions } from './schema';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/** What a new account needs; derived from its code (see accountSpec). */
export interface AccountSpec {
  code: string;
  kind: WalletAccountKind;
  /** A brand id, or 'network' for the pools the brands share. */
  brand: string;
  playerId: number | null;
}

export interface LedgerLine {
  /** Account code: `player:<id>`, `house:<brand>`, `provider:<name>:<brand>`, `jackpot:<code>`… */
  account: string;
  /** Signed integer VND; positive adds to the account. */
  amount: number;
}

export interface PostedEntry {
  account: string;
  amount: number;
  /** The player's balance after the entry; null for a counter-account (its balance is derived). */
  balanceAfter: number | null;
}

export interface PostedTransaction {
  id: number;
  idempotencyKey: string;
  type: WalletTransactionType;
  brand: string;
  playerId: number | null;
  reference: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when this call found the key already used with the same request: nothing moved again. */
  replayed: boolean;
}

export type NewWalletTransaction = Omit<typeof walletTransactions.$inferInsert, 'id'>;

/**
 * A posting ready for `wallet_post` (see Ledger.prepare): at most one wallet row moves; every other
 * line is a counter-account's delta.
 */
export interface PreparedPosting {
  record: NewWalletTransaction & { createdAt: Date; metadata: Record<string, unknown>; reference: string | null; playerId: number | null };
  /** Merged lines, ordered by account code: what the entries say. */
  lines: LedgerLine[];
  wallet: { account: string; accountId: number; amount: number } | null;
  deltas: { accountIds: number[]; amounts: number[] };
}

/** SQLSTATE `wallet_post` raises when the wallet cannot cover its line. */
export const WALLET_SHORT = 'XC402';

/** An integer array as a PostgreSQL array literal: both drivers take it for a typed parameter. */
export const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;

/** How a line moves its account (see LedgerRepository.move). */
export type Movement = 'balance' | 'delta';

export interface LedgerDiscrepancy {
  kind: 'account_balance' | 'transaction_sum' | 'ledger_total';
  subject: string;
  expected: number;
  actual: number;
}

/** A conditional update found the account would go below zero. */
export class InsufficientBalanceError extends Error {
  override readonly name = 'InsufficientBalanceError';
  constructor(readonly account: string) {
    super(`balance of ${account} does not cover the transaction`);
  }
}

/**
 * The ledger's rows. It works on whatever it is bound to (the pool, or a transaction in progress)
 * and never opens a transaction itself: the use case's unit of work does.
 */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  /** Creates the accounts that do not exist yet; returns every id and which were created now. */
  async ensureAccounts(
    specs: readonly AccountSpec[],
    now: Date,
  ): Promise<{ ids: Map<string, number>; created: Set<string> }> {
    const created = new Set<string>();
    if (specs.length === 0) return { ids: new Map(), created };
    const inserted = await this.db
      .insert(walletAccounts)
      .values(specs.map((spec) => ({ ...spec, balance: 0, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: walletAccounts.id, code: walletAccounts.code });
    for (const row of inserted) created.add(row.code);
    const rows = await this.db
      .select({ id: walletAccounts.id, code: walletAccounts.code })
      .from(walletAccounts)
      .where(
        inArray(
          walletAccounts.code,
          specs.map((spec) => spec.code),
        ),
      );
    return { ids: new Map(rows.map((row) => [row.code, row.id])), created };
  }

  /** Balances by code: a player's row, or a counter-account's row plus its pending deltas. */
  async balancesOf(codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = rowsOf<{ code: string; balance: string }>(
      await this.db.execute(sql`
        select a.code,
          a.balance + coalesce((select sum(d.amount) from ${walletBalanceDeltas} d where d.account_id = a.id), 0) as balance
        from ${walletAccounts} a
        where a.code in (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )})`),
    );
    return new Map(rows.map((row) => [row.code, Number(row.balance)]));
  }

  async hasTransactionOfType(playerId: number, type: WalletTransactionType): Promise<boolean> {
    const [row] = await this.db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.playerId, playerId), eq(walletTransactions.type, type)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The whole of a posting that moves at most one balance row, in one statement (`wallet_post`):
   * takes the key, moves the wallet (never below zero), appends the deltas and writes the entries.
   * Answers undefined when the key is already taken (nothing written: read the first result), else
   * the new transaction's id and the wallet's balance after. Throws InsufficientBalanceError when the
   * wallet cannot cover it (the caller's unit of work must then roll back).
   */
  async postPrepared(posting: PreparedPosting): Promise<{ id: number; balance: number | null } | undefined> {
    const { record, wallet, deltas } = posting;
    let rows: Array<{ posted_id: string | null; posted_balance: string | null }>;
    try {
      rows = rowsOf(
        await this.db.execute(sql`select posted_id, posted_balance from wallet_post(
          ${record.idempotencyKey}, ${record.requestHash}, ${record.type}, ${record.brand},
          ${record.playerId}::int, ${record.reference}, ${JSON.stringify(record.metadata)}::jsonb,
          ${record.createdAt.toISOString()}::timestamptz, ${wallet?.accountId ?? null}::int,
          ${wallet?.amount ?? null}::bigint, ${intArray(deltas.accountIds)}::int[],
          ${intArray(deltas.amounts)}::bigint[])`),
      );
    } catch (error) {
      if (sqlStateOf(error) === WALLET_SHORT) throw new InsufficientBalanceError(wallet?.account ?? '?');
      throw error;
    }
    const [row] = rows;
    if (!row || row.posted_id === null) return undefined;
    return {
      id: Number(row.posted_id),
      balance: row.posted_balance === null ? null : Number(row.posted_balance),
    };
  }

  /** Takes the idempotency key; undefined when it is already taken (then read the first result). */
  async claim(record: NewWalletTransaction): Promise<WalletTransactionRow | undefined> {
    const [claimed] = await this.db
      .insert(walletTransactions)
      .values(record)
      .onConflictDoNothing({ target: walletTransactions.idempotencyKey })
      .returning();
    return claimed;
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
   * Moves a balance row by `amount` unless it would go below zero (counter-accounts may); returns
   * the new balance, or undefined when refused. Only player wallets and payouts of a pool take this
   * path: it locks the row until the transaction ends.
   */
  async moveBalance(accountId: number, amount: number, now: Date): Promise<number | undefined> {
    const [moved] = await this.db
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${amount}`, updatedAt: now })
      .where(and(eq(walletAccounts.id, accountId), gte(sql`${walletAccounts.balance} + ${amount}`, 0)))
      .returning({ balance: walletAccounts.balance });
    return moved?.balance;
  }

  /** Appends movements of counter-accounts: inserts only, so concurrent postings never wait on each other. */
  async appendDeltas(deltas: ReadonlyArray<{ accountId: number; amount: number }>): Promise<void> {
    if (deltas.length > 0) await this.db.insert(walletBalanceDeltas).values([...deltas]);
  }

  /**
   * Locks the account's row, then adds its committed pending deltas to it and removes them; returns
   * the balance. The row lock first, so two folds of one account take turns instead of deadlocking.
   */
  async lockAndFold(accountId: number): Promise<number> {
    await this.db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, accountId))
      .for('no key update');
    await this.foldLocked(sql`${walletBalanceDeltas.accountId} = ${accountId}`);
    const [row] = await this.db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, accountId));
    return row?.balance ?? 0;
  }

  /**
   * Folds every counter-account with pending deltas: their rows are locked in id order, then the
   * committed deltas are added and removed in one statement (a delta counts once, before or after).
   */
  async foldAll(): Promise<number> {
    const locked = rowsOf<{ id: number }>(
      await this.db.execute(
        sql`select id from ${walletAccounts} where id in (select distinct account_id from ${walletBalanceDeltas}) order by id for no key update`,
      ),
    ).map((row) => Number(row.id));
    if (locked.length === 0) return 0;
    await this.foldLocked(
      sql`${walletBalanceDeltas.accountId} in (${sql.join(
        locked.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return locked.length;
  }

  private async foldLocked(which: SQL): Promise<void> {
    await this.db.execute(sql`
      with folded as (delete from ${walletBalanceDeltas} where ${which} returning account_id, amount),
      sums as (select account_id, sum(amount) as total from folded group by account_id)
      update ${walletAccounts} set balance = ${walletAccounts.balance} + sums.total
      from sums where ${walletAccounts.id} = sums.account_id`);
  }

  async insertEntries(
    transactionId: number,
    entries: ReadonlyArray<{ accountId: number; amount: number; balanceAfter: number | null }>,
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(walletEntries)
      .values(entries.map((entry) => ({ ...entry, transactionId, createdAt: now })));
  }

  /**
   * The ledger's invariants, recomputed from the entries: each account's balance (row plus pending
   * deltas) is the sum of its entries, each transaction sums to zero, and all balances sum to zero.
   */
  async audit(): Promise<{ accounts: number; transactions: number; discrepancies: LedgerDiscrepancy[] }> {
    const accounts = rowsOf<{ code: string; balance: string; total: string }>(
      await this.db.execute(sql`
      select a.code,
        a.balance + coalesce((select sum(d.amount) from ${walletBalanceDeltas} d where d.account_id = a.id), 0) as balance,
        coalesce((select sum(e.amount) from ${walletEntries} e where e.account_id = a.id), 0) as total
      from ${walletAccounts} a`),
    );
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
      const balance = Number(account.balance);
      ledgerTotal += balance;
      if (Number(account.total) !== balance) {
        discrepancies.push({
          kind: 'account_balance',
          subject: account.code,
          expected: Number(account.total),
          actual: balance,
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
    return {
      accounts: accounts.length,
      transactions: Number(count?.n ?? 0),
      discrepancies,
    };
  }
}

/** node-postgres answers `execute` with a result object, PGlite with its own: both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function toPosted(
  row: WalletTransactionRow,
  entries: readonly PostedEntry[],
  replayed: boolean,
): PostedTransaction {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    type: row.type,
    brand: row.brand,
    playerId: row.playerId,
    reference: row.reference,
    metadata: row.metadata,
    createdAt: row.createdAt,
    entries: [...entries],
    replayed,
  };
}
