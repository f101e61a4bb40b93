import * as z from 'zod/mini';
import {
  DEFAULT_SYSTEM_CONFIGURATIONS,
  getSystemConfigurationsResponseSchema,
  healthResponseSchema,
} from '@xc/api-contract';
import { systemConfigurations } from '../../schema';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../infra/database';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../testing/test-db';

// A fresh app per test (its configuration cache starts empty) over one database per file.
let testDb: TestDatabase;
let t: { app: App; database: DatabaseHandle };
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());
beforeEach(async () => {
  await testDb.database.db.delete(systemConfigurations);
  t = {
    app: await buildApp({ database: testDb.database, logger: false, docs: false }),
    database: testDb.database,
  };
});
afterEach(() => t.app.close());

describe('GET /api/system/configurations', () => {
  it('answers the defaults when nothing is stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ data: DEFAULT_SYSTEM_CONFIGURATIONS });
  });

  it('lets a stored value override its default and keeps defaults for the other keys', async () => {
    await t.database.db.insert(systemConfigurations).values([
      { key: 'MISSION_REQUIRE_FIRST_DEPOSIT', value: false },
      { key: 'REFRESH_INTERVAL', value: 120 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(res.json()).toEqual({
      data: { ...DEFAULT_SYSTEM_CONFIGURATIONS, MISSION_REQUIRE_FIRST_DEPOSIT: false, REFRESH_INTERVAL: 120 },
    });
  });

  it('ignores a stored value the schema refuses, and unknown keys', async () => {
    await t.database.db.insert(systemConfigurations).values([
      { key: 'MISSION_REQUIRE_PHONE_VERIFICATION', value: 'yes' },
      { key: 'SOMETHING_ELSE', value: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(res.json()).toEqual({ data: DEFAULT_SYSTEM_CONFIGURATIONS });
  });

  it('matches the contract schema exactly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(z.strictObject(getSystemConfigurationsResponseSchema.shape).safeParse(res.json()).success).toBe(
      true,
    );
  });
});

describe('GET /api/health', () => {
  it('reports ok with the database kind, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: testDatabaseKind() });
  });
});
