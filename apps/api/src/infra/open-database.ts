import type { DatabaseConfig } from './config';
import { createDatabase, type DatabaseHandle } from './database';
import type { Logger } from './logging';

/**
 * Opens and migrates the database main and the operator CLI share. Says loudly when it is the
 * embedded PGlite, which is a demo store only.
 */
export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<DatabaseHandle> {
  const database = await createDatabase(config);
  if (database.kind === 'pglite') {
    log?.warn(
      { dataDir: database.location },
      'Using the embedded PGlite database: for demos and tests only, one process at a time, never the production store. Set DATABASE_URL to use PostgreSQL.',
    );
  } else {
    log?.info({ database: database.location }, 'Using PostgreSQL');
  }
  try {
    await database.migrate(config.migrationBrand);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
