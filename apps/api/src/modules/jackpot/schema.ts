import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../infra/sql';
import { games } from '../games/schema';
import { players } from '../players/schema';

/**
 * Progressive jackpots. What a pool holds is the balance of its ledger account `jackpot:<code>`;
 * this row is its rules and its latest hit.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The game whose own pool it is; null for the big jackpot every wager feeds. */
    gameId: integer('game_id')
      .references(() => games.id, { onDelete: 'set null' })
      .unique('jackpots_game_unique'),
    /** What the pool restarts from after a hit (paid by the house). */
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull(),
    /** Share of each wager, in basis points (50 = 0.5 %). */
    contributionBp: integer('contribution_bp').notNull(),
    /** A qualifying wager hits with probability 1 / hitOneIn. */
    hitOneIn: integer('hit_one_in').notNull(),
    lastHitAmount: bigint('last_hit_amount', { mode: 'number' }),
    lastHitAt: at('last_hit_at'),
    lastHitPlayerId: integer('last_hit_player_id').references(() => players.id, { onDelete: 'set null' }),
    lastHitGameId: integer('last_hit_game_id').references(() => games.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('jackpots_code', sql`${t.code} ~ '^[a-z0-9-]{1,40}$'`),
    check(
      'jackpots_rules',
      sql`${t.seedAmount} > 0 and ${t.contributionBp} between 0 and 1000 and ${t.hitOneIn} > 0`,
    ),
  ],
);
