import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { players } from '../../infra/schema';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = Omit<typeof players.$inferInsert, 'id'>;

export class PlayerRepository {
  constructor(private readonly db: Database) {}

  /** Throws a unique violation (players_username_key_unique, players_rid_unique) on a clash. */
  async insert(player: NewPlayer): Promise<PlayerRow> {
    const [row] = await this.db.insert(players).values(player).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findById(id: number): Promise<PlayerRow | undefined> {
    const [row] = await this.db.select().from(players).where(eq(players.id, id));
    return row;
  }

  async findByUsernameKey(usernameKey: string): Promise<PlayerRow | undefined> {
    const [row] = await this.db.select().from(players).where(eq(players.usernameKey, usernameKey));
    return row;
  }

  /** Whether another account has already proven this phone. */
  async isPhoneVerifiedByAnother(phone: string, exceptPlayerId?: number): Promise<boolean> {
    const conditions = [eq(players.phone, phone), isNotNull(players.phoneVerifiedAt)];
    if (exceptPlayerId !== undefined) conditions.push(ne(players.id, exceptPlayerId));
    const [row] = await this.db
      .select({ id: players.id })
      .from(players)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  async updatePasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
    await this.db.update(players).set({ passwordHash, updatedAt: now }).where(eq(players.id, id));
  }

  /**
   * Marks the phone verified if it still is the number the code went to. Throws a unique violation
   * (players_verified_phone_unique) if another account verified it first.
   */
  async markPhoneVerified(id: number, phone: string, now: Date): Promise<boolean> {
    const updated = await this.db
      .update(players)
      .set({ phoneVerifiedAt: now, updatedAt: now })
      .where(and(eq(players.id, id), eq(players.phone, phone), isNull(players.phoneVerifiedAt)))
      .returning({ id: players.id });
    return updated.length === 1;
  }

  async setVerifiedEmail(id: number, email: string, now: Date): Promise<void> {
    await this.db
      .update(players)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(players.id, id));
  }
}
