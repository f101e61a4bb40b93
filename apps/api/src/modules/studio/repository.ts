import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import type { StudioRoundStatus } from '@xc/api-contract';
import { studioRounds, studioSeeds, studioSessions } from './schema';

export type StudioSessionRow = typeof studioSessions.$inferSelect;
export type StudioSeedRow = typeof studioSeeds.$inferSelect;
export type StudioRoundRow = typeof studioRounds.$inferSelect;
export type NewStudioRound = typeof studioRounds.$inferInsert;

export class StudioRepository {
  constructor(private readonly db: Database) {}

  async insertSession(row: Omit<typeof studioSessions.$inferInsert, 'id'>): Promise<StudioSessionRow> {
    const [inserted] = await this.db.insert(studioSessions).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async findSession(tokenHash: string): Promise<StudioSessionRow | undefined> {
    const [row] = await this.db.select().from(studioSessions).where(eq(studioSessions.tokenHash, tokenHash));
    return row;
  }

  async findSessionById(id: string): Promise<StudioSessionRow | undefined> {
    const [row] = await this.db.select().from(studioSessions).where(eq(studioSessions.id, id));
    return row;
  }

  async activeSeed(playerId: number): Promise<StudioSeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.playerId, playerId), isNull(studioSeeds.revealedAt)));
    return row;
  }

  /** Inserts the player's active seed pair unless one exists (the partial unique index decides). */
  async insertSeedIfNone(row: Omit<typeof studioSeeds.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(studioSeeds).values(row).onConflictDoNothing();
  }

  /** Takes the next nonce of the active pair atomically; undefined if the pair was rotated meanwhile. */
  async takeNonce(seedId: number): Promise<{ seed: StudioSeedRow; nonce: number } | undefined> {
    const [row] = await this.db
      .update(studioSeeds)
      .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
      .where(and(eq(studioSeeds.id, seedId), isNull(studioSeeds.revealedAt)))
      .returning();
    return row ? { seed: row, nonce: row.nextNonce - 1 } : undefined;
  }

  /** Reveals the active pair and starts the next one (in the caller's unit of work). */
  async rotateSeed(
    playerId: number,
    next: Omit<typeof studioSeeds.$inferInsert, 'id'>,
    now: Date,
  ): Promise<{ revealed: StudioSeedRow | undefined; active: StudioSeedRow }> {
    const [revealed] = await this.db
      .update(studioSeeds)
      .set({ revealedAt: now })
      .where(and(eq(studioSeeds.playerId, playerId), isNull(studioSeeds.revealedAt)))
      .returning();
    const [active] = await this.db.insert(studioSeeds).values(next).returning();
    if (!active) throw new Error('insert returned no row');
    return { revealed, active };
  }

  async insertRound(row: NewStudioRound): Promise<StudioRoundRow> {
    const [inserted] = await this.db.insert(studioRounds).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async updateRound(
    id: string,
    change: Partial<Pick<StudioRoundRow, 'status' | 'jackpotWin' | 'balanceAfter' | 'error' | 'attempts'>>,
    now: Date,
  ): Promise<StudioRoundRow> {
    const [row] = await this.db
      .update(studioRounds)
      .set({ ...change, updatedAt: now })
      .where(eq(studioRounds.id, id))
      .returning();
    if (!row) throw new Error(`round ${id} vanished`);
    return row;
  }

  /** The player's latest rounds of one game, with their seed pair. */
  async recentRounds(
    playerId: number,
    gameCode: string,
    limit: number,
  ): Promise<Array<{ round: StudioRoundRow; seed: StudioSeedRow }>> {
    const rows = await this.db
      .select({ round: studioRounds, seed: studioSeeds })
      .from(studioRounds)
      .innerJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
      .where(and(eq(studioRounds.playerId, playerId), eq(studioRounds.gameCode, gameCode)))
      .orderBy(desc(studioRounds.createdAt), desc(studioRounds.nonce))
      .limit(limit);
    return rows;
  }

  /** Rounds whose wallet calls did not finish, oldest first (recovery). */
  async unfinished(
    statuses: readonly StudioRoundStatus[],
    before: Date,
    limit: number,
  ): Promise<StudioRoundRow[]> {
    return this.db
      .select()
      .from(studioRounds)
      .where(and(inArray(studioRounds.status, [...statuses]), lt(studioRounds.updatedAt, before)))
      .orderBy(asc(studioRounds.createdAt))
      .limit(limit);
  }
}
