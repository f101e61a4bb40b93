import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import type { BetStatus, GameSection } from '@xc/api-contract';
import { sqlStateOf, isUniqueViolation } from '../../infra/pg-errors';
import { runNamed, type NamedStatement } from '../../infra/statements';
import { intArray, rowsOf, WALLET_SHORT, type PreparedPosting } from '../wallet/ledger-repository';
import { games } from '../games/schema';
import { bets, providerTransactions } from './schema';
import { newRid } from '../../infra/tokens';

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = Omit<typeof providerTransactions.$inferInsert, 'id'>;
export type BetRow = typeof bets.$inferSelect;

export interface BetWithGame extends BetRow {
  gameUuid: string | null;
  gameTitle: string | null;
  gamePartnerName: string | null;
  gameCategory: string | null;
}

/** What a movement changes on its round. */
export interface RoundChange {
  stake?: number;
  win?: number;
  jackpotWin?: number;
  close?: boolean;
}

/** One provider call of a wager, as the database statement takes it. */
export interface WagerLeg {
  provider: string;
  brand: string;
  transactionId: string;
  roundId: string;
  playerId: number;
  amount: number;
  /** SHA-256 of the provider's request: the same id with other data is refused. */
  requestHash: string;
  /** The answer, but for the ledger transaction and the balance the statement fills in. */
  response: Record<string, unknown>;
  posting: PreparedPosting;
}

/** A stake's statement: the leg and what only a stake checks (its game, the login session behind it). */
export type DebitLeg = WagerLeg & { gameId: number; playerSession: string; idleMs: number };

/** A win's statement: no posting for a zero result; `close` ends the round. */
export type CreditLeg = Omit<WagerLeg, 'posting'> & {
  posting: PreparedPosting | null;
  close: boolean;
  walletCode: string;
  now: Date;
};

/** Either leg, as the statement of several legs (`bets_legs`) takes it. */
export type AnyLeg = ({ kind: 'debit' } & DebitLeg) | ({ kind: 'credit' } & CreditLeg);

/**
 * How a wager statement ended: `ok` moved the money; `known`/`twin`/`duplicate` mean the id is (or
 * was just) recorded by another call, answer from that record; the others are refusals, nothing written.
 */
export type LegOutcome = 'ok' | 'known' | 'twin' | 'duplicate' | 'expired' | 'locked' | 'not_found' | 'short' | 'closed';

export interface LegResult {
  outcome: LegOutcome;
  walletTransactionId: number | null;
  balance: number | null;
}

/** SQLSTATE the bets functions raise for a round that is another player's, closed or cancelled. */
const ROUND_CLOSED = 'XC409';

/** Runs a wager statement; what it raised becomes its outcome (the statement left nothing written). */
type LegRow = { outcome: LegOutcome; wallet_transaction_id: string | number | null; balance: string | number | null };

const DEBIT: NamedStatement = {
  name: 'bets_debit',
  text: `select outcome, wallet_transaction_id, balance from bets_debit($1, $2, $3, $4, $5::int, $6::int,
    $7::bigint, $8, $9::uuid, $10::bigint, $11, $12::jsonb, $13::timestamptz, $14, $15, $16::jsonb, $17::int,
    $18::int[], $19::bigint[])`,
};

const CREDIT: NamedStatement = {
  name: 'bets_credit',
  text: `select outcome, wallet_transaction_id, balance from bets_credit($1, $2, $3, $4, $5::int, $6::bigint,
    $7::boolean, $8, $9, $10::jsonb, $11::timestamptz, $12, $13, $14::jsonb, $15::int, $16::int[], $17::bigint[])`,
};

/** What a wager statement's raised SQLSTATE means for its leg (nothing was written); null: not a leg's outcome. */
function raisedOutcome(state: string | undefined, error: unknown): LegOutcome | null {
  if (state === WALLET_SHORT) return 'short';
  if (state === ROUND_CLOSED) return 'closed';
  if (isUniqueViolation(error, 'provider_transactions_unique')) return 'duplicate';
  return null;
}

const resultOf = (row: Pick<LegRow, 'outcome' | 'wallet_transaction_id' | 'balance'>): LegResult => ({
  outcome: row.outcome,
  walletTransactionId: row.wallet_transaction_id === null ? null : Number(row.wallet_transaction_id),
  balance: row.balance === null ? null : Number(row.balance),
});

