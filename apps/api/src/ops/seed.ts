import type { Services } from '../services';

/** The demo player (README): phone verified, so every account flow can be tried at once. */
export const DEMO_PLAYER = {
  username: 'demo01',
  password: 'demo1234',
  phone: '+84987654321',
} as const;

export interface SeedReport {
  systemConfigurations: number;
  /** Whether the demo player was created by this run. */
  demoPlayer: boolean;
}

export interface SeedOptions {
  /** A known password is a door: production never gets the demo player. */
  demoPlayer?: boolean;
}

/** Demo data for a fresh database. Idempotent: running it again writes nothing already there. */
export async function seedDemoData(services: Services, options: SeedOptions = {}): Promise<SeedReport> {
  const systemConfigurations = await services.systemConfigurations.seedDefaults();
  let demoPlayer = false;
  if (options.demoPlayer ?? true) {
    demoPlayer = await services.auth.ensurePlayer({ ...DEMO_PLAYER, phoneVerified: true });
  }
  return { systemConfigurations, demoPlayer };
}
