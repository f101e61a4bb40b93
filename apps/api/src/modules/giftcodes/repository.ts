import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { giftCodes, giftRedemptions } from './schema';

export type GiftCodeRow = typeof giftCodes.$inferSelect;
export type NewGiftCode = Omit<
  typeof giftCodes.$inferInsert,
  'id' | 'redeemedCount' | 'active' | 'disabledAt'
>;
type RedemptionColumns = typeof giftRedemptions.$inferSelect;
/** A redemption with its code as the player typed it (in upper case). */
export type RedemptionRow = RedemptionColumns & { code: string };
export type NewRedemption = Omit<typeof giftRedemptions.$inferInsert, 'id'>;

/** Transaction-scoped advisory locks of this module: (namespace, player id). */
const PLAYER_LOCK = 7_151_000;

const redemptionColumns = {
  id: giftRedemptions.id,
  brand: giftRedemptions.brand,
  playerId: giftRedemptions.playerId,
  codeId: giftRedemptions.codeId,
  value: giftRedemptions.value,
  requiredBet: giftRedemptions.requiredBet,
  enteredAt: giftRedemptions.enteredAt,
  requestId: giftRedemptions.requestId,
  code: giftCodes.code,
};

export class GiftCodeRepository {
  constructor(private readonly db: Database) {}

  /** Serialises one player's redemptions until the transaction ends. */
  async lockPlayer(playerId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${PLAYER_LOCK}, ${playerId})`);
  }

  async redemptionByRequest(playerId: number, brand: string, requestId: string) {
    const [row] = await this.db
      .select(redemptionColumns)
      .from(giftRedemptions)
      .innerJoin(giftCodes, eq(giftCodes.id, giftRedemptions.codeId))
      .where(
        and(
          eq(giftRedemptions.playerId, playerId),
          eq(giftRedemptions.brand, brand),
          eq(giftRedemptions.requestId, requestId),
        ),
      );
    return row as RedemptionRow | undefined;
  }

  /** The player's latest redemption on the brand (the only one that can still be pending). */
  async latestRedemption(playerId: number, brand: string) {
    const [row] = await this.db
      .select(redemptionColumns)
      .from(giftRedemptions)
      .innerJoin(giftCodes, eq(giftCodes.id, giftRedemptions.codeId))
      .where(and(eq(giftRedemptions.playerId, playerId), eq(giftRedemptions.brand, brand)))
      .orderBy(desc(giftRedemptions.id))
      .limit(1);
    return row as RedemptionRow | undefined;
  }

  /**
   * The brand's code under its row lock (`FOR UPDATE`: parallel redemptions of one code take turns and
   * each sees the count the one before left), with whether this player already redeemed it.
   */
  async lockCode(brand: string, code: string, playerId: number) {
    const [row] = await this.db
      .select({ code: giftCodes, redemptionId: giftRedemptions.id })
      .from(giftCodes)
      .leftJoin(
        giftRedemptions,
        and(eq(giftRedemptions.codeId, giftCodes.id), eq(giftRedemptions.playerId, playerId)),
      )
      .where(and(eq(giftCodes.brand, brand), eq(giftCodes.code, code)))
      .for('update', { of: giftCodes });
    return row && { code: row.code, redeemedByPlayer: row.redemptionId !== null };
  }

  /** Counts one redemption of a code if it is under its cap; false when the cap is reached. */
  async takeOne(codeId: number): Promise<boolean> {
    const rows = await this.db
      .update(giftCodes)
      .set({ redeemedCount: sql`${giftCodes.redeemedCount} + 1` })
      .where(and(eq(giftCodes.id, codeId), lt(giftCodes.redeemedCount, giftCodes.totalCap)))
      .returning({ id: giftCodes.id });
    return rows.length === 1;
  }

  async insertRedemption(row: NewRedemption) {
    const [inserted] = await this.db.insert(giftRedemptions).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  /** One page of the player's redemptions on the brand, newest first, and how many there are. */
  async history(playerId: number, brand: string, page: { limit: number; offset: number }) {
    const mine = and(eq(giftRedemptions.playerId, playerId), eq(giftRedemptions.brand, brand));
    const rows = await this.db
      .select(redemptionColumns)
      .from(giftRedemptions)
      .innerJoin(giftCodes, eq(giftCodes.id, giftRedemptions.codeId))
      .where(mine)
      .orderBy(desc(giftRedemptions.enteredAt), desc(giftRedemptions.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(giftRedemptions).where(mine);
    return { rows: rows as RedemptionRow[], total: total?.n ?? 0 };
  }

  // ---------------------------------------------------------------- the operator's

  /** Inserts a code unless the brand has it already (then undefined). */
  async insertCode(code: NewGiftCode): Promise<GiftCodeRow | undefined> {
    const [row] = await this.db.insert(giftCodes).values(code).onConflictDoNothing().returning();
    return row;
  }

  async codeOf(brand: string, code: string): Promise<GiftCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(giftCodes)
      .where(and(eq(giftCodes.brand, brand), eq(giftCodes.code, code)));
    return row;
  }

  /** The brand's codes, newest first; `usableAt`: only those a player could redeem then. */
  async listCodes(brand: string, options: { usableAt?: Date; limit: number }) {
    const where = [eq(giftCodes.brand, brand)];
    if (options.usableAt) {
      where.push(
        eq(giftCodes.active, true),
        gt(giftCodes.expiresAt, options.usableAt),
        lt(giftCodes.redeemedCount, giftCodes.totalCap),
      );
    }
    const rows = await this.db
      .select()
      .from(giftCodes)
      .where(and(...where))
      .orderBy(desc(giftCodes.createdAt), asc(giftCodes.code))
      .limit(options.limit);
    const [total] = await this.db
      .select({ n: count() })
      .from(giftCodes)
      .where(and(...where));
    return { rows, total: total?.n ?? 0 };
  }

  /** Disables an active code; undefined when it was not active (or does not exist). */
  async disable(brand: string, code: string, now: Date): Promise<GiftCodeRow | undefined> {
    const [row] = await this.db
      .update(giftCodes)
      .set({ active: false, disabledAt: now })
      .where(and(eq(giftCodes.brand, brand), eq(giftCodes.code, code), eq(giftCodes.active, true)))
      .returning();
    return row;
  }
}
