import { buildApp, type App, type BuildAppOptions } from '../app';
import type { DatabaseHandle } from '../infra/database';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A ready app on its own fresh database; call close() in afterAll. Silent unless a logger is given. */
export async function createTestApp(
  options: Omit<BuildAppOptions, 'database'> & { databaseConnections?: number } = {},
): Promise<TestApp> {
  const { databaseConnections, ...appOptions } = options;
  const testDb = await createTestDatabase({ maxConnections: databaseConnections });
  const app = await buildApp({ logger: false, docs: false, ...appOptions, database: testDb.database });
  return {
    app,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
