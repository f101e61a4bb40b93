import { DEFAULT_BRAND, type BrandId } from '@xc/brand/tenants';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../modules/studio/catalogue';
import type { Services } from '../services';

/** The demo player (README): phone verified, so every account flow can be tried at once. */
export const DEMO_PLAYER = {
  username: 'demo01',
  password: 'demo1234',
  phone: '+84987654321',
  /** Credited once through the ledger (an operator credit with a fixed idempotency key). */
  openingBalance: 5_000_000,
} as const;

/** The default brand keeps the key of the single-brand releases, so an upgrade does not credit twice. */
export const demoOpeningBalanceKey = (brand: BrandId): string =>
  brand === DEFAULT_BRAND
    ? `seed:${DEMO_PLAYER.username}:opening-balance`
    : `seed:${brand}:${DEMO_PLAYER.username}:opening-balance`;

export interface SeedReport {
  systemConfigurations: number;
  /** The brands whose demo player this run created. */
  demoPlayer: BrandId[];
  /** Games of the studio's catalogue added to the platform's by this run. */
  games: number;
  /** Jackpot pools created (and funded by the house) by this run. */
  jackpots: number;
  /** The demo players' opening credits this run moved (the others were there already). */
  demoBalance: BrandId[];
}

export interface SeedOptions {
  /** The brands that get a demo player (default: the default brand). */
  brands?: readonly BrandId[];
  /** A known password is a door: production never gets the demo player. */
  demoPlayer?: boolean;
}

/**
 * The catalogue (imported from the studio), its jackpot pools, and demo data for a fresh database.
 * Idempotent: running it again writes nothing already there.
 */
export async function seedDemoData(services: Services, options: SeedOptions = {}): Promise<SeedReport> {
  const systemConfigurations = await services.systemConfigurations.seedDefaults();
  const { inserted: games } = await services.games.importFrom(
    STUDIO_PROVIDER,
    STUDIO_GAMES,
    (game) => game.code,
  );
  const { created: jackpots } = await services.jackpots.ensurePools(await services.games.all());
  const demoPlayer: BrandId[] = [];
  const demoBalance: BrandId[] = [];
  for (const brand of options.demoPlayer === false ? [] : (options.brands ?? [DEFAULT_BRAND])) {
    const { openingBalance, ...player } = DEMO_PLAYER;
    if (await services.auth.ensurePlayer({ ...player, brand, phoneVerified: true })) demoPlayer.push(brand);
    const { posted } = await services.wallet.operatorCredit({
      brand,
      username: DEMO_PLAYER.username,
      amount: openingBalance,
      note: 'Số dư khởi đầu của tài khoản demo',
      idempotencyKey: demoOpeningBalanceKey(brand),
    });
    if (!posted.replayed) demoBalance.push(brand);
  }
  return { systemConfigurations, games, jackpots: jackpots.length, demoPlayer, demoBalance };
}
