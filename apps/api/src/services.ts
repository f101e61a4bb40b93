import type { DatabaseHandle } from './infra/database';
import { SystemRepository } from './modules/system/repository';
import { HealthService, SystemConfigurationService } from './modules/system/service';

/** The composition root: repositories get the database, services get repositories. */
export function createServices(database: DatabaseHandle) {
  const systemRepository = new SystemRepository(database.db);
  return {
    systemConfigurations: new SystemConfigurationService(systemRepository),
    health: new HealthService(systemRepository, database.kind),
  };
}

export type Services = ReturnType<typeof createServices>;
