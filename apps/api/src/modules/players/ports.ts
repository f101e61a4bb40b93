import type { AuthEvent, OtpChallenge, OtpChannel, OtpPurpose } from '@xc/api-contract';
import type { RequestContext } from '../../infra/request-context';

/**
 * What the players module needs from one-time codes and the audit trail. The auth module's
 * OtpService and AuditLog provide them (wired in services.ts), so players never imports auth.
 */
export interface OneTimeCodes {
  send(request: {
    playerId: number;
    purpose: OtpPurpose;
    channel: OtpChannel;
    destination: string;
    context: RequestContext;
  }): Promise<OtpChallenge>;
  /** Consumes the code; answers where it was sent, or throws a 400 saying why not. */
  verify(request: {
    challengeId: string;
    code: string;
    playerId: number;
    purpose: OtpPurpose;
    context: RequestContext;
  }): Promise<{ destination: string }>;
}

export interface AuditTrail {
  record(
    event: AuthEvent,
    playerId: number | null,
    context: RequestContext,
    detail?: Record<string, string | number | boolean | null>,
  ): Promise<void>;
}
