import { ACCOUNT_ERROR_CODES as CODES, ACCOUNT_MESSAGES as M } from '@xc/api-contract';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { unauthenticated, type ActiveSession } from '../../infra/player-session';
import type { SessionRevokeReason } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { hashToken, newToken } from '../../infra/tokens';
import type { RequestContext } from '../../infra/request-context';
import type { UnitOfWork } from '../../infra/unit-of-work';
import type { SessionRepository, SessionRow } from './sessions-repository';

const MINUTE = 60_000;

export interface SessionPolicy {
  /** From login to forced re-login, however active the player is. */
  absoluteMs: number;
  /** Without a refresh or an authenticated call for this long, the session ends. */
  idleMs: number;
  /** last_used_at is written at most this often, not on every call. */
  touchEveryMs: number;
  /**
   * How long the token a refresh replaced still works: the refresh's answer can be lost (the page
   * reloaded, the connection dropped) after the server rotated, and the player must not be logged
   * out for it. A refresh with it rotates again.
   */
  rotationGraceMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  absoluteMs: 30 * 24 * 60 * MINUTE,
  idleMs: 2 * 60 * MINUTE,
  touchEveryMs: MINUTE,
  rotationGraceMs: 30_000,
};

export type { ActiveSession };

/** Newly issued bearer and play tokens: the only moment they exist in clear. */
export interface IssuedTokens {
  token: string;
  playToken: string;
  session: ActiveSession;
}

export { unauthenticated };
const revoked = (): AppError => new AppError(401, CODES.sessionRevoked, M.sessionRevoked);
const expired = (): AppError => new AppError(401, CODES.sessionExpired, M.sessionExpired);

export class SessionService {
  private readonly repository: SessionRepository;

  constructor(
    private readonly uow: UnitOfWork<{ sessions: SessionRepository }>,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
    /** Told after a player's session ended (logout, another login, a password change): live streams close. */
    private readonly ended: (playerId: number) => void = () => undefined,
  ) {
    this.repository = uow.read.sessions;
  }

  /** Opens a session for the player, revoking the one they had (one active session per player). */
  async start(
    player: { id: number; brand: BrandId },
    context: RequestContext,
  ): Promise<IssuedTokens & { replaced: number }> {
    const playerId = player.id;
    const now = this.clock();
    const token = newToken();
    const playToken = newToken();
    // The player's row is locked first, so two logins at once still leave one session.
    const { session, replaced } = await this.uow.run(async ({ sessions }) => {
      await sessions.lockPlayer(playerId);
      const revoked = await sessions.revokeActive(playerId, now);
      const row = await sessions.insert({
        playerId,
        brand: player.brand,
        tokenHash: hashToken(token),
        playTokenHash: hashToken(playToken),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + this.policy.absoluteMs),
        ip: context.ip,
        fingerprint: context.fingerprint,
        userAgent: context.userAgent,
      });
      return { session: row, replaced: revoked };
    });
    if (replaced > 0) this.ended(playerId);
    return { token, playToken, session: { sessionId: session.id, playerId, brand: player.brand }, replaced };
  }

  /**
   * The session behind a bearer token on this brand, or a 401 saying why not (another brand's token
   * gets the same answer as an unknown one). Counts as use for the idle timer.
   */
  async authenticate(token: string, brand: BrandId): Promise<ActiveSession> {
    const row = await this.live(token, brand);
    const now = this.clock();
    if (now.getTime() - row.lastUsedAt.getTime() >= this.policy.touchEveryMs)
      await this.repository.touch(row.id, now);
    return activeSession(row);
  }

  /**
   * Replaces both tokens of the session. The old bearer token keeps working for the rotation grace
   * (30 s) in case this answer never reaches the player; a refresh with it rotates again.
   */
  async rotate(token: string, brand: BrandId): Promise<IssuedTokens> {
    const row = await this.live(token, brand);
    const next = newToken();
    const playToken = newToken();
    const rotated = await this.repository.rotate(
      row.id,
      row.tokenHash,
      { tokenHash: hashToken(next), playTokenHash: hashToken(playToken) },
      this.clock(),
    );
    // Revoked or rotated by a concurrent request between the read and the write.
    if (!rotated) throw rotatedAway(await this.repository.findByTokenHash(row.tokenHash));
    return { token: next, playToken, session: activeSession(row) };
  }

  /** The session a game-launch token belongs to, if it is live and of this brand (for the games module). */
  async authenticatePlayToken(playToken: string, brand: BrandId): Promise<ActiveSession | null> {
    const row = await this.repository.findByPlayTokenHash(hashToken(playToken));
    if (!row || row.brand !== brand || row.revokedAt || this.expiredAt(row, this.clock())) return null;
    return activeSession(row);
  }

  /** How long a session may sit unused before it ends. */
  get idleMs(): number {
    return this.policy.idleMs;
  }

  /** Whether a login session is still live (not revoked, expired or idle); games check it before a debit. */
  async isActive(sessionId: string): Promise<boolean> {
    const row = await this.repository.findById(sessionId);
    return row !== undefined && !row.revokedAt && !this.expiredAt(row, this.clock());
  }

  async end(sessionId: string, reason: SessionRevokeReason): Promise<boolean> {
    const done = await this.repository.revoke(sessionId, reason, this.clock());
    if (done) {
      const row = await this.repository.findById(sessionId);
      if (row) this.ended(row.playerId);
    }
    return done;
  }

  async revokeAll(playerId: number, reason: SessionRevokeReason, exceptSessionId?: string): Promise<number> {
    const revoked = await this.repository.revokeAllForPlayer(playerId, reason, this.clock(), exceptSessionId);
    if (revoked > 0) this.ended(playerId);
    return revoked;
  }

  private async live(token: string, brand: BrandId): Promise<SessionRow> {
    const row = await this.repository.findByTokenHash(
      hashToken(token),
      new Date(this.clock().getTime() - this.policy.rotationGraceMs),
    );
    if (!row || row.brand !== brand) throw unauthenticated();
    if (row.revokedAt) throw row.revokedReason === 'replaced' ? revoked() : expired();
    const now = this.clock();
    if (this.expiredAt(row, now)) {
      await this.repository.revoke(row.id, 'expired', now);
      throw expired();
    }
    return row;
  }

  private expiredAt(row: SessionRow, now: Date): boolean {
    return (
      now.getTime() >= row.expiresAt.getTime() ||
      now.getTime() - row.lastUsedAt.getTime() >= this.policy.idleMs
    );
  }
}

function activeSession(row: SessionRow): ActiveSession {
  return { sessionId: row.id, playerId: row.playerId, brand: row.brand as BrandId };
}

function rotatedAway(row: SessionRow | undefined): AppError {
  if (!row) return unauthenticated();
  return row.revokedReason === 'replaced' ? revoked() : expired();
}
