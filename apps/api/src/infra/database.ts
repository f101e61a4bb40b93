import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { acquireDirLock } from './dir-lock';
import { MIGRATIONS_DIR, DEFAULT_DATA_DIR } from './paths';
import * as schema from '../schema';

export type DatabaseSchema = typeof schema;
/** What repositories receive: the query builder both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Human-readable location for logs, without credentials. */
  location: string;
  /**
   * Applies the migrations not applied yet. Rows of the single-brand releases get `brand` (the brand
   * of the server that made them; default xc05).
   */
  migrate(brand?: string, migrationsFolder?: string): Promise<void>;
  /**
   * Raw SQL on the same pool, for a library that brings its own (pg-boss): one statement with
   * parameters, or several without.
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  dataDir?: string;
  /** PostgreSQL pool size. */
  maxConnections?: number;
}

export const MEMORY_DATA_DIR = 'memory://';
/** PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 20;

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.maxConnections ?? DEFAULT_POOL_SIZE)
    : createPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

function createPostgres(databaseUrl: string, max: number): DatabaseHandle {
  const pool = new Pool({ connectionString: databaseUrl, max });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash
  // the process as an unhandled 'error' event; the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`[database] idle PostgreSQL connection lost: ${error.message}`));
  // A connection the server ends while a request holds it (a restart, pg_terminate_backend, a
  // failover) emits 'error' on its client, which the pool no longer listens to: without a listener
  // the process would exit. The request's query fails on its own (503, error-handler.ts) and the
  // pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      console.warn(`[database] PostgreSQL connection lost in use: ${error.message}`),
    );
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    location: redactUrl(databaseUrl),
    migrate: (brand, folder) => migratePostgres(pool, brand, folder),
    // A query that fails inside `BEGIN; …` (pg-boss's maintenance) does not leave its connection in
    // the failed transaction: the pool drops a connection released after an error.
    execute: async (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/** Any 64-bit number unique to this app: replicas starting together take turns migrating. */
const MIGRATION_LOCK_ID = 7_301_202_605;

const MIGRATION_BRAND_SETTING = 'xc.migration_brand';

async function migratePostgres(pool: Pool, brand = '', migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query('select set_config($1, $2, false)', [MIGRATION_BRAND_SETTING, brand]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

async function createPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === MEMORY_DATA_DIR) return fromPglite(await PGlite.create(), 'memory');

  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  // PGlite itself does not notice a second process on the same files, which would corrupt them.
  const lock = acquireDirLock(path.join(root, 'pglite.lock'));
  try {
    const client = await PGlite.create(path.join(root, 'pgdata'));
    return fromPglite(client, root, async () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an opened PGlite client; closing the handle closes the client, then runs afterClose. */
export function fromPglite(
  client: PGlite,
  location: string,
  afterClose: () => Promise<void> = async () => undefined,
): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    location,
    migrate: async (brand = '', migrationsFolder = MIGRATIONS_DIR) => {
      await client.query('select set_config($1, $2, false)', [MIGRATION_BRAND_SETTING, brand]);
      await migratePglite(db, { migrationsFolder });
    },
    execute: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // One connection: a failed `BEGIN; …` must not leave it inside the failed transaction.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close: async () => {
      await client.close();
      await afterClose();
    },
  };
}

function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return 'postgres';
  }
}
