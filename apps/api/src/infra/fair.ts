import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair draws. Before a round the player sees SHA-256(serverSeed); the outcome is a function
 * of HMAC-SHA256(key = serverSeed, message = "<clientSeed>:<nonce>:<block>"), read as floats in
 * [0, 1) four bytes at a time (8 per block). Once the seed pair is rotated the server seed is
 * revealed and anyone can recompute every round (public/fair.js does it in the browser).
 */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');
export const hashServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let block = 0; out.length < count; block += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
    for (let offset = 0; offset < 32 && out.length < count; offset += 4) {
      let value = 0;
      for (let i = 0; i < 4; i += 1) value += (bytes[offset + i] ?? 0) / 256 ** (i + 1);
      out.push(value);
    }
  }
  return out;
}
