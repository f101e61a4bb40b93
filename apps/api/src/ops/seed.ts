import type { Services } from '../services';

export interface SeedReport {
  systemConfigurations: number;
}

/** Demo data for a fresh database. Idempotent: running it again writes nothing already there. */
export async function seedDemoData(services: Services): Promise<SeedReport> {
  return {
    systemConfigurations: await services.systemConfigurations.seedDefaults(),
  };
}
