import type { BrandId } from '@xc/brand/tenants';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { persons, players } from './schema';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = Omit<typeof players.$inferInsert, 'id'>;

export class PlayerRepository {
  constructor(private readonly db: Database) {}

  /** Throws a unique violation (players_brand_username_key_unique, players_rid_unique) on a clash. */
  async insert(player: NewPlayer): Promise<PlayerRow> {
    const [row] = await this.db.insert(players).values(player).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findById(id: number): Promise<PlayerRow | undefined> {
    const [row] = await this.db.select().from(players).where(eq(players.id, id));
    return row;
  }

  /** The player of this brand with this name (lower case); another brand's namesake is another person. */
  async findByUsernameKey(brand: BrandId, usernameKey: string): Promise<PlayerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(players)
      .where(and(eq(players.brand, brand), eq(players.usernameKey, usernameKey)));
    return row;
  }

  /** Whether another account of the brand has already proven this phone. */
  async isPhoneVerifiedByAnother(brand: BrandId, phone: string, exceptPlayerId?: number): Promise<boolean> {
    const conditions = [
      eq(players.brand, brand),
      eq(players.phone, phone),
      isNotNull(players.phoneVerifiedAt),
    ];
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
   * Marks the phone verified if it still is the number the code went to, and links the account to
   * the person that number identifies on every brand. Throws a unique violation
   * (players_brand_verified_phone_unique) if another account of the brand verified it first.
   */
  async markPhoneVerified(id: number, phone: string, now: Date): Promise<boolean> {
    const personId = await this.personOf(phone, now);
    const updated = await this.db
      .update(players)
      .set({ phoneVerifiedAt: now, personId, updatedAt: now })
      .where(and(eq(players.id, id), eq(players.phone, phone), isNull(players.phoneVerifiedAt)))
      .returning({ id: players.id });
    return updated.length === 1;
  }

  /** The person a verified number identifies, created on first use. */
  async personOf(phone: string, now: Date): Promise<number> {
    await this.db.insert(persons).values({ phone, createdAt: now }).onConflictDoNothing();
    const [row] = await this.db.select({ id: persons.id }).from(persons).where(eq(persons.phone, phone));
    if (!row) throw new Error('person vanished');
    return row.id;
  }

  /** Every account of the person behind this player, on every brand (cross-brand self-exclusion). */
  async accountsOfPerson(personId: number): Promise<Array<{ id: number; brand: string; status: string }>> {
    return this.db
      .select({ id: players.id, brand: players.brand, status: players.status })
      .from(players)
      .where(eq(players.personId, personId));
  }

  async setVerifiedEmail(id: number, email: string, now: Date): Promise<void> {
    await this.db
      .update(players)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(players.id, id));
  }
}
