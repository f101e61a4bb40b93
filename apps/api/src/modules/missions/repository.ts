import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { players } from '../players/schema';
import { missionCheckIns, missionProgress, missions } from './schema';

export type MissionRow = typeof missions.$inferSelect;
export type NewMission = Omit<typeof missions.$inferInsert, 'id'>;
export type ProgressRow = typeof missionProgress.$inferSelect;
export type NewProgress = Omit<typeof missionProgress.$inferInsert, 'id'>;

/** Transaction-scoped advisory locks of this module: (namespace, player id). */
const PLAYER_LOCK = 7_161_000;

/** The missions, the players' progress rows and check-ins; queries only, the service's unit of work holds the transaction. */
export class MissionRepository {
  constructor(private readonly db: Database) {}

  /** Serialises one player's mission use cases (evaluate, accept, claim, check in) until the transaction ends. */
  async lockPlayer(playerId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${PLAYER_LOCK}, ${playerId})`);
  }

  // ---- missions

  async insertMission(row: NewMission): Promise<MissionRow | undefined> {
    const [inserted] = await this.db
      .insert(missions)
      .values(row)
      .onConflictDoNothing({ target: [missions.brand, missions.code] })
      .returning();
    return inserted;
  }

  async updateMission(id: number, set: Partial<NewMission>): Promise<MissionRow> {
    const [row] = await this.db.update(missions).set(set).where(eq(missions.id, id)).returning();
    if (!row) throw new Error(`mission ${id} vanished`);
    return row;
  }

  async missionByCode(brand: string, code: string): Promise<MissionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(missions)
      .where(and(eq(missions.brand, brand), eq(missions.code, code)));
    return row;
  }

  /** The brand's mission (another brand's id reads as missing). */
  async missionById(brand: string, id: number): Promise<MissionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(missions)
      .where(and(eq(missions.brand, brand), eq(missions.id, id)));
    return row;
  }

  /** The brand's missions (active ones only unless `all`), by tab, sort order and id. */
  async missionsOf(brand: string, options: { all?: boolean } = {}): Promise<MissionRow[]> {
    return this.db
      .select()
      .from(missions)
      .where(
        options.all ? eq(missions.brand, brand) : and(eq(missions.brand, brand), eq(missions.active, true)),
      )
      .orderBy(asc(missions.sortOrder), asc(missions.id));
  }

  // ---- progress

  async insertProgress(row: NewProgress): Promise<ProgressRow | undefined> {
    const [inserted] = await this.db.insert(missionProgress).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async updateProgress(id: number, set: Partial<NewProgress>): Promise<ProgressRow> {
    const [row] = await this.db
      .update(missionProgress)
      .set(set)
      .where(eq(missionProgress.id, id))
      .returning();
    if (!row) throw new Error(`mission progress ${id} vanished`);
    return row;
  }

  /**
   * The player's rows an evaluation looks at: those of the current cycles (`cycles`), and every row
   * still moving (IN_PROGRESS, or COMPLETED and not claimed), whatever its cycle.
   */
  async liveRowsOf(playerId: number, brand: string, cycles: readonly string[]): Promise<ProgressRow[]> {
    return this.db
      .select()
      .from(missionProgress)
      .where(
        and(
          eq(missionProgress.playerId, playerId),
          eq(missionProgress.brand, brand),
          or(
            inArray(missionProgress.cycle, [...cycles]),
            inArray(missionProgress.status, ['IN_PROGRESS', 'COMPLETED']),
          ),
        ),
      )
      .orderBy(asc(missionProgress.id));
  }

  /** The ids of the missions the player was ever rewarded for (prerequisites met). */
  async rewardedMissionIds(playerId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ missionId: missionProgress.missionId })
      .from(missionProgress)
      .where(and(eq(missionProgress.playerId, playerId), eq(missionProgress.status, 'COMPLETED_REWARDED')));
    return new Set(rows.map((row) => row.missionId));
  }

  /** The row under its lock. */
  async lockProgress(id: number): Promise<ProgressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(missionProgress)
      .where(eq(missionProgress.id, id))
      .for('update');
    return row;
  }

  /** The brand's latest claims, newest first, with the players' names and the missions' titles. */
  async recentClaims(brand: string, limit: number) {
    return this.db
      .select({
        username: players.username,
        title: missions.title,
        rewardKind: missionProgress.rewardKind,
        rewardAmount: missionProgress.rewardAmount,
        rewardRounds: missionProgress.rewardRounds,
        claimedAt: missionProgress.claimedAt,
      })
      .from(missionProgress)
      .innerJoin(missions, eq(missions.id, missionProgress.missionId))
      .innerJoin(players, eq(players.id, missionProgress.playerId))
      .where(and(eq(missionProgress.brand, brand), isNotNull(missionProgress.claimedAt)))
      .orderBy(desc(missionProgress.claimedAt), desc(missionProgress.id))
      .limit(limit);
  }

  // ---- check-ins

  /** Records the day's check-in; false when the player had checked in that day already. */
  async checkIn(row: typeof missionCheckIns.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(missionCheckIns)
      .values(row)
      .onConflictDoNothing({ target: [missionCheckIns.playerId, missionCheckIns.day] })
      .returning({ id: missionCheckIns.id });
    return inserted.length === 1;
  }

  async hasCheckIn(playerId: number, day: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: missionCheckIns.id })
      .from(missionCheckIns)
      .where(and(eq(missionCheckIns.playerId, playerId), eq(missionCheckIns.day, day)));
    return row !== undefined;
  }

  /** Days the player checked in from `fromDay` to `toDay` (inclusive), before `before`. */
  async checkInDays(playerId: number, fromDay: string, toDay: string, before: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(missionCheckIns)
      .where(
        and(
          eq(missionCheckIns.playerId, playerId),
          gte(missionCheckIns.day, fromDay),
          lte(missionCheckIns.day, toDay),
          sql`${missionCheckIns.checkedInAt} < ${before.toISOString()}`,
        ),
      );
    return Number(row?.n ?? 0);
  }
}
