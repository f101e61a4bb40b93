import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { loginTokens } from './schema';

export const LOGIN_TOKEN_TTL_MS = 5 * 60_000;

/** One-time login links: stored as hashes, usable once, for five minutes. */
export class LoginTokenRepository {
  constructor(private readonly db: Database) {}

  async insert(row: {
    playerId: number;
    brand: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(loginTokens).values(row);
  }

  /** Marks the token used if it is of this brand, unused and unexpired; answers its player, or null. */
  async consume(tokenHash: string, brand: string, now: Date): Promise<number | null> {
    const [row] = await this.db
      .update(loginTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginTokens.tokenHash, tokenHash),
          eq(loginTokens.brand, brand),
          isNull(loginTokens.usedAt),
          gt(loginTokens.expiresAt, now),
        ),
      )
      .returning({ playerId: loginTokens.playerId });
    return row?.playerId ?? null;
  }

  /** Why a token was refused, for the audit trail. */
  async whyUnusable(
    tokenHash: string,
    brand: string,
  ): Promise<{ reason: 'unknown' | 'used' | 'expired'; playerId: number | null }> {
    const [row] = await this.db.select().from(loginTokens).where(eq(loginTokens.tokenHash, tokenHash));
    if (!row || row.brand !== brand) return { reason: 'unknown', playerId: null };
    return { reason: row.usedAt ? 'used' : 'expired', playerId: row.playerId };
  }
}
