import { PROVIDER_SIGNATURE as SIG, providerSignedPayload } from '@xc/api-contract';
import { createHmac } from 'node:crypto';
import { sameHash } from '../../infra/tokens';

/** The platform's side of the protocol's signing rule (the provider signs with its own copy). */
export function sign(secret: string, timestamp: string, path: string, body: string): string {
  return `${SIG.version}=${createHmac('sha256', secret)
    .update(providerSignedPayload(timestamp, path, body))
    .digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'stale' | 'bad';

/** Constant-time comparison of the signature, and the timestamp within the tolerance of `nowSeconds`. */
export function verifySignature(
  secret: string,
  headers: { timestamp: unknown; signature: unknown },
  path: string,
  body: string,
  nowSeconds: number,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp))
    return 'bad';
  if (!sameHash(signature, sign(secret, timestamp, path, body))) return 'bad';
  return Math.abs(nowSeconds - Number(timestamp)) <= SIG.toleranceSeconds ? 'ok' : 'stale';
}
