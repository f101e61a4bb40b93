import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GAME_DEVICES, GAME_ORIENTATIONS, GAME_SECTIONS } from '@xc/api-contract';
import { at, brandColumn, oneOf, tuple } from '../../infra/sql';
import { playerSessions } from '../auth/schema';
import { playerOfBrand } from '../players/schema';

/** The platform's game catalogue, imported from its providers (the demo studio). */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique('games_uuid_unique'),
    /** The integration that serves it (seamless wallet calls come from it). */
    provider: text('provider').notNull(),
    title: text('title').notNull(),
    /** Lower case without diacritics, for search. */
    searchKey: text('search_key').notNull(),
    section: text('section', { enum: tuple(GAME_SECTIONS) }).notNull(),
    category: text('category').notNull(),
    partner: text('partner').notNull(),
    partnerName: text('partner_name').notNull(),
    partnerProviderCode: text('partner_provider_code').notNull(),
    partnerGameId: text('partner_game_id').notNull(),
    device: text('device', { enum: tuple(GAME_DEVICES) }).notNull(),
    orientation: text('orientation', { enum: tuple(GAME_ORIENTATIONS) }).notNull(),
    /** Code of its own progressive jackpot pool, if any. */
    jackpotCode: text('jackpot_code'),
    /** Live video of the table: groupId, streamId, streamUniqueId, id. */
    stream: jsonb('stream').$type<{
      groupId: string;
      streamId: string;
      streamUniqueId: string;
      id: string;
    }>(),
    /** Opened by a direct link with the play token (sports, lottery, cockfighting lobbies). */
    lobby: boolean('lobby').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('games_section', oneOf(t.section, GAME_SECTIONS)),
    check('games_device', oneOf(t.device, GAME_DEVICES)),
    check('games_orientation', oneOf(t.orientation, GAME_ORIENTATIONS)),
    uniqueIndex('games_partner_game_unique').on(t.partnerProviderCode, t.partnerGameId),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    playerOfBrand('game_favorites_player_fk', t),
    primaryKey({ name: 'game_favorites_pk', columns: [t.playerId, t.gameId] }),
  ],
);

/**
 * A player's session in one provider's game. The launch token (in the game URL) is exchanged once by
 * the provider for the wallet session token of every later wallet call; both are stored hashed.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').notNull(),
    /** A provider token of one brand is refused on another. */
    brand: brandColumn(),
    /** The login session it was opened from: a debit needs that session still alive. */
    playerSessionId: uuid('player_session_id')
      .notNull()
      .references(() => playerSessions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    launchTokenHash: text('launch_token_hash').unique('game_sessions_launch_token_unique'),
    launchExpiresAt: at('launch_expires_at'),
    sessionTokenHash: text('session_token_hash').unique('game_sessions_session_token_unique'),
    /** Debits are refused after this; credits and rollbacks never are. */
    expiresAt: at('expires_at').notNull(),
    device: text('device').notNull(),
    createdAt: at('created_at').notNull(),
    authenticatedAt: at('authenticated_at'),
  },
  (t) => [
    playerOfBrand('game_sessions_player_fk', t),
    check('game_sessions_token', sql`${t.launchTokenHash} is not null or ${t.sessionTokenHash} is not null`),
    check(
      'game_sessions_authenticated',
      sql`(${t.sessionTokenHash} is null) = (${t.authenticatedAt} is null)`,
    ),
    index('game_sessions_player').on(t.playerId, t.createdAt),
  ],
);
