import { buildApp, type App, type BuildAppOptions } from '../app';
import { newBridgeToken, OPS_EXEC_PATH, OPS_TOKEN_HEADER, type OpsResult } from '../ops/bridge';
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
  // Tests act as the operator through the bridge, as the CLI does beside `npm start`.
  const opsBridgeToken = appOptions.opsBridgeToken ?? newBridgeToken();
  // An app that refuses its options (a test of that) must not leave its database open.
  const app = await buildApp({
    logger: false,
    docs: false,
    ...appOptions,
    opsBridgeToken,
    database: testDb.database,
  }).catch(async (error: unknown) => {
    await testDb.drop();
    throw error;
  });
  bridgeTokens.set(app, opsBridgeToken);
  return {
    app,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

const bridgeTokens = new WeakMap<App, string>();

/** Runs an operator CLI command on a test app through its bridge (e.g. `['inbox', phone]`). */
export async function operator(app: App, ...argv: string[]): Promise<OpsResult> {
  const token = bridgeTokens.get(app);
  if (!token) throw new Error('not an app of createTestApp');
  const res = await app.inject({
    method: 'POST',
    url: OPS_EXEC_PATH,
    headers: { [OPS_TOKEN_HEADER]: token },
    payload: { argv },
  });
  if (res.statusCode !== 200) throw new Error(`operator ${argv.join(' ')}: ${res.statusCode} ${res.body}`);
  return res.json<OpsResult>();
}
