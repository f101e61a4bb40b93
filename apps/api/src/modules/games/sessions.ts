import {
  GAME_ERROR_CODES as CODES,
  GAME_MESSAGES as M,
  PROVIDER_ERROR_CODES,
  type ClientDevice,
  type GameLinkQuery,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { hashToken, newToken } from '../../infra/tokens';
import type { ActiveSession, SessionService } from '../auth/sessions';
import type { GameRow, GameSessionRepository, GameSessionRow } from './repository';
import { gameNotFound, type GameService } from './service';

const MINUTE = 60_000;
/** Authenticated game sessions remembered per process (each a few hundred bytes). */
const KNOWN_SESSIONS_LIMIT = 20_000;

export interface GameSessionPolicy {
  /** From GET /api/game/link to the provider's authenticate: the URL may sit in a history. */
  launchMs: number;
  /** From authenticate: debits are refused after it (credits and rollbacks never are). */
  sessionMs: number;
}

export const DEFAULT_GAME_SESSION_POLICY: GameSessionPolicy = {
  launchMs: 5 * MINUTE,
  sessionMs: 4 * 60 * MINUTE,
};

export const invalidGameToken = (): AppError =>
  new AppError(401, PROVIDER_ERROR_CODES.invalidToken, 'Phiên chơi không hợp lệ');

/** A wallet session the provider presented, resolved. */
export interface ResolvedGameSession {
  session: GameSessionRow;
  game: GameRow;
  /** Past its lifetime, or its login session ended: no more debits. */
  expired: boolean;
}

/**
 * Opening games: GET /api/game/link, the launch token, and the provider's exchange of it (or of a
 * player's tokenPlay, from a direct link) for a wallet session token.
 */
export class GameLaunchService {
  private readonly policy: GameSessionPolicy;

  constructor(
    private readonly games: GameService,
    private readonly repository: GameSessionRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    policy: Partial<GameSessionPolicy> = {},
  ) {
    this.policy = { ...DEFAULT_GAME_SESSION_POLICY, ...policy };
  }

  /** Spec §7 GET /api/game/link: the provider's URL for this player and game. */
  async link(
    player: ActiveSession,
    query: Required<Pick<GameLinkQuery, 'partner_game_type' | 'partner_provider'>> & {
      device: ClientDevice;
      category_name?: string;
      orientation?: 'landscape' | 'portrait';
    },
  ): Promise<string> {
    const game = await this.games.findByPartnerGame(query.partner_provider, query.partner_game_type);
    if (!game) throw gameNotFound();
    if (!game.enabled) throw new AppError(400, CODES.gameUnavailable, M.gameUnavailable);
    if (game.device === 'desktop' && query.device === 'mobile') {
      throw new AppError(400, CODES.deviceNotSupported, M.deviceNotSupportedMobile);
    }
    if (game.device === 'mobile' && query.device === 'desktop') {
      throw new AppError(400, CODES.deviceNotSupported, M.deviceNotSupportedDesktop);
    }
    const launcher = this.games.launcherOf(game.provider);
    if (!launcher) throw new AppError(400, CODES.gameUnavailable, M.gameUnavailable);

    const token = newToken();
    const now = this.clock();
    await this.repository.insert({
      playerId: player.playerId,
      brand: player.brand,
      playerSessionId: player.sessionId,
      gameId: game.id,
      provider: game.provider,
      launchTokenHash: hashToken(token),
      launchExpiresAt: new Date(now.getTime() + this.policy.launchMs),
      sessionTokenHash: null,
      expiresAt: new Date(now.getTime() + this.policy.launchMs),
      device: query.device,
      createdAt: now,
      authenticatedAt: null,
    });
    try {
      return await launcher.launchUrl({
        gameCode: game.partnerGameId,
        token,
        device: query.device,
        // A game made for one orientation opens in it; an adaptive one follows the device.
        orientation: game.orientation === 'auto' ? (query.orientation ?? null) : game.orientation,
        category: game.category,
        language: 'vi',
        currency: 'VND',
      });
    } catch (error) {
      throw new AppError(400, CODES.launchFailed, M.launchFailed, { cause: error });
    }
  }

  /**
   * The provider's authenticate: a launch token (once, before it expires) or a live tokenPlay becomes a
   * wallet session token for `gameCode` of that provider. A token of another brand is unknown here.
   */
  async authenticate(
    provider: string,
    brand: BrandId,
    token: string,
    gameCode: string,
  ): Promise<{ sessionToken: string; session: GameSessionRow; game: GameRow }> {
    const game = await this.games.findByProviderCode(provider, gameCode);
    if (!game) throw new AppError(404, PROVIDER_ERROR_CODES.gameNotFound, M.gameNotFound);
    const now = this.clock();
    const sessionToken = newToken();
    const next = {
      sessionTokenHash: hashToken(sessionToken),
      expiresAt: new Date(now.getTime() + this.policy.sessionMs),
      authenticatedAt: now,
    };

    const launch = await this.repository.findByLaunchTokenHash(hashToken(token));
    if (launch) {
      if (
        launch.brand !== brand ||
        launch.provider !== provider ||
        launch.gameId !== game.id ||
        !launch.launchExpiresAt ||
        launch.launchExpiresAt.getTime() <= now.getTime()
      ) {
        throw invalidGameToken();
      }
      const session = await this.repository.exchange(launch.id, hashToken(token), next);
      if (!session) throw invalidGameToken();
      return { sessionToken, session, game };
    }

    const player = await this.sessions.authenticatePlayToken(token, brand);
    if (!player) throw invalidGameToken();
    const session = await this.repository.insert({
      playerId: player.playerId,
      brand,
      playerSessionId: player.sessionId,
      gameId: game.id,
      provider,
      launchTokenHash: null,
      launchExpiresAt: null,
      device: 'unknown',
      createdAt: now,
      ...next,
    });
    return { sessionToken, session, game };
  }

  /**
   * The session of this brand behind a provider's wallet session token, or a 401 INVALID_TOKEN. A
   * game session never changes once authenticated, so its row is remembered (its login session's
   * state is not: `expired` reads it each time, and the wager statement checks it again).
   */
  async walletSession(
    provider: string,
    brand: BrandId,
    sessionToken: string,
    playerId: number,
  ): Promise<{ session: GameSessionRow; game: GameRow }> {
    const hash = hashToken(sessionToken);
    let session = this.known.get(hash);
    if (!session) {
      session = await this.repository.findBySessionTokenHash(hash);
      if (session) this.remember(hash, session);
    }
    if (!session || session.brand !== brand || session.provider !== provider || session.playerId !== playerId)
      throw invalidGameToken();
    const game = await this.games.findById(session.gameId);
    if (!game) throw invalidGameToken();
    return { session, game };
  }

  /** As walletSession, and whether debits are over (past its lifetime, or its login session ended). */
  async resolve(
    provider: string,
    brand: BrandId,
    sessionToken: string,
    playerId: number,
  ): Promise<ResolvedGameSession> {
    const { session, game } = await this.walletSession(provider, brand, sessionToken, playerId);
    const expired =
      this.pastLifetime(session) || !(await this.sessions.isActive(session.playerSessionId));
    return { session, game, expired };
  }

  /** Past the game session's own lifetime (the login session behind it is checked apart). */
  pastLifetime(session: GameSessionRow): boolean {
    return session.expiresAt.getTime() <= this.clock().getTime();
  }

  /** How long a login session may sit unused, for checks the database makes itself. */
  get loginIdleMs(): number {
    return this.sessions.idleMs;
  }

  private readonly known = new Map<string, GameSessionRow>();

  private remember(hash: string, session: GameSessionRow): void {
    // Oldest first out: a bounded memory of the sessions in play.
    if (this.known.size >= KNOWN_SESSIONS_LIMIT) {
      const oldest = this.known.keys().next();
      if (!oldest.done) this.known.delete(oldest.value);
    }
    this.known.set(hash, session);
  }
}
