import { and, asc, desc, eq, gt, lt, lte, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import {
  rewardAppInstallClaims,
  rewardRefundCampaigns,
  rewardRefundClaims,
  rewardSpinSeeds,
  rewardSpins,
} from './schema';

export type CampaignRow = typeof rewardRefundCampaigns.$inferSelect;
export type NewCampaign = Omit<typeof rewardRefundCampaigns.$inferInsert, 'id'>;
export type RefundClaimRow = typeof rewardRefundClaims.$inferSelect;
export type AppInstallClaimRow = typeof rewardAppInstallClaims.$inferSelect;
export type SpinSeedRow = typeof rewardSpinSeeds.$inferSelect;
export type SpinRow = typeof rewardSpins.$inferSelect;

/** Advisory lock namespaces (pg_advisory_xact_lock(namespace, key)) of this module. */
const LOCK_REFUND_PLAYER = 7_150_001;
const LOCK_CAMPAIGN_BRAND = 7_150_002;
const LOCK_APP_PERSON = 7_150_003;

/** The event rewards' rows; queries only, the service's unit of work holds the transaction. */
export class RewardRepository {
  constructor(private readonly db: Database) {}

  // ---- lost-bet refund campaigns

  /** Held until the transaction ends: one campaign edit of a brand at a time (the overlap rule). */
  async lockCampaignsOf(brand: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${LOCK_CAMPAIGN_BRAND}, hashtext(${brand}))`);
  }

  async insertCampaign(row: NewCampaign): Promise<CampaignRow> {
    const [inserted] = await this.db.insert(rewardRefundCampaigns).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async updateCampaign(id: number, changes: Partial<NewCampaign>): Promise<CampaignRow> {
    const [updated] = await this.db
      .update(rewardRefundCampaigns)
      .set(changes)
      .where(eq(rewardRefundCampaigns.id, id))
      .returning();
    if (!updated) throw new Error(`campaign ${id} vanished`);
    return updated;
  }

  async campaign(brand: string, id: number): Promise<CampaignRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardRefundCampaigns)
      .where(and(eq(rewardRefundCampaigns.id, id), eq(rewardRefundCampaigns.brand, brand)));
    return row;
  }

  async campaigns(brand: string): Promise<CampaignRow[]> {
    return this.db
      .select()
      .from(rewardRefundCampaigns)
      .where(eq(rewardRefundCampaigns.brand, brand))
      .orderBy(desc(rewardRefundCampaigns.startsAt), desc(rewardRefundCampaigns.id));
  }

  /**
   * The brand's campaigns whose span [startsAt, claimUntil) meets [from, to): the active ones only
   * unless told otherwise, but `except`.
   */
  async overlapping(
    brand: string,
    from: Date,
    to: Date,
    options: { activeOnly?: boolean; except?: number } = {},
  ): Promise<CampaignRow[]> {
    return this.db
      .select()
      .from(rewardRefundCampaigns)
      .where(
        and(
          eq(rewardRefundCampaigns.brand, brand),
          options.activeOnly === false ? undefined : eq(rewardRefundCampaigns.active, true),
          lt(rewardRefundCampaigns.startsAt, to),
          gt(rewardRefundCampaigns.claimUntil, from),
          options.except === undefined ? undefined : ne(rewardRefundCampaigns.id, options.except),
        ),
      )
      .orderBy(asc(rewardRefundCampaigns.startsAt));
  }

  /** The brand's active campaign running or open for claims at `now` (the overlap rule keeps it one). */
  async claimableCampaign(brand: string, now: Date): Promise<CampaignRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardRefundCampaigns)
      .where(
        and(
          eq(rewardRefundCampaigns.brand, brand),
          eq(rewardRefundCampaigns.active, true),
          lte(rewardRefundCampaigns.startsAt, now),
          gt(rewardRefundCampaigns.claimUntil, now),
        ),
      )
      .orderBy(desc(rewardRefundCampaigns.startsAt))
      .limit(1);
    return row;
  }

  // ---- lost-bet refund claims

  /** Held until the transaction ends: one refund claim of a player at a time. */
  async lockRefundsOf(playerId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${LOCK_REFUND_PLAYER}, ${playerId})`);
  }

  async refundClaimByRequest(playerId: number, requestId: string): Promise<RefundClaimRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardRefundClaims)
      .where(and(eq(rewardRefundClaims.playerId, playerId), eq(rewardRefundClaims.requestId, requestId)));
    return row;
  }

  /** What the player was paid by the campaign so far. */
  async refundClaimed(campaignId: number, playerId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(rewardRefundClaims.amount) })
      .from(rewardRefundClaims)
      .where(and(eq(rewardRefundClaims.campaignId, campaignId), eq(rewardRefundClaims.playerId, playerId)));
    return Number(row?.total ?? 0);
  }

  async insertRefundClaim(row: Omit<typeof rewardRefundClaims.$inferInsert, 'id'>): Promise<RefundClaimRow> {
    const [inserted] = await this.db.insert(rewardRefundClaims).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  // ---- app download bonus

  /** The person's claim, on whichever brand it was made. */
  async appInstallClaimOf(personId: number): Promise<AppInstallClaimRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardAppInstallClaims)
      .where(eq(rewardAppInstallClaims.personId, personId));
    return row;
  }

  async appInstallClaimOfPlayer(playerId: number): Promise<AppInstallClaimRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardAppInstallClaims)
      .where(eq(rewardAppInstallClaims.playerId, playerId));
    return row;
  }

  /** Held until the transaction ends: one app-bonus claim of a person (on any brand) at a time. */
  async lockPerson(personId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${LOCK_APP_PERSON}, ${personId})`);
  }

  async insertAppInstallClaim(
    row: Omit<typeof rewardAppInstallClaims.$inferInsert, 'id'>,
  ): Promise<AppInstallClaimRow> {
    const [inserted] = await this.db.insert(rewardAppInstallClaims).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  // ---- daily lucky spin

  async spinSeedOf(playerId: number): Promise<SpinSeedRow | undefined> {
    const [row] = await this.db.select().from(rewardSpinSeeds).where(eq(rewardSpinSeeds.playerId, playerId));
    return row;
  }

  /** Commits a first server seed for the player unless one is committed already. */
  async ensureSpinSeed(row: typeof rewardSpinSeeds.$inferInsert): Promise<void> {
    await this.db.insert(rewardSpinSeeds).values(row).onConflictDoNothing();
  }

  /** The committed seed, locked until the transaction ends (a player's spins take turns). */
  async lockSpinSeed(playerId: number): Promise<SpinSeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardSpinSeeds)
      .where(eq(rewardSpinSeeds.playerId, playerId))
      .for('update');
    return row;
  }

  async replaceSpinSeed(
    playerId: number,
    next: { serverSeed: string; serverSeedHash: string; nonce: number; createdAt: Date },
  ): Promise<void> {
    await this.db.update(rewardSpinSeeds).set(next).where(eq(rewardSpinSeeds.playerId, playerId));
  }

  async spinByRequest(playerId: number, requestId: string): Promise<SpinRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardSpins)
      .where(and(eq(rewardSpins.playerId, playerId), eq(rewardSpins.requestId, requestId)));
    return row;
  }

  async spinOfDay(playerId: number, day: string): Promise<SpinRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardSpins)
      .where(and(eq(rewardSpins.playerId, playerId), eq(rewardSpins.day, day)));
    return row;
  }

  async insertSpin(row: Omit<typeof rewardSpins.$inferInsert, 'id'>): Promise<SpinRow> {
    const [inserted] = await this.db.insert(rewardSpins).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }
}
