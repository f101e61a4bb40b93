import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BANK_ACCOUNT_STATUSES, PLAYER_STATUSES } from '@xc/api-contract';
import { at, brandColumn, isBrand, oneOf, tuple } from '../../infra/sql';

/**
 * One human across brands: accounts whose phone was verified with the same number point here, so
 * a self-exclusion taken on one brand can reach the others.
 */
export const persons = pgTable('persons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** E.164 (+84…): the verified number that identifies the person. */
  phone: text('phone').notNull().unique('persons_phone_unique'),
  createdAt: at('created_at').notNull(),
});

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The tenant: every row a player owns carries the same brand (composite foreign keys). */
    brand: brandColumn(),
    rid: text('rid').notNull().unique('players_rid_unique'),
    /** As typed at registration. */
    username: text('username').notNull(),
    /** lower(username): names are unique per brand whatever their case. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** E.164: +84 and nine digits. */
    phone: text('phone').notNull(),
    phoneVerifiedAt: at('phone_verified_at'),
    /** Set when the phone is verified: the same person on every brand. */
    personId: integer('person_id').references(() => persons.id, { onDelete: 'restrict' }),
    email: text('email'),
    emailVerifiedAt: at('email_verified_at'),
    status: text('status', { enum: tuple(PLAYER_STATUSES) })
      .notNull()
      .default('active'),
    /** aff_id, utm_* and source given at registration. */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('players_brand', isBrand(t.brand)),
    check('players_username_format', sql`${t.username} ~ '^[A-Za-z0-9]{6,29}$'`),
    check('players_username_key_lower', sql`${t.usernameKey} = lower(${t.username})`),
    check('players_phone_format', sql`${t.phone} ~ '^\\+84[0-9]{9}$'`),
    check('players_status', oneOf(t.status, PLAYER_STATUSES)),
    check('players_email_verified_has_email', sql`${t.emailVerifiedAt} is null or ${t.email} is not null`),
    check('players_attribution_object', sql`jsonb_typeof(${t.attribution}) = 'object'`),
    check('players_person_verified', sql`${t.personId} is null or ${t.phoneVerifiedAt} is not null`),
    uniqueIndex('players_brand_username_key_unique').on(t.brand, t.usernameKey),
    // Rows of other tables name (player, brand) together, so a row can never cross tenants.
    unique('players_id_brand_unique').on(t.id, t.brand),
    // A phone proves one account per brand; an unverified number may be typed by several (or wrongly).
    uniqueIndex('players_brand_verified_phone_unique')
      .on(t.brand, t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    index('players_person').on(t.personId),
  ],
);

/** A column pair (player_id, brand) referencing the player of the same brand. */
export const playerOfBrand = (
  name: string,
  t: { playerId: AnyPgColumn; brand: AnyPgColumn },
  onDelete: 'cascade' | 'restrict' | 'set null' = 'cascade',
) =>
  foreignKey({ name, columns: [t.playerId, t.brand], foreignColumns: [players.id, players.brand] }).onDelete(
    onDelete,
  );

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status', { enum: tuple(BANK_ACCOUNT_STATUSES) })
      .notNull()
      .default('verifying'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    /** 'verifier' (the adapter) or 'operator' (the CLI). */
    decidedBy: text('decided_by'),
  },
  (t) => [
    playerOfBrand('bank_accounts_player_fk', t),
    check('bank_accounts_number', sql`${t.accountNumber} ~ '^[0-9]{6,19}$'`),
    check('bank_accounts_holder', sql`${t.holderName} ~ '^[A-Z]+( [A-Z]+)*$'`),
    check('bank_accounts_bank_code', sql`${t.bankCode} ~ '^[A-Z0-9]{2,16}$'`),
    check('bank_accounts_status', oneOf(t.status, BANK_ACCOUNT_STATUSES)),
    check(
      'bank_accounts_decided',
      sql`(${t.status} = 'verifying') = (${t.decidedAt} is null) and (${t.decidedAt} is null) = (${t.decidedBy} is null)`,
    ),
    // A rejected account may be added again (with the right holder name).
    uniqueIndex('bank_accounts_player_number_unique')
      .on(t.playerId, t.accountNumber)
      .where(sql`${t.status} <> 'rejected'`),
    index('bank_accounts_status').on(t.status),
  ],
);
