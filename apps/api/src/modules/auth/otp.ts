import {
  ACCOUNT_ERROR_CODES as CODES,
  ACCOUNT_MESSAGES as M,
  maskEmail,
  maskMobile,
  otpAttemptsLeftMessage,
  otpResendMessage,
  type OtpChallenge,
  type ResetTicket,
} from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import type { RateLimiter } from '../../infra/rate-limit';
import type { OtpChannel, OtpPurpose } from '@xc/api-contract';
import { hashCode, hashToken, newCode, newToken, sameHash } from '../../infra/tokens';
import type { EmailSender, SmsSender } from '../messaging/senders';
import type { AuditLog } from './audit';
import type { RequestContext } from '../../infra/request-context';
import type { UnitOfWork } from '../../infra/unit-of-work';
import type { OtpChallengeRow, OtpRepository } from './otp-repository';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_MS = 60_000;
export const RESET_TICKET_TTL_MS = 10 * 60_000;

// SMS without diacritics: a Vietnamese SMS in Unicode fits 70 characters instead of 160.
const SMS_TEXT: Record<OtpPurpose, (code: string) => string> = {
  verify_phone: (code) =>
    `Ma xac thuc so dien thoai cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay cho bat ky ai.`,
  reset_password: (code) =>
    `Ma dat lai mat khau cua ban la ${code}. Ma co hieu luc trong 5 phut. Neu ban khong yeu cau, hay bo qua tin nhan nay.`,
  add_bank: (code) =>
    `Ma xac nhan them tai khoan ngan hang cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay cho bat ky ai.`,
  verify_email: (code) =>
    `Ma xac thuc email cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay cho bat ky ai.`,
};

export interface SendCodeRequest {
  /** The challenge's id when the caller already answered with it (forgot password). */
  challengeId?: string;
  playerId: number;
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** +84… for sms, an address for email. */
  destination: string;
  context: RequestContext;
}

export interface VerifyCodeRequest {
  challengeId: string;
  /** The challenge must belong to this player (absent only for forgot password, which has no session). */
  playerId: number | undefined;
  purpose: OtpPurpose;
  code: string;
  context: RequestContext;
}

const codeError = (code: string, message: string) => new AppError(400, code, message);

/**
 * One-time codes: 6 digits, stored as an HMAC, valid 5 minutes, 5 guesses, single use; a new code
 * for the same purpose is allowed after 60 s and supersedes the older one.
 */
export class OtpService {
  private readonly repository: OtpRepository;

  constructor(
    private readonly uow: UnitOfWork<{ otp: OtpRepository }>,
    private readonly senders: { sms: SmsSender; email: EmailSender },
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly limiter?: RateLimiter,
  ) {
    this.repository = uow.read.otp;
  }

