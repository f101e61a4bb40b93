import {
  STREAM_ERROR_CODES as CODES,
  STREAM_MESSAGES as M,
  type StreamVerifyRequest,
} from '@xc/api-contract';
import { createHash, createHmac } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { BRAND_IDS } from '@xc/brand/tenants';
import { AppError } from '../../infra/errors';
import { sameHash } from '../../infra/tokens';

/** The stream verification service the tiles ask before playing live video (spec §7). */
export interface StreamVerifier {
  /** A token that unlocks the stream for a while; an AppError with a message when it cannot. */
  verify(request: StreamVerifyRequest): Promise<{ token: string; expiresInSeconds: number }>;
  /** The stream id a token unlocks, if it is genuine and not expired. */
  check(token: string): { streamId: string } | null;
}

export const STREAM_TOKEN_SECONDS = 600;
/** Each table pauses one minute in every OFFLINE_CYCLE (its own minute): a tile then keeps its picture. */
export const OFFLINE_CYCLE_MINUTES = 20;

export interface SandboxStreamOptions {
  secret: string;
  clock: Clock;
  /** Streams that exist: `${groupId}/${streamId}`. */
  streams: () => Promise<ReadonlySet<string>>;
  /** How long the "remote" service takes to answer (default 150 ms; tests use 0). */
  delayMs?: number;
}

const HOSTNAME = /^(?=.{1,100}$)([a-z0-9-]+\.)*[a-z0-9-]+$/;

/** The minute of the cycle in which a stream pauses, the same every time. */
export function offlineMinute(streamId: string): number {
  return createHash('sha256').update(streamId).digest().readUInt16BE(0) % OFFLINE_CYCLE_MINUTES;
}

/**
 * The sandbox of the stream verification service: it knows the catalogue's live tables, pauses each
 * of them one minute in twenty, accepts the brands (by id or host name), answers after a short delay,
 * and signs a short-lived token for the looping demo clip.
 */
export class SandboxStreamVerifier implements StreamVerifier {
  constructor(private readonly options: SandboxStreamOptions) {}

  async verify(request: StreamVerifyRequest): Promise<{ token: string; expiresInSeconds: number }> {
    if (this.options.delayMs ?? 150)
      await new Promise((resolve) => setTimeout(resolve, this.options.delayMs ?? 150));
    const site = request.site.toLowerCase();
    const brandLike = /^xc\d+$/.test(site);
    if (brandLike ? !(BRAND_IDS as readonly string[]).includes(site) : !HOSTNAME.test(site)) {
      throw new AppError(403, CODES.siteNotAllowed, M.siteNotAllowed);
    }
    const streams = await this.options.streams();
    if (!streams.has(`${request.groupId}/${request.streamId}`))
      throw new AppError(404, CODES.notFound, M.notFound);
    const now = this.options.clock();
    if (Math.floor(now.getTime() / 60_000) % OFFLINE_CYCLE_MINUTES === offlineMinute(request.streamId)) {
      throw new AppError(409, CODES.offline, M.offline);
    }
    const payload = Buffer.from(
      JSON.stringify({ s: request.streamId, e: Math.floor(now.getTime() / 1000) + STREAM_TOKEN_SECONDS }),
    ).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresInSeconds: STREAM_TOKEN_SECONDS };
  }

  check(token: string): { streamId: string } | null {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    if (!sameHash(signature, this.sign(payload))) return null;
    try {
      const { s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        s?: unknown;
        e?: unknown;
      };
      if (typeof s !== 'string' || typeof e !== 'number') return null;
      return e * 1000 > this.options.clock().getTime() ? { streamId: s } : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.options.secret).update(`stream:${payload}`).digest('base64url');
  }
}
