import type { SpinPrize } from './spin-math';

/** The chances of the prize table are out of this many tickets. */
export const SPIN_TICKETS = 10_000;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SubtleCrypto where the page may use it (a secure context); null elsewhere (then the player checks by hand). */
const subtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

/** SHA-256 of a text as hex, or null where the browser cannot compute it. */
export async function sha256Hex(text: string): Promise<string | null> {
  const crypto = subtle();
  if (!crypto) return null;
  return hex(await crypto.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * The ticket of a spin, as the API draws it: the first four bytes of
 * HMAC-SHA256(key = server seed, message = "<clientSeed>:<nonce>:0") read as a fraction in [0, 1)
 * (byte i weighs 256^-(i+1)), times 10,000, rounded down. Null where the browser cannot compute it.
 */
export async function spinTicket(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number | null> {
  const crypto = subtle();
  if (!crypto) return null;
  const key = await crypto.importKey(
    'raw',
    new TextEncoder().encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = new Uint8Array(
    await crypto.sign('HMAC', key, new TextEncoder().encode(spinMessage(clientSeed, nonce))),
  );
  let fraction = 0;
  for (let i = 0; i < 4; i += 1) fraction += (bytes[i] ?? 0) / 256 ** (i + 1);
  return Math.floor(fraction * SPIN_TICKETS);
}

/** The HMAC message of a spin. */
export const spinMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}:0`;

/** The prize whose cumulative range of tickets, in the table's order, holds `ticket`. */
export function prizeForTicket(prizes: readonly SpinPrize[], ticket: number): SpinPrize | null {
  let upTo = 0;
  for (const prize of prizes) {
    upTo += prize.weight;
    if (ticket < upTo) return prize;
  }
  return null;
}
