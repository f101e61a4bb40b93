import { GATEWAY_SIGNATURE as SIG, gatewaySignedPayload } from '@xc/api-contract';
import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import { sameHash } from './tokens';

/**
 * HMAC-SHA256 request signing between the platform and a payment gateway (both directions): over the
 * method, path, query, a timestamp, a nonce and the exact body. A stale timestamp or a nonce seen
 * before is refused by the receiver, which keeps the nonces it accepted (see each receiver).
 */
export interface SignedRequest {
  method: string;
  path: string;
  /** The query string without '?', exactly as sent ('' when none). */
  query: string;
  body: string;
}

export function signRequest(
  secret: string,
  request: SignedRequest,
  nowMs: number,
  nonce: string = randomBytes(16).toString('hex'),
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [SIG.timestampHeader]: timestamp,
    [SIG.nonceHeader]: nonce,
    [SIG.signatureHeader]: signature(secret, request, timestamp, nonce),
  };
}

function signature(secret: string, request: SignedRequest, timestamp: string, nonce: string): string {
  return `${SIG.version}=${createHmac('sha256', secret)
    .update(gatewaySignedPayload(request.method, request.path, request.query, timestamp, nonce, request.body))
    .digest('hex')}`;
}

export type SignedCheck =
  { ok: true; nonce: string; timestamp: number } | { ok: false; why: 'bad' | 'stale' };

/** Constant-time check of the signature, then of the timestamp's freshness. */
export function verifySignedRequest(
  secret: string,
  headers: Record<string, unknown>,
  request: SignedRequest,
  nowMs: number,
): SignedCheck {
  const timestamp = headers[SIG.timestampHeader];
  const nonce = headers[SIG.nonceHeader];
  const given = headers[SIG.signatureHeader];
  if (
    typeof timestamp !== 'string' ||
    typeof nonce !== 'string' ||
    typeof given !== 'string' ||
    !/^\d{1,12}$/.test(timestamp) ||
    !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)
  )
    return { ok: false, why: 'bad' };
  if (!sameHash(given, signature(secret, request, timestamp, nonce))) return { ok: false, why: 'bad' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIG.toleranceSeconds) return { ok: false, why: 'stale' };
  return { ok: true, nonce, timestamp: Number(timestamp) };
}

/** How a party reaches another over HTTP: loopback inject in one process, fetch across processes. */
export type HttpTransport = (request: {
  method: 'GET' | 'POST';
  host: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: string }>;

/** Splits '/a/b?x=1' into its path and query (without '?'). */
export function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/** HTTP between parties of one process: an in-process request to `app` (Host, headers, body as sent). */
export function injectHttp(app: Pick<FastifyInstance, 'inject'>): HttpTransport {
  return async ({ method, host, url, headers, body }) => {
    const response = await app.inject({ method, url, headers: { ...headers, host }, payload: body });
    return { status: response.statusCode, body: response.body };
  };
}

/** Where no transport was given (the CLI on its own): every call fails as if the party were down. */
export const unreachable: HttpTransport = async () => {
  throw new Error('no transport to the other party in this process');
};
