import { WALLET_ERROR_CODES as CODES, WALLET_MESSAGES as M, CURRENCY, type Balance } from '@xc/api-contract';
import { createHash } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import type { WalletAccountKind, WalletTransactionType } from '../../infra/schema';
import type { BalanceReader } from '../players/balance';
import type { PlayerRepository, PlayerRow } from '../players/repository';
import { playerNotFound } from '../players/service';
import type { Database } from '../../infra/database';
import {
  InsufficientBalanceError,
  LedgerRepository,
  mergeLines,
  type AccountSpec,
  type LedgerDiscrepancy,
  type LedgerLine,
  type PostedTransaction,
  type PostHooks,
} from './ledger-repository';

export const HOUSE = 'house';
/** Where money enters the system from outside (operator credits; later, deposits). */
export const FUNDING = 'funding';
export const BONUS = 'bonus';
export const playerAccount = (playerId: number): string => `player:${playerId}`;
export const providerAccount = (provider: string): string => `provider:${provider}`;
export const jackpotAccount = (code: string): string => `jackpot:${code}`;

/** At most this much per operator credit: a typo of three extra zeros should not go through. */
export const MAX_OPERATOR_CREDIT = 10_000_000_000;

export const insufficientFunds = (): AppError =>
  new AppError(402, CODES.insufficientFunds, M.insufficientFunds);
export const idempotencyConflict = (): AppError =>
  new AppError(409, CODES.idempotencyConflict, M.idempotencyConflict);

export interface TransferRequest {
  /** The caller's key: the same key again returns the first result; with other data it is refused. */
  idempotencyKey: string;
  type: WalletTransactionType;
  /** Whose wallet this is about (statements list it under that player). */
  playerId: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  lines: LedgerLine[];
}

export interface OperatorCreditInput {
  username: string;
  amount: number;
  note?: string;
  idempotencyKey: string;
}

/** The kind and owner an account code stands for; unknown codes are a programming error. */
export function accountSpec(code: string): AccountSpec {
  const player = /^player:(\d{1,10})$/.exec(code);
  if (player) return { code, kind: 'player', playerId: Number(player[1]) };
  if (code === HOUSE || code === FUNDING || code === BONUS) return { code, kind: code, playerId: null };
  const [prefix, name] = code.split(':', 2);
  if ((prefix === 'provider' || prefix === 'jackpot') && name && /^[a-z0-9-]{1,40}$/.test(name)) {
    return { code, kind: prefix as WalletAccountKind, playerId: null };
  }
  throw new Error(`unknown wallet account code "${code}"`);
}

/** The request as it is compared on a replay: same fields, keys sorted, lines merged per account. */
function requestHash(request: TransferRequest): string {
  const canonical = JSON.stringify(
    sortKeys({
      type: request.type,
      playerId: request.playerId,
      reference: request.reference ?? null,
      metadata: request.metadata ?? {},
      lines: mergeLines(request.lines),
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

/**
 * The money engine: integer VND, double entry, idempotent. Every other module moves money only through
 * `transfer`; the player's balance is the `balance` of their wallet account, which changes only in the
 * database transaction that writes the entries explaining the change.
 */
export class WalletService implements BalanceReader {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly players: PlayerRepository,
    private readonly clock: Clock,
  ) {}

  async read(playerId: number): Promise<{ balance: number; hasDeposited: boolean }> {
    const [balance, hasDeposited] = await Promise.all([
      this.balance(playerId),
      this.ledger.hasTransactionOfType(playerId, 'deposit'),
    ]);
    return { balance, hasDeposited };
  }

  async balance(playerId: number): Promise<number> {
    return (await this.ledger.balanceOf(playerAccount(playerId))) ?? 0;
  }

  /** The balance as a database transaction in progress sees it (read with that transaction). */
  async balanceWithin(tx: Database, playerId: number): Promise<number> {
    return (await new LedgerRepository(tx).balanceOf(playerAccount(playerId))) ?? 0;
  }

  async balanceView(playerId: number): Promise<Balance> {
    return { balance: await this.balance(playerId), currency: CURRENCY };
  }

  /** Balances of any accounts by code (missing accounts read as 0). */
  async balancesOf(codes: readonly string[]): Promise<Map<string, number>> {
    const found = await this.ledger.balancesOf(codes);
    return new Map(codes.map((code) => [code, found.get(code) ?? 0]));
  }

  /**
   * Posts one balanced transaction. A replay (same key, same request) returns the first result with
   * `replayed: true`; the same key with another request is a 409; a player or jackpot account that
   * would go below zero is a 402 and nothing is written.
   */
  async transfer(request: TransferRequest, hooks: PostHooks = {}): Promise<PostedTransaction> {
    const lines = mergeLines(request.lines);
    const plannedCodes = hooks.plan?.lock ?? [];
    for (const line of lines) {
      if (!Number.isSafeInteger(line.amount)) throw new AppError(400, CODES.invalidAmount, M.invalidAmount);
    }
    if (!/^[\x21-\x7e]{1,200}$/.test(request.idempotencyKey)) {
      throw new Error('an idempotency key is 1 to 200 printable ASCII characters');
    }
    const hash = requestHash(request);
    const now = this.clock();
    const codes = [...new Set([...lines.map((line) => line.account), ...plannedCodes])];
    const ids = await this.ledger.ensureAccounts(codes.map(accountSpec), now);

    let posted: PostedTransaction | undefined;
    try {
      posted = await this.ledger.post(
        {
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          type: request.type,
          playerId: request.playerId,
          reference: request.reference ?? null,
          metadata: request.metadata ?? {},
          lines,
          createdAt: now,
        },
        ids,
        hooks,
      );
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw insufficientFunds();
      throw error;
    }
    if (posted) return posted;

    const first = await this.ledger.findByKey(request.idempotencyKey);
    if (!first) throw new Error(`idempotency key ${request.idempotencyKey} vanished`);
    if (first.requestHash !== hash) throw idempotencyConflict();
    return first.posted;
  }

  /** Money from the operator to a player (demo balances, goodwill): funding → player. */
  async operatorCredit(
    input: OperatorCreditInput,
  ): Promise<{ player: PlayerRow; posted: PostedTransaction; balance: number }> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_OPERATOR_CREDIT) {
      throw new AppError(400, CODES.invalidAmount, M.invalidAmount);
    }
    const player = await this.players.findByUsernameKey(input.username.trim().toLowerCase());
    if (!player) throw playerNotFound();
    const account = playerAccount(player.id);
    const posted = await this.transfer({
      idempotencyKey: input.idempotencyKey,
      type: 'operator_credit',
      playerId: player.id,
      reference: input.note?.slice(0, 200) || null,
      lines: [
        { account: FUNDING, amount: -input.amount },
        { account, amount: input.amount },
      ],
    });
    const balance = balanceAfter(posted, account) ?? 0;
    return { player, posted, balance };
  }

  /** Recomputes every balance from the entries; an empty list of discrepancies means the books agree. */
  audit(): Promise<{ accounts: number; transactions: number; discrepancies: LedgerDiscrepancy[] }> {
    return this.ledger.audit();
  }
}

/** The balance an account had at the end of a posted transaction, if it took part. */
export function balanceAfter(posted: PostedTransaction, account: string): number | undefined {
  return posted.entries.findLast((entry) => entry.account === account)?.balanceAfter;
}