  async send({
    challengeId,
    playerId,
    purpose,
    channel,
    destination,
    context,
  }: SendCodeRequest): Promise<OtpChallenge> {
    const now = this.clock();
    const latest = await this.repository.latestFor(playerId, purpose);
    const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_AFTER_MS - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, CODES.otpResendTooSoon, otpResendMessage(seconds), {
        headers: { 'retry-after': String(seconds) },
      });
    }

    // Per destination, whichever account asks: one phone cannot be flooded from many accounts.
    await this.limiter?.consume('otpSendPerTarget', context.brand, `${channel}:${destination}`);

    const id = challengeId ?? randomUUID();
    const code = newCode();
    await this.uow.run(async ({ otp }) => {
      await otp.supersedeOpen(playerId, purpose, now);
      await otp.insert({
        id,
        playerId,
        brand: context.brand,
        purpose,
        channel,
        destination,
        codeHash: hashCode(id, code),
        maxAttempts: OTP_MAX_ATTEMPTS,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
    });
    if (channel === 'sms') {
      await this.senders.sms.send({ to: destination, text: SMS_TEXT[purpose](code) });
    } else {
      await this.senders.email.send({
        to: destination,
        subject: 'Mã xác thực email',
        text: `Mã xác thực email của bạn là ${code}. Mã có hiệu lực trong 5 phút. Không chia sẻ mã này cho bất kỳ ai.`,
      });
    }
    const masked = channel === 'sms' ? maskMobile(destination) : maskEmail(destination);
    await this.audit.record('otp_sent', playerId, context, { purpose, channel, destination: masked });
    return {
      challengeId: id,
      channel,
      destination: masked,
      expiresInSeconds: OTP_TTL_MS / 1000,
      resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000,
    };
  }

  /** Checks and consumes a code; answers the challenge (its player and destination) or a 400 saying why not. */
  async verify({
    challengeId,
    playerId,
    purpose,
    code,
    context,
  }: VerifyCodeRequest): Promise<OtpChallengeRow> {
    const row = await this.repository.findById(challengeId);
    if (!row && purpose === 'reset_password') this.decoys.verify(challengeId, this.clock());
    // Another brand's code is as unknown here as a made-up one.
    if (
      !row ||
      row.brand !== context.brand ||
      row.purpose !== purpose ||
      (playerId !== undefined && row.playerId !== playerId)
    ) {
      throw codeError(CODES.otpInvalid, M.otpInvalid);
    }
    const now = this.clock();
    if (row.consumedAt) throw codeError(CODES.otpUsed, M.otpUsed);
    if (row.supersededAt || now.getTime() >= row.expiresAt.getTime())
      throw codeError(CODES.otpExpired, M.otpExpired);

    const attempts = await this.repository.recordAttempt(row.id);
    if (attempts === null) throw codeError(CODES.otpTooManyAttempts, M.otpTooManyAttempts);
    if (!sameHash(hashCode(row.id, code), row.codeHash)) {
      const left = row.maxAttempts - attempts;
      await this.audit.record('otp_failed', row.playerId, context, { purpose, attemptsLeft: left });
      if (left <= 0) throw codeError(CODES.otpTooManyAttempts, M.otpTooManyAttempts);
      throw codeError(CODES.otpInvalid, otpAttemptsLeftMessage(left));
    }
    if (!(await this.repository.consume(row.id, now))) throw codeError(CODES.otpUsed, M.otpUsed);
    await this.audit.record('otp_verified', row.playerId, context, { purpose });
    return row;
  }

  /**
   * The answer to a forgot-password search, the same whoever the name is: a new challenge id, and
   * the code's destination in words (a masked number would tell that the name exists).
   */
  resetChallenge(): OtpChallenge {
    return {
      challengeId: randomUUID(),
      channel: 'sms',
      destination: M.resetCodeDestination,
      expiresInSeconds: OTP_TTL_MS / 1000,
      resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000,
    };
  }

  /** A reset challenge that sent nothing (no such name, no verified phone): its codes fail as a real one's do. */
  decoy(challengeId: string): void {
    this.decoys.issue(challengeId, this.clock());
  }

  private readonly decoys = new Decoys();

  /** Forgot password: a verified reset_password code buys one ticket for setting a new password. */
  async issueResetTicket(challenge: OtpChallengeRow): Promise<ResetTicket> {
    const ticket = newToken();
    await this.repository.setTicket(
      challenge.id,
      hashToken(ticket),
      new Date(this.clock().getTime() + RESET_TICKET_TTL_MS),
    );
    return { resetTicket: ticket, expiresInSeconds: RESET_TICKET_TTL_MS / 1000 };
  }

  /** The challenge a live, unused reset ticket of this brand belongs to, or a 400. */
  async findResetTicket(ticket: string, brand: string): Promise<OtpChallengeRow> {
    const row = await this.repository.findByTicketHash(hashToken(ticket));
    const now = this.clock();
    if (
      !row ||
      row.brand !== brand ||
      row.ticketUsedAt ||
      !row.ticketExpiresAt ||
      now.getTime() >= row.ticketExpiresAt.getTime()
    ) {
      throw codeError(CODES.resetTicketInvalid, M.resetTicketInvalid);
    }
    return row;
  }

  /** Single use: a second spend (a concurrent reset) is refused. */
  async spendResetTicket(challenge: OtpChallengeRow): Promise<void> {
    if (!(await this.repository.useTicket(challenge.id, this.clock()))) {
      throw codeError(CODES.resetTicketInvalid, M.resetTicketInvalid);
    }
  }
}

/**
 * Forgot-password challenges that sent no code. A guess at one answers what a real challenge would
 * ("còn N lần thử", then too many attempts, then expired), so the second step does not tell either
 * whether the name exists. Kept in memory, bounded (a replica that did not answer the search knows
 * none: the shared store of the scale-out work will hold them).
 */
class Decoys {
  private readonly issued = new Map<string, { at: number; attempts: number }>();

  issue(challengeId: string, now: Date): void {
    if (this.issued.size >= 10_000) {
      const oldest = this.issued.keys().next();
      if (!oldest.done) this.issued.delete(oldest.value);
    }
    this.issued.set(challengeId, { at: now.getTime(), attempts: 0 });
  }

  /** Throws the error a real challenge would give a wrong code; returns for an id it never issued. */
  verify(challengeId: string, now: Date): void {
    const decoy = this.issued.get(challengeId);
    if (!decoy) return;
    if (now.getTime() >= decoy.at + OTP_TTL_MS) throw codeError(CODES.otpExpired, M.otpExpired);
    decoy.attempts += 1;
    const left = OTP_MAX_ATTEMPTS - decoy.attempts;
    if (left <= 0) throw codeError(CODES.otpTooManyAttempts, M.otpTooManyAttempts);
    throw codeError(CODES.otpInvalid, otpAttemptsLeftMessage(left));
  }
}
