import {
  ACCOUNT_ERROR_CODES as CODES,
  ACCOUNT_MESSAGES as M,
  type OtpChallenge,
  type Profile,
  type User,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { isUniqueViolation } from '../../infra/pg-errors';
import type { RequestContext } from '../../infra/request-context';
import type { AuditTrail, OneTimeCodes } from './ports';
import type { BalanceReader } from './balance';
import type { PlayerRepository, PlayerRow } from './repository';

export const playerNotFound = (): AppError => new AppError(404, CODES.notFound, M.accountNotFound);
const phoneTaken = (): AppError => new AppError(409, CODES.phoneTaken, M.phoneTaken);

export interface CodeAnswer {
  challengeId: string;
  code: string;
}

export class PlayerService {
  constructor(
    private readonly players: PlayerRepository,
    private readonly balances: BalanceReader,
    private readonly otp: OneTimeCodes,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async require(playerId: number): Promise<PlayerRow> {
    const player = await this.players.findById(playerId);
    if (!player) throw playerNotFound();
    return player;
  }

  /** The brand's player with this username in any case (operator commands), or a 404. */
  async requireByUsername(brand: BrandId, username: string): Promise<PlayerRow> {
    const player = await this.players.findByUsernameKey(brand, username.trim().toLowerCase());
    if (!player) throw playerNotFound();
    return player;
  }

  /** The spec's User: what the client stores after login, register, refresh and auto-login. */
  async user(player: PlayerRow, playToken: string): Promise<User> {
    const wallet = await this.balances.read(player.id);
    return {
      id: player.id,
      rid: player.rid,
      balance: wallet.balance,
      isVerifyPhone: player.phoneVerifiedAt !== null,
      isFirstDeposit: wallet.hasDeposited,
      tokenPlay: playToken,
    };
  }

  async profile(playerId: number): Promise<Profile> {
    return toProfile(await this.require(playerId));
  }

  /** Texts a verify_phone code to the player's own number. */
  async sendPhoneCode(playerId: number, context: RequestContext): Promise<OtpChallenge> {
    const player = await this.require(playerId);
    if (player.phoneVerifiedAt) throw new AppError(409, CODES.phoneAlreadyVerified, M.phoneAlreadyVerified);
    if (await this.players.isPhoneVerifiedByAnother(context.brand, player.phone, player.id))
      throw phoneTaken();
    return this.otp.send({
      playerId,
      purpose: 'verify_phone',
      channel: 'sms',
      destination: player.phone,
      context,
    });
  }

  async verifyPhone(playerId: number, answer: CodeAnswer, context: RequestContext): Promise<Profile> {
    const player = await this.require(playerId);
    if (player.phoneVerifiedAt) throw new AppError(409, CODES.phoneAlreadyVerified, M.phoneAlreadyVerified);
    const challenge = await this.otp.verify({ ...answer, playerId, purpose: 'verify_phone', context });
    try {
      // Conditional on the number the code went to, so a code cannot verify another number.
      if (!(await this.players.markPhoneVerified(playerId, challenge.destination, this.clock()))) {
        throw new AppError(400, CODES.otpInvalid, M.otpInvalid);
      }
    } catch (error) {
      if (isUniqueViolation(error, 'players_brand_verified_phone_unique')) throw phoneTaken();
      throw error;
    }
    await this.audit.record('phone_verified', playerId, context, {});
    return this.profile(playerId);
  }

  /** Emails a verify_email code to `email`; the address is saved on the account only once verified. */
  async sendEmailCode(playerId: number, email: string, context: RequestContext): Promise<OtpChallenge> {
    const player = await this.require(playerId);
    if (player.emailVerifiedAt && player.email === email) {
      throw new AppError(409, CODES.emailAlreadyVerified, M.emailAlreadyVerified);
    }
    return this.otp.send({
      playerId,
      purpose: 'verify_email',
      channel: 'email',
      destination: email,
      context,
    });
  }

  async verifyEmail(playerId: number, answer: CodeAnswer, context: RequestContext): Promise<Profile> {
    const challenge = await this.otp.verify({ ...answer, playerId, purpose: 'verify_email', context });
    await this.players.setVerifiedEmail(playerId, challenge.destination, this.clock());
    await this.audit.record('email_verified', playerId, context, {});
    return this.profile(playerId);
  }
}

export function toProfile(player: PlayerRow): Profile {
  return {
    id: player.id,
    rid: player.rid,
    username: player.username,
    phone: player.phone,
    isVerifyPhone: player.phoneVerifiedAt !== null,
    email: player.emailVerifiedAt ? player.email : null,
    isVerifyEmail: player.emailVerifiedAt !== null,
    createdAt: player.createdAt.toISOString(),
  };
}
