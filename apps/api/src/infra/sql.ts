import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { BRAND_IDS } from '@xc/brand/tenants';

/** A timestamp with time zone column: every time the database keeps is an instant. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The tenant a row belongs to (one of @xc/brand's ids; a CHECK keeps it so). */
export const brandColumn = () => text('brand').notNull();

const TOKEN = /^[a-z0-9_-]+$/i;

/**
 * `column in ('a', 'b', …)` from a value list of @xc/api-contract, so a CHECK constraint and the
 * TypeScript type come from the same list. Values are constants of ours, checked to be plain tokens.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!TOKEN.test(value)) throw new Error(`"${value}" is not a plain token`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** The CHECK of a brand column. */
export const isBrand = (column: AnyPgColumn): SQL => oneOf(column, BRAND_IDS);

/** drizzle's text enums want a non-empty tuple; the contract's lists are that, typed as arrays. */
export const tuple = <T extends string>(values: readonly T[]) => values as unknown as [T, ...T[]];
