import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import type { BetStatus } from '@xc/api-contract';
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

/** The status of a round: open rounds are pending; closed ones won, lost or drew. */
export function betStatus(bet: Pick<BetRow, 'stake' | 'win' | 'jackpotWin' | 'closed'>): BetStatus {
  if (!bet.closed) return 'pending';
  const net = bet.win + bet.jackpotWin - bet.stake;
  return net > 0 ? 'won' : net < 0 ? 'lost' : 'draw';
}

/** Public bet code: "B" and 9 characters without 0/O/1/I. */
export const newBetCode = (): string => `B${newRid()}${newRid().slice(0, 1)}`;

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
   * A stake on its round in one statement: the round's bet is created by its first stake, or the
   * stake (and any jackpot it won) is added to the open round of the same player. Undefined when the
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
  }): Promise<BetRow | undefined> {
    const [row] = await this.db
      .insert(bets)
      .values({
        code: newBetCode(),
        playerId: input.playerId,
        brand: input.brand,
        gameId: input.gameId,
        provider: input.provider,
        roundId: input.roundId,
        stake: input.stake,
        jackpotWin: input.jackpotWin,
        status: 'pending',
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoUpdate({
        target: [bets.provider, bets.roundId],
        set: {
          stake: sql`${bets.stake} + excluded.stake`,
          jackpotWin: sql`${bets.jackpotWin} + excluded.jackpot_win`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${bets.playerId} = excluded.player_id and not ${bets.closed} and ${bets.status} <> 'cancelled'`,
      })
      .returning();
    return row;
  }

  /** Applies a movement to its (locked) round and recomputes the status. */
  async changeRound(bet: BetRow, change: RoundChange, now: Date): Promise<BetRow> {
    const next = {
      stake: bet.stake + (change.stake ?? 0),
      win: bet.win + (change.win ?? 0),
      jackpotWin: bet.jackpotWin + (change.jackpotWin ?? 0),
      closed: bet.closed || (change.close ?? false),
    };
    // A round whose every stake was rolled back is cancelled, for good.
    const cancelled =
      bet.status === 'cancelled' || ((change.stake ?? 0) < 0 && next.stake === 0 && next.win === 0);
    const status = cancelled ? 'cancelled' : betStatus(next);
    const [row] = await this.db
      .update(bets)
      .set({
        ...next,
        status,
        updatedAt: now,
        settledAt: status === 'pending' ? null : (bet.settledAt ?? now),
      })
      .where(eq(bets.id, bet.id))
      .returning();
    if (!row) throw new Error(`bet ${bet.id} vanished`);
    return row;
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

  async findByCode(playerId: number, code: string): Promise<BetWithGame | undefined> {
    const [row] = await this.db
      .select({ ...betColumns, ...gameColumns })
      .from(bets)
      .leftJoin(games, eq(games.id, bets.gameId))
      .where(and(eq(bets.playerId, playerId), eq(bets.code, code)));
    return row;
  }
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
