import type { SpinStatus } from '@xc/api-contract';

export type SpinPrize = SpinStatus['prizes'][number];

/** The contract's rule for a client seed (REWARD_MESSAGES.clientSeedInvalid otherwise). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/** A fresh client seed: 16 hex characters from the browser's random source. */
export function newClientSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whole turns the wheel makes before it lands, for the eye. */
const TURNS = 6;

/**
 * Where the wheel must stand (degrees clockwise, beyond `from`) for the pointer at 12 o'clock to
 * point at the middle of slice `position` of `count`: slice p's middle sits at (p + ½)·360/count on
 * the wheel, so the wheel turns by minus that, plus whole turns.
 */
export function landingRotation(from: number, position: number, count: number): number {
  const slice = 360 / Math.max(count, 1);
  const target = (((-(position + 0.5) * slice) % 360) + 360) % 360;
  const base = from - (((from % 360) + 360) % 360);
  return base + TURNS * 360 + target;
}

/** The slice of the prize the API drew (by its index in the table; the array order as a fallback). */
export function slicePosition(prizes: readonly SpinPrize[], prizeIndex: number): number {
  const position = prizes.findIndex((prize) => prize.index === prizeIndex);
  return position >= 0 ? position : Math.min(Math.max(prizeIndex, 0), prizes.length - 1);
}
