import {
  WALLET_ERROR_CODES as CODES,
  WALLET_MESSAGES as M,
  type WalletTransactionType,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { createHash } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { afterCommit, type Tx, type UnitOfWork } from '../../infra/unit-of-work';
import { accountSpec, type Books } from './accounts';
import {
  InsufficientBalanceError,
  LedgerRepository,
  toPosted,
  type AccountSpec,
  type LedgerLine,
  type PostedTransaction,
  type PreparedPosting,
} from './ledger-repository';

const KNOWN_IDS_LIMIT = 100_000;

export const insufficientFunds = (): AppError =>
  new AppError(402, CODES.insufficientFunds, M.insufficientFunds);
export const idempotencyConflict = (): AppError =>
  new AppError(409, CODES.idempotencyConflict, M.idempotencyConflict);

export interface Transfer {
  /** The caller's key: the same key again returns the first result; with other data it is refused. */
  idempotencyKey: string;
  type: WalletTransactionType;
  /** Whose books: the brand's counter-accounts and its players' wallets, or the network's. */
  brand: Books;
  /** Whose wallet this is about (statements list it under that player). */
  playerId: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  lines: LedgerLine[];
}

/** A player's wallet moved, as committed: what the live updates tell the player. */
export interface WalletMovement {
  brand: BrandId;
  playerId: number;
  /** The wallet's balance right after this transaction. */
  balance: number;
  type: WalletTransactionType;
  transactionId: number;
  at: Date;
}

/** Told of every committed movement of a player's wallet (never of one that rolled back). */
export type WalletListener = (movement: WalletMovement) => void;

/**
 * Posting money: one step of a use case's unit of work. `post(tx, transfer)` writes a balanced
 * transaction with the caller's transaction, so the money commits, or fails, with everything else
 * the use case writes. Integer VND, double entry, idempotent by key.
 *
 * How balances move: a player's wallet row by a conditional update (never below zero; the row is
 * the player's own, so two players never wait on each other); every counter-account (house,
 * funding, bonus, provider clearing, and money into a jackpot pool) by an appended delta row, so no
 * wager waits on a shared row; a payout from a pool folds its deltas and moves its row under lock
 * (hits are rare).
 */
export class Ledger {
  constructor(
    private readonly uow: UnitOfWork<{ ledger: LedgerRepository }>,
    private readonly clock: Clock,
    private readonly listener: WalletListener = () => undefined,
  ) {}

  private bind(tx: Tx): LedgerRepository {
    return this.uow.bindTo(tx).ledger;
  }

  /** A balance as committed (a player's wallet, or a counter-account's row plus its deltas). */
  async balanceOf(code: string): Promise<number> {
    return (await this.uow.read.ledger.balancesOf([code])).get(code) ?? 0;
  }

  /**
   * A replay (same key, same request) returns the first result with `replayed: true` and moves
   * nothing; the same key with another request is a 409; a wallet or pool that would go below zero
   * is a 402 and the caller's whole unit of work rolls back.
   */
  async post(tx: Tx, transfer: Transfer): Promise<PostedTransaction> {
    const ledger = this.bind(tx);
    const { record, lines, moves } = this.plan(transfer);
    const ids = await this.accountIds(
      ledger,
      moves.map((move) => move.spec),
      record.createdAt,
    );
    const idOf = accountIdIn(ids);
    const replay = async () => {
      const first = await ledger.findByKey(transfer.idempotencyKey);
      if (!first) throw new Error(`idempotency key ${transfer.idempotencyKey} vanished`);
      if (first.requestHash !== record.requestHash) throw idempotencyConflict();
      return first.posted;
    };
    const posted = (id: number, after: ReadonlyMap<string, number>): PostedTransaction => {
      // Told after the caller's unit of work commits, and only then.
      for (const move of moves) {
        const balance = after.get(move.line.account);
        if (move.spec.kind !== 'player' || move.spec.playerId === null || balance === undefined) continue;
        const movement = {
          brand: move.spec.brand as BrandId,
          playerId: move.spec.playerId,
          balance,
          type: record.type,
          transactionId: id,
          at: record.createdAt,
        };
        afterCommit(tx, () => this.listener(movement));
      }
      return toPosted(
        { ...record, id, playerId: record.playerId ?? null },
        lines.map((line) => ({ ...line, balanceAfter: after.get(line.account) ?? null })),
        false,
      );
    };

    // The common case, one wallet and counter-accounts: one statement.
    const atOnce = preparedFrom(record, lines, moves, idOf);
    if (atOnce) {
      const done = await ledger.postPrepared(atOnce).catch((error: unknown) => {
        throw error instanceof InsufficientBalanceError ? insufficientFunds() : error;
      });
      if (!done) return replay();
      return posted(
        done.id,
        new Map(atOnce.wallet && done.balance !== null ? [[atOnce.wallet.account, done.balance]] : []),
      );
    }

    // Which rows move: a player's wallet (conditionally), a pool paying out (folded, under lock);
    // every other account takes a delta.
    const rowMoves = moves.filter(movesRow);
    const deltaMoves = moves.filter((move) => !movesRow(move));
    const now = record.createdAt;
    const claimed = await ledger.claim(record);
    if (!claimed) return replay();
    // Rows are locked in id order, so two postings never wait on each other in a cycle.
    const ordered = rowMoves
      .map((move) => ({ ...move, accountId: idOf(move.line.account) }))
      .sort((a, b) => a.accountId - b.accountId);
    const balanceAfter = new Map<string, number>();
    for (const move of ordered) {
      if (move.spec.kind === 'jackpot') await ledger.lockAndFold(move.accountId);
      const balance = await ledger.moveBalance(move.accountId, move.line.amount, now);
      if (balance === undefined) {
        throw move.spec.kind === 'player'
          ? insufficientFunds()
          : new InsufficientBalanceError(move.line.account);
      }
      balanceAfter.set(move.line.account, balance);
    }
    await ledger.appendDeltas(
      deltaMoves.map((move) => ({ accountId: idOf(move.line.account), amount: move.line.amount })),
    );
    await ledger.insertEntries(
      claimed.id,
      lines.map((line) => ({
        accountId: idOf(line.account),
        amount: line.amount,
        balanceAfter: balanceAfter.get(line.account) ?? null,
      })),
      now,
    );
    return posted(claimed.id, balanceAfter);
  }

  /**
   * A posting made ready for a use case whose steps the database runs as one statement (the wager
   * legs: see bets' `bets_debit`): validated, hashed, its accounts created, its wallet line and
   * counter-account lines apart. Null when it is not the common shape (one wallet row and deltas).
   */
  async prepare(transfer: Transfer): Promise<PreparedPosting | null> {
    const { record, lines, moves } = this.plan(transfer);
    const ids = await this.accountIds(
      this.uow.read.ledger,
      moves.map((move) => move.spec),
      record.createdAt,
    );
    return preparedFrom(record, lines, moves, accountIdIn(ids));
  }

  /**
   * A prepared posting committed by a use case's own statement (the wager legs): its wallet's
   * listeners are told, as `post` tells them after a unit of work.
   */
  committed(posting: PreparedPosting, outcome: { walletTransactionId: number | null; balance: number | null }): void {
    const { record } = posting;
    if (!posting.wallet || record.playerId === null || outcome.balance === null) return;
    if (outcome.walletTransactionId === null) return;
    try {
      this.listener({
        brand: record.brand as BrandId,
        playerId: record.playerId,
        balance: outcome.balance,
        type: record.type,
        transactionId: outcome.walletTransactionId,
        at: record.createdAt,
      });
    } catch {
      // An announcement never fails the use case that committed.
    }
  }

  /** What a transfer writes, checked: its lines merged and balanced, its key, its request hash. */
  private plan(transfer: Transfer) {
    const lines = mergeLines(transfer.lines);
    for (const line of lines) {
      if (!Number.isSafeInteger(line.amount)) throw new AppError(400, CODES.invalidAmount, M.invalidAmount);
    }
    assertBalanced(lines);
    if (!/^[\x21-\x7e]{1,200}$/.test(transfer.idempotencyKey)) {
      throw new Error('an idempotency key is 1 to 200 printable ASCII characters');
    }
    const record = {
      idempotencyKey: transfer.idempotencyKey,
      requestHash: hashTransfer(transfer, lines),
      type: transfer.type,
      brand: transfer.brand,
      playerId: transfer.playerId,
      reference: transfer.reference ?? null,
      metadata: transfer.metadata ?? {},
      createdAt: this.clock(),
    };
    const moves = lines.map((line) => ({ line, spec: accountSpec(line.account, transfer.brand) }));
    return { record, lines, moves };
  }

  /**
   * The ids of the accounts, creating those that do not exist. An account's id never changes and
   * accounts are never deleted, so the ids of committed accounts are remembered; one created by this
   * transaction is not (it may yet roll back).
   */
  private async accountIds(
    ledger: LedgerRepository,
    specs: readonly AccountSpec[],
    now: Date,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const missing = specs.filter((spec) => {
      const id = this.knownIds.get(spec.code);
      if (id !== undefined) ids.set(spec.code, id);
      return id === undefined;
    });
    if (missing.length === 0) return ids;
    const found = await ledger.ensureAccounts(missing, now);
    if (this.knownIds.size > KNOWN_IDS_LIMIT) this.knownIds.clear();
    for (const [code, id] of found.ids) {
      ids.set(code, id);
      if (!found.created.has(code)) this.knownIds.set(code, id);
    }
    return ids;
  }

  private readonly knownIds = new Map<string, number>();

  /**
   * A pool's balance, exact and held: its pending deltas are folded into its row, which stays locked
   * until the transaction ends (two hits of one pool take turns).
   */
  async lockPool(tx: Tx, code: string): Promise<number> {
    const ledger = this.bind(tx);
    const { ids } = await ledger.ensureAccounts([accountSpec(code, 'network')], this.clock());
    const id = ids.get(code);
    if (id === undefined) throw new Error(`pool ${code} could not be created`);
    return ledger.lockAndFold(id);
  }

  /** A balance as the transaction in progress sees it (missing accounts read as 0). */
  async balanceWithin(tx: Tx, code: string): Promise<number> {
    return (await this.bind(tx).balancesOf([code])).get(code) ?? 0;
  }
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

/** The request as it is compared on a replay: same fields, keys sorted, lines merged per account. */
function hashTransfer(transfer: Transfer, lines: readonly LedgerLine[]): string {
  const canonical = JSON.stringify(
    sortKeys({
      type: transfer.type,
      brand: transfer.brand,
      playerId: transfer.playerId,
      reference: transfer.reference ?? null,
      metadata: transfer.metadata ?? {},
      lines,
    }),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, sortKeys(inner)]),
    );
  }
  return value;
}

