import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, fromPglite, type DatabaseHandle } from '../infra/database';
import { createPgliteFromTemplate, templateKey } from './pglite-template';

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

/** Any 64-bit number unique to this: test processes starting together take turns building the template. */
const TEMPLATE_LOCK_ID = 7_301_202_611;
const TEMPLATE_PREFIX = 'xc_test_template_';

/**
 * The migrated template on PostgreSQL, as PGlite's (pglite-template.ts): built once per set of
 * migrations, under an advisory lock so that processes starting together build it once, and copied for
 * each test file by `CREATE DATABASE … TEMPLATE`. Migrating each new database took 3-5 s on a two-core
 * host and a copy takes about half a second: the suite makes a database for each file, often for each
 * test. The migrations themselves are still run, here and by migrations.test.ts on an empty database.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    if (rows.some((row) => row.datname === name)) return name;
    // One left half built by a process that died is dropped with the templates of older migrations.
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    const building = `${name}_building`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await createDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // Renamed only once complete, so a template under its own name is always a whole one.
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
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
  const template = migrated ? await postgresTemplate(adminUrl) : null;
  await withAdmin(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({
    databaseUrl: url.toString(),
    maxConnections: options.maxConnections ?? 4,
  });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await withAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
