import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { Database } from './database';

/**
 * A statement of the hot path, written once as text: on PostgreSQL it is prepared by name, so each
 * connection parses and plans it once; PGlite (one connection) takes it as it is. No query builder
 * runs per call.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * Runs `statement` on the pool, outside any transaction: a statement that is its own unit of work
 * (it is atomic by itself). Values are sent as text; the statement casts them.
 */
export async function runNamed<T>(db: Database, statement: NamedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof Pool) {
    return (await client.query({ name: statement.name, text: statement.text, values })).rows as T[];
  }
  if (client instanceof PGlite) return (await client.query<T>(statement.text, values)).rows;
  throw new Error(`${statement.name} runs on the pool, not inside a transaction`);
}
