import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { gameFavorites, games, gameSessions } from './schema';

export type GameRow = typeof games.$inferSelect;
export type NewGame = Omit<typeof games.$inferInsert, 'id' | 'uuid'>;
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type NewGameSession = Omit<typeof gameSessions.$inferInsert, 'id'>;

export class GameRepository {
  constructor(private readonly db: Database) {}

  /** Every game, enabled or not, in lobby order. */
  async all(): Promise<GameRow[]> {
    return this.db.select().from(games).orderBy(asc(games.sortOrder), asc(games.id));
  }

  /**
   * Inserts new games and updates the known ones (by partner code and game id), keeping their id and
   * uuid: favourites, sessions and bets keep pointing at them. Returns how many were new.
   */
  async upsert(rows: readonly NewGame[]): Promise<{ inserted: number; updated: number }> {
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    const result = await this.db
      .insert(games)
      .values([...rows])
      .onConflictDoUpdate({
        target: [games.partnerProviderCode, games.partnerGameId],
        set: {
          provider: sql`excluded.provider`,
          title: sql`excluded.title`,
          searchKey: sql`excluded.search_key`,
          section: sql`excluded.section`,
          category: sql`excluded.category`,
          partner: sql`excluded.partner`,
          partnerName: sql`excluded.partner_name`,
          device: sql`excluded.device`,
          orientation: sql`excluded.orientation`,
          jackpotCode: sql`excluded.jackpot_code`,
          stream: sql`excluded.stream`,
          lobby: sql`excluded.lobby`,
          hot: sql`excluded.hot`,
          sortOrder: sql`excluded.sort_order`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      // xmax = 0 only on a freshly inserted row: PostgreSQL's way of telling insert from update.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = result.filter((row) => row.inserted).length;
    return { inserted, updated: result.length - inserted };
  }

  async favoriteIds(playerId: number): Promise<number[]> {
    const rows = await this.db
      .select({ gameId: gameFavorites.gameId })
      .from(gameFavorites)
      .where(eq(gameFavorites.playerId, playerId))
      .orderBy(desc(gameFavorites.createdAt), desc(gameFavorites.gameId));
    return rows.map((row) => row.gameId);
  }

  async addFavorite(player: { id: number; brand: string }, gameId: number, now: Date): Promise<void> {
    await this.db
      .insert(gameFavorites)
      .values({ playerId: player.id, brand: player.brand, gameId, createdAt: now })
      .onConflictDoNothing();
  }

  async removeFavorite(playerId: number, gameId: number): Promise<void> {
    await this.db
      .delete(gameFavorites)
      .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)));
  }
}

export class GameSessionRepository {
  constructor(private readonly db: Database) {}

  async insert(session: NewGameSession): Promise<GameSessionRow> {
    const [row] = await this.db.insert(gameSessions).values(session).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findByLaunchTokenHash(hash: string): Promise<GameSessionRow | undefined> {
    const [row] = await this.db.select().from(gameSessions).where(eq(gameSessions.launchTokenHash, hash));
    return row;
  }

  async findBySessionTokenHash(hash: string): Promise<GameSessionRow | undefined> {
    const [row] = await this.db.select().from(gameSessions).where(eq(gameSessions.sessionTokenHash, hash));
    return row;
  }

  /** Swaps the launch token for the session token, once: a second exchange of the same launch token finds nothing. */
  async exchange(
    id: string,
    launchTokenHash: string,
    next: { sessionTokenHash: string; expiresAt: Date; authenticatedAt: Date },
  ): Promise<GameSessionRow | undefined> {
    const [row] = await this.db
      .update(gameSessions)
      .set({ ...next, launchTokenHash: null, launchExpiresAt: null })
      .where(and(eq(gameSessions.id, id), eq(gameSessions.launchTokenHash, launchTokenHash)))
      .returning();
    return row;
  }
}