/** The balance an account had at the end of a posted transaction, if it took part and is a wallet. */
export function balanceAfter(posted: PostedTransaction, account: string): number | undefined {
  return posted.entries.findLast((entry) => entry.account === account)?.balanceAfter ?? undefined;
}

type Move = { line: LedgerLine; spec: AccountSpec };

/** A player's wallet moves its row (conditionally); so does a pool paying out (under lock). */
const movesRow = (move: Move): boolean =>
  move.spec.kind === 'player' || (move.spec.kind === 'jackpot' && move.line.amount < 0);

const accountIdIn =
  (ids: ReadonlyMap<string, number>) =>
  (code: string): number => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`wallet account ${code} could not be created`);
    return id;
  };

/** The one-statement form of a posting, when it has at most one row to move and that is a wallet. */
function preparedFrom(
  record: PreparedPosting['record'],
  lines: LedgerLine[],
  moves: readonly Move[],
  idOf: (code: string) => number,
): PreparedPosting | null {
  const rows = moves.filter(movesRow);
  const [only] = rows;
  if (rows.length > 1 || (only && only.spec.kind !== 'player')) return null;
  const deltas = moves.filter((move) => !movesRow(move));
  return {
    record,
    lines,
    wallet: only
      ? { account: only.line.account, accountId: idOf(only.line.account), amount: only.line.amount }
      : null,
    deltas: {
      accountIds: deltas.map((move) => idOf(move.line.account)),
      amounts: deltas.map((move) => move.line.amount),
    },
  };
}
