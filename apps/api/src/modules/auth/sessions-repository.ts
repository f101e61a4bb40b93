import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import type { SessionRevokeReason } from '@xc/api-contract';
import { players } from '../players/schema';
import { playerSessions } from './schema';

export type SessionRow = typeof playerSessions.$inferSelect;
export type NewSession = Omit<typeof playerSessions.$inferInsert, 'id' | 'revokedAt' | 'revokedReason'>;

export class SessionRepository {
  constructor(private readonly db: Database) {}

  /** Locks the player's row until the transaction ends: two logins at once take turns. */
  async lockPlayer(playerId: number): Promise<void> {
    await this.db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
  }

  /** Revokes the player's active session (reason 'replaced'); returns how many. */
  async revokeActive(playerId: number, now: Date): Promise<number> {
    const replaced = await this.db
      .update(playerSessions)
      .set({ revokedAt: now, revokedReason: 'replaced' })
      .where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)))
      .returning({ id: playerSessions.id });
    return replaced.length;
  }

  async insert(session: NewSession): Promise<SessionRow> {
    const [row] = await this.db.insert(playerSessions).values(session).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /**
   * The session whose bearer token this is, or, with `rotatedSince`, whose token it was before a
   * rotation made after that instant.
   */
  async findByTokenHash(tokenHash: string, rotatedSince?: Date): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(playerSessions).where(eq(playerSessions.tokenHash, tokenHash));
    if (row || !rotatedSince) return row;
    const [previous] = await this.db
      .select()
      .from(playerSessions)
      .where(and(eq(playerSessions.previousTokenHash, tokenHash), gt(playerSessions.rotatedAt, rotatedSince)));
    return previous;
  }

  async findById(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(playerSessions).where(eq(playerSessions.id, id));
    return row;
  }

  async findByPlayTokenHash(playTokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.playTokenHash, playTokenHash));
    return row;
  }

  /** Swaps both token hashes if the session still has `oldTokenHash` and is not revoked. */
  async rotate(
    id: string,
    oldTokenHash: string,
    next: { tokenHash: string; playTokenHash: string },
    now: Date,
  ): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(playerSessions)
      .set({ ...next, lastUsedAt: now, previousTokenHash: oldTokenHash, rotatedAt: now })
      .where(
        and(
          eq(playerSessions.id, id),
          eq(playerSessions.tokenHash, oldTokenHash),
          isNull(playerSessions.revokedAt),
        ),
      )
      .returning();
    return row;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .update(playerSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(playerSessions.id, id), isNull(playerSessions.revokedAt)));
  }

  async revoke(id: string, reason: SessionRevokeReason, now: Date): Promise<boolean> {
    const revoked = await this.db
      .update(playerSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(playerSessions.id, id), isNull(playerSessions.revokedAt)))
      .returning({ id: playerSessions.id });
    return revoked.length === 1;
  }

  /** Revokes every active session of the player but `exceptId`; returns how many. */
  async revokeAllForPlayer(
    playerId: number,
    reason: SessionRevokeReason,
    now: Date,
    exceptId?: string,
  ): Promise<number> {
    const conditions = [eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)];
    if (exceptId) conditions.push(ne(playerSessions.id, exceptId));
    const revoked = await this.db
      .update(playerSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(...conditions))
      .returning({ id: playerSessions.id });
    return revoked.length;
  }
}
