import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { cashbackCredits, promotionBonuses, promotions } from './schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id'>;
export type BonusRow = typeof promotionBonuses.$inferSelect;
export type NewBonus = Omit<typeof promotionBonuses.$inferInsert, 'id'>;
export type CashbackCreditRow = typeof cashbackCredits.$inferSelect;

/** The promotions, bonuses and cashback credits; queries only, the service's unit of work holds the transaction. */
export class PromotionRepository {
  constructor(private readonly db: Database) {}

  // ---- promotions

  /** Adds those missing (by brand and code); an existing promotion, edited or not, is left alone. */
  async insertMissing(rows: readonly NewPromotion[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await this.db
      .insert(promotions)
      .values([...rows])
      .onConflictDoNothing({ target: [promotions.brand, promotions.code] })
      .returning({ id: promotions.id });
    return inserted.length;
  }

  async insert(row: NewPromotion): Promise<PromotionRow | undefined> {
    const [inserted] = await this.db
      .insert(promotions)
      .values(row)
      .onConflictDoNothing({ target: [promotions.brand, promotions.code] })
      .returning();
    return inserted;
  }

  async list(brand: string): Promise<PromotionRow[]> {
    return this.db.select().from(promotions).where(eq(promotions.brand, brand)).orderBy(asc(promotions.id));
  }

  async find(brand: string, code: string): Promise<PromotionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brand, brand), eq(promotions.code, code)));
    return row;
  }

  async lockPromotion(brand: string, code: string): Promise<PromotionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brand, brand), eq(promotions.code, code)))
      .for('update');
    return row;
  }

  async updatePromotion(id: number, set: Partial<NewPromotion>): Promise<PromotionRow> {
    const [row] = await this.db.update(promotions).set(set).where(eq(promotions.id, id)).returning();
    if (!row) throw new Error(`promotion ${id} vanished`);
    return row;
  }

  async activeOfKind(brand: string, kind: PromotionRow['kind']): Promise<PromotionRow[]> {
    return this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brand, brand), eq(promotions.kind, kind), eq(promotions.active, true)))
      .orderBy(asc(promotions.id));
  }

  // ---- bonuses

  /** Null when the player already has an active bonus (or the deposit took one). */
  async insertBonus(row: NewBonus): Promise<BonusRow | undefined> {
    const [inserted] = await this.db.insert(promotionBonuses).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async activeOf(playerId: number): Promise<BonusRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promotionBonuses)
      .where(and(eq(promotionBonuses.playerId, playerId), eq(promotionBonuses.status, 'active')));
    return row;
  }

  /** The player's active bonus, locked until the transaction ends. */
  async lockActive(playerId: number): Promise<BonusRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promotionBonuses)
      .where(and(eq(promotionBonuses.playerId, playerId), eq(promotionBonuses.status, 'active')))
      .for('update');
    return row;
  }

  async lockBonus(id: number): Promise<BonusRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promotionBonuses)
      .where(eq(promotionBonuses.id, id))
      .for('update');
    return row;
  }

  async updateBonus(id: number, set: Partial<NewBonus>): Promise<BonusRow> {
    const [row] = await this.db
      .update(promotionBonuses)
      .set(set)
      .where(eq(promotionBonuses.id, id))
      .returning();
    if (!row) throw new Error(`bonus ${id} vanished`);
    return row;
  }

  /** A deposit credited while the bonus runs is the player's own money too (the forfeit spares it). */
  async addOwnDeposit(id: number, amount: number): Promise<void> {
    await this.db
      .update(promotionBonuses)
      .set({ ownDeposits: sql`${promotionBonuses.ownDeposits} + ${amount}` })
      .where(and(eq(promotionBonuses.id, id), eq(promotionBonuses.status, 'active')));
  }

  /** Ended bonuses, newest first. */
  async pastOf(playerId: number, limit: number): Promise<BonusRow[]> {
    return this.db
      .select()
      .from(promotionBonuses)
      .where(and(eq(promotionBonuses.playerId, playerId), ne(promotionBonuses.status, 'active')))
      .orderBy(desc(promotionBonuses.startedAt), desc(promotionBonuses.id))
      .limit(limit);
  }

  async countOf(playerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionBonuses)
      .where(eq(promotionBonuses.playerId, playerId));
    return Number(row?.n ?? 0);
  }

  /** Active bonuses past their expiry, oldest first. */
  async dueForExpiry(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: promotionBonuses.id })
      .from(promotionBonuses)
      .where(and(eq(promotionBonuses.status, 'active'), lte(promotionBonuses.expiresAt, now)))
      .orderBy(asc(promotionBonuses.expiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Active bonuses looked at longest ago (the tick's completion check). */
  async dueForCheck(limit: number): Promise<BonusRow[]> {
    return this.db
      .select()
      .from(promotionBonuses)
      .where(eq(promotionBonuses.status, 'active'))
      .orderBy(asc(promotionBonuses.checkedAt), asc(promotionBonuses.id))
      .limit(limit);
  }

  async touch(id: number, now: Date): Promise<void> {
    await this.db.update(promotionBonuses).set({ checkedAt: now }).where(eq(promotionBonuses.id, id));
  }

  // ---- cashback

  /** Null when the player's day was paid already (another run, another replica). */
  async insertCredit(
    row: Omit<typeof cashbackCredits.$inferInsert, 'id'>,
  ): Promise<CashbackCreditRow | undefined> {
    const [inserted] = await this.db
      .insert(cashbackCredits)
      .values(row)
      .onConflictDoNothing({ target: [cashbackCredits.playerId, cashbackCredits.day] })
      .returning();
    return inserted;
  }

  async creditOn(playerId: number, day: string): Promise<CashbackCreditRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashbackCredits)
      .where(and(eq(cashbackCredits.playerId, playerId), eq(cashbackCredits.day, day)));
    return row;
  }

  async lockCredit(playerId: number, day: string): Promise<CashbackCreditRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashbackCredits)
      .where(and(eq(cashbackCredits.playerId, playerId), eq(cashbackCredits.day, day)))
      .for('update');
    return row;
  }

  async updateCredit(
    playerId: number,
    day: string,
    figures: Pick<typeof cashbackCredits.$inferInsert, 'turnover' | 'amount' | 'products' | 'creditedAt'>,
  ): Promise<void> {
    await this.db
      .update(cashbackCredits)
      .set(figures)
      .where(and(eq(cashbackCredits.playerId, playerId), eq(cashbackCredits.day, day)));
  }

  async creditsOf(playerId: number, limit: number): Promise<CashbackCreditRow[]> {
    return this.db
      .select()
      .from(cashbackCredits)
      .where(eq(cashbackCredits.playerId, playerId))
      .orderBy(desc(cashbackCredits.day))
      .limit(limit);
  }
}
