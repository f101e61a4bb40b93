import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe (43 characters): session, play, login and reset tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash: a database leak does not hand out live sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 6-digit one-time code, uniformly drawn. */
export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** One-time codes are keyed by their challenge, so equal codes of two challenges hash differently. */
export const hashCode = (challengeId: string, code: string): string =>
  createHmac('sha256', challengeId).update(code).digest('hex');

/** Constant-time equality of two strings (hashes, signatures, secrets): the timing tells nothing. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const RID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short public reference (8 characters by default, 5 bits each, no 0/O/1/I), e.g. for support chats. */
export function newRid(length = 8): string {
  let rid = '';
  for (const byte of randomBytes(length)) rid += RID_ALPHABET[byte % RID_ALPHABET.length];
  return rid;
}