/** The legs that arrived together, one statement (see legsAtOnce); every value is an array literal. */
const LEGS: NamedStatement = {
  name: 'bets_legs',
  text: `select outcome, wallet_transaction_id, balance, error_state, error_constraint from bets_legs($1::text[],
    $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::text[], $9::jsonb[],
    $10::timestamptz[], $11::text[], $12::text[], $13::jsonb[], $14::int[], $15::text[], $16::text[], $17::int[],
    $18::uuid[], $19::bigint[], $20::text[], $21::boolean[], $22::text[])`,
};

async function leg(run: () => Promise<LegRow[]>): Promise<LegResult> {
  let result: LegRow[];
  try {
    result = await run();
  } catch (error) {
    const outcome = raisedOutcome(sqlStateOf(error), error);
    if (!outcome) throw error;
    return { outcome, walletTransactionId: null, balance: null };
  }
  const [row] = result;
  if (!row) throw new Error('a wager statement answered nothing');
  return resultOf(row);
}

/** A text array as a PostgreSQL array literal (both drivers take it for a typed parameter). */
export function textArray(values: ReadonlyArray<string | null>): string {
  const element = (value: string | null) =>
    value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${values.map(element).join(',')}}`;
}

/** An instant as text: both drivers take it for a timestamptz (PGlite cannot type a bare Date here). */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Public bet code: "B" and 9 characters without 0/O/1/I. */
export const newBetCode = (): string => `B${newRid(9)}`;

/** Provider transactions and bets, on the pool or on the unit of work it is bound to. */
export class BetRepository {
  constructor(private readonly db: Database) {}

  async findTransaction(
    provider: string,
    transactionId: string,
  ): Promise<ProviderTransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.provider, provider),
          eq(providerTransactions.transactionId, transactionId),
        ),
      );
    return row;
  }

  /** Throws a unique violation (provider_transactions_unique) if the id is already recorded. */
  async insertTransaction(row: NewProviderTransaction): Promise<ProviderTransactionRow> {
    const [inserted] = await this.db.insert(providerTransactions).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  /** Marks a debit rolled back, once: false if it already was. */
  async markRolledBack(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(providerTransactions)
      .set({ rolledBackAt: now })
      .where(and(eq(providerTransactions.id, id), isNull(providerTransactions.rolledBackAt)))
      .returning({ id: providerTransactions.id });
    return rows.length === 1;
  }

  async findRound(provider: string, roundId: string): Promise<BetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bets)
      .where(and(eq(bets.provider, provider), eq(bets.roundId, roundId)));
    return row;
  }

  /** Locks the round's row until the transaction ends (two movements of one round apply one by one). */
  async lockRound(provider: string, roundId: string): Promise<BetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bets)
      .where(and(eq(bets.provider, provider), eq(bets.roundId, roundId)))
      .for('update');
    return row;
  }

  /**
   * A stake on its round (`bets_stake_round`): the round's bet is created by its first stake, or the
   * stake (and any jackpot it won) is added to the open round of the same player. False when the
   * round is another player's, closed or cancelled. An open round stays pending.
   */
  async stakeRound(input: {
    provider: string;
    brand: string;
    roundId: string;
    playerId: number;
    gameId: number;
    stake: number;
    jackpotWin: number;
    now: Date;
  }): Promise<boolean> {
    const [row] = rowsOf<{ id: string | null }>(
      await this.db.execute(sql`select bets_stake_round(${input.provider}, ${input.brand}, ${input.roundId},
        ${input.playerId}::int, ${input.gameId}::int, ${input.stake}::bigint, ${input.jackpotWin}::bigint,
        ${newBetCode()}, ${instant(input.now)}) as id`),
    );
    return row?.id !== null && row?.id !== undefined;
  }

  /** Applies a movement to its (locked) round and recomputes the status (`bets_apply_round`). */
  async changeRound(bet: Pick<BetRow, 'id'>, change: RoundChange, now: Date): Promise<void> {
    const [row] = rowsOf<{ id: string | null }>(
      await this.db.execute(sql`select bets_apply_round(${bet.id}::bigint, ${change.stake ?? 0}::bigint,
        ${change.win ?? 0}::bigint, ${change.jackpotWin ?? 0}::bigint, ${change.close ?? false}, ${instant(now)}) as id`),
    );
    if (row?.id === null || row?.id === undefined) throw new Error(`bet ${bet.id} vanished`);
  }

  /**
   * A stake without a jackpot hit, as one statement (`bets_debit`): the ledger posting, the round and
   * the protocol record, or an outcome telling why not (nothing written then). On the pool: the
   * statement is its own unit of work.
   */
  async debitAtOnce(input: DebitLeg): Promise<LegResult> {
    const { posting } = input;
    return leg(() =>
      runNamed(this.db, DEBIT, [
        input.provider,
        input.brand,
        input.transactionId,
        input.roundId,
        input.playerId,
        input.gameId,
        input.amount,
        input.requestHash,
        input.playerSession,
        input.idleMs,
        newBetCode(),
        JSON.stringify(input.response),
        posting.record.createdAt.toISOString(),
        posting.record.idempotencyKey,
        posting.record.requestHash,
        JSON.stringify(posting.record.metadata),
        posting.wallet?.accountId ?? null,
        intArray(posting.deltas.accountIds),
        intArray(posting.deltas.amounts),
      ]),
    );
  }

  /** A win or a zero result, as one statement (`bets_credit`), on the pool. */
  async creditAtOnce(input: CreditLeg): Promise<LegResult> {
    const { posting } = input;
    return leg(() =>
      runNamed(this.db, CREDIT, [
        input.provider,
        input.brand,
        input.transactionId,
        input.roundId,
        input.playerId,
        input.amount,
        input.close,
        input.requestHash,
        input.walletCode,
        JSON.stringify(input.response),
        input.now.toISOString(),
        posting?.record.idempotencyKey ?? null,
        posting?.record.requestHash ?? null,
        JSON.stringify(posting?.record.metadata ?? {}),
        posting?.wallet?.accountId ?? null,
        intArray(posting?.deltas.accountIds ?? []),
        intArray(posting?.deltas.amounts ?? []),
      ]),
    );
  }

  /** One leg alone, as its own statement. */
  legAtOnce(input: AnyLeg): Promise<LegResult> {
    return input.kind === 'debit' ? this.debitAtOnce(input) : this.creditAtOnce(input);
  }

  /**
   * Several legs in one statement (`bets_legs`): one round trip and one commit for all. Each leg runs
   * in a block of its own, so one that raises is undone alone; its answer is then its outcome (short
   * of money, a closed round, a twin's record) or, for anything else it raised, null: the caller runs
   * that leg alone to learn what it is. Throws only if the statement itself failed (nothing of it
   * committed, or its answer was lost with the connection).
   */
  async legsAtOnce(legs: readonly AnyLeg[]): Promise<Array<LegResult | null>> {
    const column = <T>(pick: (leg: AnyLeg) => T) => legs.map(pick);
    const debit = <T>(pick: (leg: { kind: 'debit' } & DebitLeg) => T) =>
      column((leg) => (leg.kind === 'debit' ? pick(leg) : null));
    const credit = <T>(pick: (leg: { kind: 'credit' } & CreditLeg) => T) =>
      column((leg) => (leg.kind === 'credit' ? pick(leg) : null));
    const text = (values: ReadonlyArray<string | number | boolean | null>) =>
      textArray(values.map((value) => (value === null ? null : String(value))));
    const rows = await runNamed<LegRow & { error_state: string | null; error_constraint: string | null }>(
      this.db,
      LEGS,
      [
        column((leg) => leg.kind),
        column((leg) => leg.provider),
        column((leg) => leg.brand),
        column((leg) => leg.transactionId),
        column((leg) => leg.roundId),
        column((leg) => leg.playerId),
        column((leg) => leg.amount),
        column((leg) => leg.requestHash),
        column((leg) => JSON.stringify(leg.response)),
        column((leg) => (leg.kind === 'debit' ? leg.posting.record.createdAt : leg.now).toISOString()),
        column((leg) => leg.posting?.record.idempotencyKey ?? null),
        column((leg) => leg.posting?.record.requestHash ?? null),
        column((leg) => JSON.stringify(leg.posting?.record.metadata ?? {})),
        column((leg) => leg.posting?.wallet?.accountId ?? null),
        column((leg) => intArray(leg.posting?.deltas.accountIds ?? [])),
        column((leg) => intArray(leg.posting?.deltas.amounts ?? [])),
        debit((leg) => leg.gameId),
        debit((leg) => leg.playerSession),
        debit((leg) => leg.idleMs),
        debit(() => newBetCode()),
        credit((leg) => leg.close),
        credit((leg) => leg.walletCode),
      ].map(text),
    );
    if (rows.length !== legs.length) throw new Error(`bets_legs answered ${rows.length} of ${legs.length} legs`);
    return rows.map((row) => {
      if (row.error_state === null) return resultOf(row);
      const raised = { code: row.error_state, constraint: row.error_constraint ?? undefined };
      const outcome = raisedOutcome(row.error_state, raised);
      return outcome ? { outcome, walletTransactionId: null, balance: null } : null;
    });
  }

  async history(
    playerId: number,
    filter: { from: Date; to: Date; status?: BetStatus; limit: number; offset: number },
  ): Promise<{ rows: BetWithGame[]; total: number }> {
    const conditions: SQL[] = [
      eq(bets.playerId, playerId),
      gte(bets.createdAt, filter.from),
      lt(bets.createdAt, filter.to),
    ];
    if (filter.status) conditions.push(eq(bets.status, filter.status));
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ ...betColumns, ...gameColumns })
        .from(bets)
        .leftJoin(games, eq(games.id, bets.gameId))
        .where(where)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ n: count() }).from(bets).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /**
   * Settled stakes and wins (won, lost, draw; never pending or cancelled rounds) by player and
   * product, settled in [from, to): what wagering, gift codes, cashback and refunds count.
   */
  async turnover(filter: {
    brand: string;
    from: Date;
    to: Date;
    playerId?: number;
  }): Promise<TurnoverRow[]> {
    const conditions: SQL[] = [
      eq(bets.brand, filter.brand),
      gte(bets.settledAt, filter.from),
      lt(bets.settledAt, filter.to),
      inArray(bets.status, SETTLED),
    ];
    if (filter.playerId !== undefined) conditions.push(eq(bets.playerId, filter.playerId));
    const rows = await this.db
      .select({
        playerId: bets.playerId,
        product: games.section,
        stake: sql<string>`sum(${bets.stake})`,
        win: sql<string>`sum(${bets.win} + ${bets.jackpotWin})`,
        rounds: count(),
      })
      .from(bets)
      .leftJoin(games, eq(games.id, bets.gameId))
      .where(and(...conditions))
      .groupBy(bets.playerId, games.section);
    return rows.map((row) => ({
      playerId: row.playerId,
      product: row.product ?? null,
      stake: Number(row.stake),
      win: Number(row.win),
      rounds: row.rounds,
    }));
  }

  /**
   * One player's settled stakes (won, lost, draw) settled in [from, to) on one brand: their sum and
   * the largest single one (what the missions module measures).
   */
  async stakeStats(filter: { brand: string; playerId: number; from: Date; to: Date }) {
    const [row] = await this.db
      .select({
        sum: sql<string | null>`sum(${bets.stake})`,
        max: sql<string | null>`max(${bets.stake})`,
      })
      .from(bets)
      .where(
        and(
          eq(bets.brand, filter.brand),
          eq(bets.playerId, filter.playerId),
          gte(bets.settledAt, filter.from),
          lt(bets.settledAt, filter.to),
          inArray(bets.status, SETTLED),
        ),
      );
    return { sum: Number(row?.sum ?? 0), max: Number(row?.max ?? 0) };
  }

  /** The player's rounds with a stake still in play (pending: not settled, not cancelled). */
  async openRounds(playerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(bets)
      .where(and(eq(bets.playerId, playerId), eq(bets.status, 'pending')));
    return row?.n ?? 0;
  }

  async findByCode(playerId: number, code: string): Promise<BetWithGame | undefined> {
    const [row] = await this.db
      .select({ ...betColumns, ...gameColumns })
      .from(bets)
      .leftJoin(games, eq(games.id, bets.gameId))
      .where(and(eq(bets.playerId, playerId), eq(bets.code, code)));
    return row;
  }
}

const SETTLED: BetStatus[] = ['won', 'lost', 'draw'];

/** One player's settled play in one product (null: a game since removed from the catalogue). */
export interface TurnoverRow {
  playerId: number;
  product: GameSection | null;
  stake: number;
  win: number;
  rounds: number;
}

const betColumns = {
  id: bets.id,
  code: bets.code,
  playerId: bets.playerId,
  brand: bets.brand,
  gameId: bets.gameId,
  provider: bets.provider,
  roundId: bets.roundId,
  stake: bets.stake,
  win: bets.win,
  jackpotWin: bets.jackpotWin,
  status: bets.status,
  closed: bets.closed,
  createdAt: bets.createdAt,
  updatedAt: bets.updatedAt,
  settledAt: bets.settledAt,
};

const gameColumns = {
  gameUuid: games.uuid,
  gameTitle: games.title,
  gamePartnerName: games.partnerName,
  gameCategory: games.category,
};
