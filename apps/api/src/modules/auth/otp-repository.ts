import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import type { OtpPurpose } from '@xc/api-contract';
import { otpChallenges } from './schema';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert & { id: string };

export class OtpRepository {
  constructor(private readonly db: Database) {}

  async latestFor(playerId: number, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.playerId, playerId), eq(otpChallenges.purpose, purpose)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  }

  /** Closes the player's open challenges for `purpose`: only the newest code counts. */
  async supersedeOpen(playerId: number, purpose: OtpPurpose, now: Date): Promise<void> {
    await this.db
      .update(otpChallenges)
      .set({ supersededAt: now })
      .where(
        and(
          eq(otpChallenges.playerId, playerId),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.supersededAt),
        ),
      );
  }

  async insert(challenge: NewOtpChallenge): Promise<void> {
    await this.db.insert(otpChallenges).values(challenge);
  }

  async findById(id: string): Promise<OtpChallengeRow | undefined> {
    const [row] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
    return row;
  }

  /** Counts one guess unless the challenge has none left; returns the new count, or null. */
  async recordAttempt(id: string): Promise<number | null> {
    const [row] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, otpChallenges.maxAttempts)))
      .returning({ attempts: otpChallenges.attempts });
    return row?.attempts ?? null;
  }

  /** Single use: true for the one caller that consumed it. */
  async consume(id: string, now: Date): Promise<boolean> {
    const consumed = await this.db
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt), isNull(otpChallenges.supersededAt)),
      )
      .returning({ id: otpChallenges.id });
    return consumed.length === 1;
  }

  async setTicket(id: string, ticketHash: string, ticketExpiresAt: Date): Promise<void> {
    await this.db.update(otpChallenges).set({ ticketHash, ticketExpiresAt }).where(eq(otpChallenges.id, id));
  }

  async findByTicketHash(ticketHash: string): Promise<OtpChallengeRow | undefined> {
    const [row] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.ticketHash, ticketHash));
    return row;
  }

  async useTicket(id: string, now: Date): Promise<boolean> {
    const used = await this.db
      .update(otpChallenges)
      .set({ ticketUsedAt: now })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.ticketUsedAt)))
      .returning({ id: otpChallenges.id });
    return used.length === 1;
  }
}
