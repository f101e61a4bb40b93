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

export const DEMO_OPENING_BALANCE_KEY = `seed:${DEMO_PLAYER.username}:opening-balance`;

export interface SeedReport {
  systemConfigurations: number;
  /** Whether the demo player was created by this run. */
  demoPlayer: boolean;
  /** Games of the studio's catalogue added to the platform's by this run. */
  games: number;
  /** Jackpot pools created (and funded by the house) by this run. */
  jackpots: number;
  /** The demo player's opening credit: whether this run moved it (false: it was there already). */
  demoBalance?: { credited: boolean; key: string };
}

export interface SeedOptions {
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
  const { created: jackpots } = await services.jackpots.ensurePools();
  let demoPlayer = false;
  let demoBalance: SeedReport['demoBalance'];
  if (options.demoPlayer ?? true) {
    const { openingBalance, ...player } = DEMO_PLAYER;
    demoPlayer = await services.auth.ensurePlayer({ ...player, phoneVerified: true });
    const { posted } = await services.wallet.operatorCredit({
      username: DEMO_PLAYER.username,
      amount: openingBalance,
      note: 'Số dư khởi đầu của tài khoản demo',
      idempotencyKey: DEMO_OPENING_BALANCE_KEY,
    });
    demoBalance = { credited: !posted.replayed, key: DEMO_OPENING_BALANCE_KEY };
  }
  return { systemConfigurations, games, jackpots: jackpots.length, demoPlayer, demoBalance };
}
