import { DEVICE_FINGERPRINT_HEADER, DEVICE_FINGERPRINT_PATTERN } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit trail and the session record, and for which brand. */
export interface RequestContext {
  /** The tenant: accounts, sessions, codes and tokens are looked up within it only. */
  brand: BrandId;
  ip: string | null;
  fingerprint: string | null;
  userAgent: string | null;
}

/** The operator CLI acts on one brand, from no address or device. */
export const operatorContext = (brand: BrandId): RequestContext => ({
  brand,
  ip: null,
  fingerprint: null,
  userAgent: null,
});

/** The x-device-fingerprint header when it has the shape the web client sends, else null. */
export function readFingerprint(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_FINGERPRINT_HEADER];
  return typeof value === 'string' && DEVICE_FINGERPRINT_PATTERN.test(value) ? value.toLowerCase() : null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return {
    brand: request.brand,
    ip: request.ip,
    fingerprint: readFingerprint(request),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 256) : null,
  };
}
