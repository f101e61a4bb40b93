import {
  ACCOUNT_ERROR_CODES as CODES,
  ACCOUNT_MESSAGES as M,
  ATTRIBUTION_KEYS,
  type AuthResponse,
  type OtpChallenge,
  type RegisterInput,
  type ResetTicket,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { isUniqueViolation } from '../../infra/pg-errors';
import { hashToken, newRid, newToken } from '../../infra/tokens';
import type { PlayerRepository, PlayerRow } from '../players/repository';
import type { PlayerService } from '../players/service';
import type { AuditLog } from './audit';
import type { RequestContext } from '../../infra/request-context';
import { LOGIN_TOKEN_TTL_MS, type LoginTokenRepository } from './login-tokens';
import type { OtpService } from './otp';
import type { PasswordHasher } from './passwords';
import type { ActiveSession, IssuedTokens, SessionService } from './sessions';

const invalidCredentials = () => new AppError(401, CODES.invalidCredentials, M.invalidCredentials);
const accountLocked = () => new AppError(403, CODES.accountLocked, M.accountLocked);
const passwordSameAsUsername = () => new AppError(400, CODES.validation, M.passwordSameAsUsername);

export interface NewPlayerInput {
  brand: BrandId;
  username: string;
  password: string;
  /** Already normalised (+84…). */
  phone: string;
  attribution?: Record<string, string>;
  /** The operator vouches for the number (demo data). */
  phoneVerified?: boolean;
}

export interface AuthServiceDeps {
  players: PlayerRepository;
  playerService: PlayerService;
  sessions: SessionService;
  hasher: PasswordHasher;
  otp: OtpService;
  loginTokens: LoginTokenRepository;
  audit: AuditLog;
  clock: Clock;
  /** What went wrong in work done after an answer (a code that could not be sent). */
  onBackgroundError?: (error: unknown) => void;
}

export class AuthService {
  private readonly players: PlayerRepository;
  private readonly playerService: PlayerService;
  private readonly sessions: SessionService;
  private readonly hasher: PasswordHasher;
  private readonly otp: OtpService;
  private readonly loginTokens: LoginTokenRepository;
  private readonly audit: AuditLog;
  private readonly clock: Clock;

  private readonly onBackgroundError: (error: unknown) => void;

  constructor(deps: AuthServiceDeps) {
    this.onBackgroundError = deps.onBackgroundError ?? (() => undefined);
    this.players = deps.players;
    this.playerService = deps.playerService;
    this.sessions = deps.sessions;
    this.hasher = deps.hasher;
    this.otp = deps.otp;
    this.loginTokens = deps.loginTokens;
    this.audit = deps.audit;
    this.clock = deps.clock;
  }

  async register(input: RegisterInput, context: RequestContext): Promise<AuthResponse> {
    const attribution: Record<string, string> = {};
    for (const key of ATTRIBUTION_KEYS) {
      const value = input[key];
      if (value) attribution[key] = value;
    }
    const player = await this.createPlayer({ ...input, brand: context.brand, attribution });
    await this.audit.record('register', player.id, context, {
      attribution: Object.keys(attribution).join(','),
    });
    return this.openSession(player, context);
  }

  /** Creates a player (registration and the operator's `player create`); no session. */
  async createPlayer(input: NewPlayerInput): Promise<PlayerRow> {
    const usernameKey = input.username.toLowerCase();
    if (await this.players.findByUsernameKey(input.brand, usernameKey)) throw usernameTaken();
    if (input.password.toLowerCase() === usernameKey) throw passwordSameAsUsername();
    if (await this.players.isPhoneVerifiedByAnother(input.brand, input.phone)) {
      throw new AppError(409, CODES.phoneTaken, M.phoneTaken);
    }
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.players.insert({
          brand: input.brand,
          rid: newRid(),
          username: input.username,
          usernameKey,
          passwordHash,
          phone: input.phone,
          phoneVerifiedAt: input.phoneVerified ? now : null,
          personId: input.phoneVerified ? await this.players.personOf(input.phone, now) : null,
          attribution: input.attribution ?? {},
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // Two registrations of one name at the same moment: the second loses here.
        if (isUniqueViolation(error, 'players_brand_username_key_unique')) throw usernameTaken();
        if (isUniqueViolation(error, 'players_brand_verified_phone_unique')) {
          throw new AppError(409, CODES.phoneTaken, M.phoneTaken);
        }
        // 40 random bits rarely collide; try another reference a few times.
        if (!isUniqueViolation(error, 'players_rid_unique') || attempt >= 4) throw error;
      }
    }
  }

  /** Creates the player unless the username exists (demo seed); true when it was created. */
  async ensurePlayer(input: NewPlayerInput): Promise<boolean> {
    if (await this.players.findByUsernameKey(input.brand, input.username.toLowerCase())) return false;
    try {
      await this.createPlayer(input);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === CODES.usernameTaken) return false;
      throw error;
    }
  }

  async login(username: string, password: string, context: RequestContext): Promise<AuthResponse> {
    const player = await this.players.findByUsernameKey(context.brand, username.toLowerCase());
    if (!player) {
      // As slow as a wrong password, so the answer time does not tell which names exist.
      await this.hasher.verifyNothing(password);
      await this.audit.record('login_failed', null, context, { reason: 'unknown_user' });
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(player.passwordHash, password))) {
      await this.audit.record('login_failed', player.id, context, { reason: 'wrong_password' });
      throw invalidCredentials();
    }
    if (player.status !== 'active') {
      await this.audit.record('login_failed', player.id, context, { reason: 'locked' });
      throw accountLocked();
    }
    if (this.hasher.needsRehash(player.passwordHash)) {
      await this.players.updatePasswordHash(player.id, await this.hasher.hash(password), this.clock());
    }
    const response = await this.openSession(player, context);
    await this.audit.record('login_ok', player.id, context, {});
    return response;
  }

  /** New bearer and play tokens for a live session; the presented token stops working. */
  async refresh(token: string, context: RequestContext): Promise<AuthResponse> {
    const issued = await this.sessions.rotate(token, context.brand);
    const player = await this.playerService.require(issued.session.playerId);
    await this.audit.record('refresh', player.id, context, {});
    return this.respond(player, issued);
  }

  async autoLogin(token: string, context: RequestContext): Promise<AuthResponse> {
    const tokenHash = hashToken(token);
    const playerId = await this.loginTokens.consume(tokenHash, context.brand, this.clock());
    if (playerId === null) {
      const why = await this.loginTokens.whyUnusable(tokenHash, context.brand);
      await this.audit.record('auto_login_failed', why.playerId, context, { reason: why.reason });
      throw new AppError(401, CODES.autoLoginFailed, M.autoLoginFailed);
    }
    const player = await this.playerService.require(playerId);
    if (player.status !== 'active') throw accountLocked();
    const response = await this.openSession(player, context);
    await this.audit.record('auto_login', player.id, context, {});
    return response;
  }

  /** Revokes the session of `token` if it is live; logging out twice is not an error. */
  async logout(token: string | undefined, context: RequestContext): Promise<void> {
    if (!token) return;
    let session: ActiveSession;
    try {
      session = await this.sessions.authenticate(token, context.brand);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return;
      throw error;
    }
    if (await this.sessions.end(session.sessionId, 'logout')) {
      await this.audit.record('logout', session.playerId, context, {});
    }
  }

  /** A one-time `/?login_token=…` link for the operator CLI, valid five minutes. */
  async mintLoginToken(
    username: string,
    context: RequestContext,
  ): Promise<{ token: string; expiresAt: Date }> {
    const player = await this.players.findByUsernameKey(context.brand, username.toLowerCase());
    if (!player) throw new AppError(404, CODES.accountNotFound, M.accountNotFound);
    const token = newToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_TTL_MS);
    await this.loginTokens.insert({
      playerId: player.id,
      brand: player.brand,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
    });
    await this.audit.record('login_token_minted', player.id, context, {});
    return { token, expiresAt };
  }

  /** Needs the current password; every other session is revoked, this one stays. */
  async changePassword(
    session: ActiveSession,
    currentPassword: string,
    newPassword: string,
    context: RequestContext,
  ): Promise<void> {
    const player = await this.playerService.require(session.playerId);
    if (!(await this.hasher.verify(player.passwordHash, currentPassword))) {
      throw new AppError(400, CODES.wrongPassword, M.wrongCurrentPassword);
    }
    if (newPassword === currentPassword) throw new AppError(400, CODES.samePassword, M.samePassword);
    if (newPassword.toLowerCase() === player.usernameKey) throw passwordSameAsUsername();
    await this.players.updatePasswordHash(player.id, await this.hasher.hash(newPassword), this.clock());
    const revoked = await this.sessions.revokeAll(player.id, 'password_changed', session.sessionId);
    await this.audit.record('password_changed', player.id, context, { revokedSessions: revoked });
  }

  /** Forgot password, step 1: find the account, text a code to its verified phone. */
  async startPasswordReset(username: string, context: RequestContext): Promise<OtpChallenge> {
    // One answer, given before any lookup, whether the name exists, has a verified phone or neither:
    // neither the answer nor its time tells. The code goes out after the answer.
    const challenge = this.otp.resetChallenge();
    this.afterAnswer(async () => {
      const player = await this.players.findByUsernameKey(context.brand, username.toLowerCase());
      // An unproven number may be someone else's: it must not be able to take the account.
      if (!player?.phoneVerifiedAt) return this.otp.decoy(challenge.challengeId);
      try {
        await this.otp.send({
          challengeId: challenge.challengeId,
          playerId: player.id,
          purpose: 'reset_password',
          channel: 'sms',
          destination: player.phone,
          context,
        });
      } catch (error) {
        // Too soon after the last code, or the phone's limit: nothing sent, as for a stranger.
        this.otp.decoy(challenge.challengeId);
        if (!(error instanceof AppError)) throw error;
      }
    });
    return challenge;
  }

  /** Work done after the answer; tests and shutdown wait for it with `settled()`. */
  private afterAnswer(work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => this.onBackgroundError(error))
      .finally(() => this.background.delete(running));
    this.background.add(running);
  }

  private readonly background = new Set<Promise<void>>();

  /** Resolves when the work started after answers so far is done. */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.all([...this.background]);
  }

  /** Step 2: the right code buys a reset ticket. */
  async verifyPasswordReset(
    challengeId: string,
    code: string,
    context: RequestContext,
  ): Promise<ResetTicket> {
    const challenge = await this.otp.verify({
      challengeId,
      code,
      playerId: undefined,
      purpose: 'reset_password',
      context,
    });
    return this.otp.issueResetTicket(challenge);
  }

  /** Step 3: the new password; every session of the player ends. */
  async resetPassword(resetTicket: string, password: string, context: RequestContext): Promise<void> {
    const challenge = await this.otp.findResetTicket(resetTicket, context.brand);
    const player = await this.playerService.require(challenge.playerId);
    // Checked before the ticket is spent, so the player can try another password with it.
    if (password.toLowerCase() === player.usernameKey) throw passwordSameAsUsername();
    await this.otp.spendResetTicket(challenge);
    await this.players.updatePasswordHash(player.id, await this.hasher.hash(password), this.clock());
    const revoked = await this.sessions.revokeAll(player.id, 'password_reset');
    await this.audit.record('password_reset', player.id, context, { revokedSessions: revoked });
  }

  private async openSession(player: PlayerRow, context: RequestContext): Promise<AuthResponse> {
    const issued = await this.sessions.start({ id: player.id, brand: player.brand as BrandId }, context);
    if (issued.replaced > 0) {
      await this.audit.record('session_revoked', player.id, context, {
        reason: 'replaced',
        count: issued.replaced,
      });
    }
    return this.respond(player, issued);
  }

  private async respond(player: PlayerRow, issued: IssuedTokens): Promise<AuthResponse> {
    return { token: issued.token, user: await this.playerService.user(player, issued.playToken) };
  }
}

const usernameTaken = () => new AppError(409, CODES.usernameTaken, M.usernameTaken);
