import { BRAND_IDS, type BrandId } from '@xc/brand/tenants';
import type { AccountSpec } from './ledger-repository';

/** The books of the network the brands share: its jackpot pools and the house that seeds them. */
export const NETWORK = 'network';
/** Whose books a transaction is in: one brand's, or the network's. */
export type Books = BrandId | typeof NETWORK;
export const BOOKS: readonly Books[] = [...BRAND_IDS, NETWORK];
/** Pays the jackpot pools' seeds. */
export const NETWORK_HOUSE = `house:${NETWORK}`;

/** A player's wallet (player ids are unique across brands; the row carries the player's brand). */
export const playerAccount = (playerId: number): string => `player:${playerId}`;
/** The brand's own books: what it won or lost to its players. */
export const houseAccount = (brand: BrandId): string => `house:${brand}`;
/** Where money enters the brand from outside (operator credits; later, deposits). */
export const fundingAccount = (brand: BrandId): string => `funding:${brand}`;
/** Money a player asked to withdraw, held until the payout is made or the request is refused. */
export const withdrawalsAccount = (brand: BrandId): string => `withdrawals:${brand}`;
export const bonusAccount = (brand: BrandId): string => `bonus:${brand}`;
/** Clearing between the brand and a game provider. */
export const providerAccount = (provider: string, brand: BrandId): string => `provider:${provider}:${brand}`;
/** A progressive pool, shared by every brand (a network jackpot). */
export const jackpotAccount = (code: string): string => `jackpot:${code}`;

const NAME = /^[a-z0-9-]{1,40}$/;

/**
 * The kind, brand and owner an account code stands for, within the books of `brand`; an unknown
 * code, or another brand's counter-account, is a programming error.
 */
export function accountSpec(code: string, brand: Books): AccountSpec {
  const parts = code.split(':');
  const [kind, first, second] = parts;
  if (kind === 'player' && parts.length === 2 && /^\d{1,10}$/.test(first ?? '') && brand !== NETWORK) {
    return { code, kind: 'player', brand, playerId: Number(first) };
  }
  if (code === NETWORK_HOUSE) return { code, kind: 'house', brand: NETWORK, playerId: null };
  if (
    (kind === 'house' || kind === 'funding' || kind === 'bonus' || kind === 'withdrawals') &&
    parts.length === 2 &&
    first === brand
  ) {
    return { code, kind, brand, playerId: null };
  }
  if (kind === 'provider' && parts.length === 3 && NAME.test(first ?? '') && second === brand) {
    return { code, kind, brand, playerId: null };
  }
  if (kind === 'jackpot' && parts.length === 2 && NAME.test(first ?? '')) {
    return { code, kind, brand: NETWORK, playerId: null };
  }
  throw new Error(`"${code}" is not an account of the books of ${brand}`);
}
