import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { games } from '../games/schema';
import { players } from '../players/schema';
import { jackpots } from './schema';

export type JackpotRow = typeof jackpots.$inferSelect;
export type NewJackpot = Omit<
  typeof jackpots.$inferInsert,
  'lastHitAmount' | 'lastHitAt' | 'lastHitPlayerId' | 'lastHitGameId'
>;

export interface JackpotWithLastHit extends JackpotRow {
  lastHitUsername: string | null;
  lastHitGameTitle: string | null;
}

export class JackpotRepository {
  constructor(private readonly db: Database) {}

  /** Creates the pools that do not exist; the rules of existing ones are left as the operator set them. */
  async insertMissing(rows: readonly NewJackpot[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db
      .insert(jackpots)
      .values([...rows])
      .onConflictDoNothing()
      .returning({ code: jackpots.code });
    return inserted.map((row) => row.code);
  }

  async all(): Promise<JackpotWithLastHit[]> {
    return this.db
      .select({
        code: jackpots.code,
        name: jackpots.name,
        gameId: jackpots.gameId,
        seedAmount: jackpots.seedAmount,
        contributionBp: jackpots.contributionBp,
        hitOneIn: jackpots.hitOneIn,
        lastHitAmount: jackpots.lastHitAmount,
        lastHitAt: jackpots.lastHitAt,
        lastHitPlayerId: jackpots.lastHitPlayerId,
        lastHitGameId: jackpots.lastHitGameId,
        createdAt: jackpots.createdAt,
        updatedAt: jackpots.updatedAt,
        lastHitUsername: players.username,
        lastHitGameTitle: games.title,
      })
      .from(jackpots)
      .leftJoin(players, eq(players.id, jackpots.lastHitPlayerId))
      .leftJoin(games, eq(games.id, jackpots.lastHitGameId))
      .orderBy(asc(jackpots.code));
  }

  async recordHit(
    code: string,
    hit: { amount: number; playerId: number; gameId: number; at: Date },
  ): Promise<void> {
    await this.db
      .update(jackpots)
      .set({
        lastHitAmount: hit.amount,
        lastHitAt: hit.at,
        lastHitPlayerId: hit.playerId,
        lastHitGameId: hit.gameId,
        updatedAt: hit.at,
      })
      .where(eq(jackpots.code, code));
  }
}
