import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, fromPglite, type DatabaseHandle } from '../infra/database';
import { createPgliteFromTemplate } from './pglite-template';

export interface TestDatabase {
  database: DatabaseHandle;
  /** On PostgreSQL: the database's URL, for a second connection pool or a process of its own. */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

async function withAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Which database the suite runs on: `api:test` is PGlite, `api:test-postgres` sets this to postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env['API_TEST_DATABASE'] === 'postgres' && process.env['TEST_DATABASE_URL']
    ? 'postgres'
    : 'pglite';
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — in the PostgreSQL
 * run — a new database created through TEST_DATABASE_URL and dropped afterwards, so test files never
 * share state.
 */
export async function createTestDatabase(
  options: { maxConnections?: number; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const migrated = options.migrated ?? true;
  if (testDatabaseKind() === 'pglite' || !adminUrl) {
    const database = migrated
      ? await createPgliteFromTemplate()
      : fromPglite(await PGlite.create(), 'memory');
    return { database, drop: () => database.close() };
  }

  const name = `xc_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({
    databaseUrl: url.toString(),
    maxConnections: options.maxConnections ?? 4,
  });
  try {
    if (migrated) await database.migrate();
  } catch (error) {
    await database.close();
    await withAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await withAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
