import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { GIFT_CODE_KINDS } from '@xc/api-contract';
import { at, brandColumn, isBrand, oneOf, tuple } from '../../infra/sql';
import { playerOfBrand } from '../players/schema';

/**
 * A code the operator made (CLI). Stored in upper case, so `(brand, code)` is unique whatever the case
 * a player types. `redeemed_count` is taken under the row's lock by each redemption and can never pass
 * `total_cap` (a single-use code's cap is 1).
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    code: text('code').notNull(),
    kind: text('kind', { enum: tuple(GIFT_CODE_KINDS) }).notNull(),
    /** Credited on redemption (VND). */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** Total bet (settled stakes) the player must reach after redeeming before a withdrawal (VND). */
    requiredBet: bigint('required_bet', { mode: 'number' }).notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Redemptions in all: 1 for a single-use code. */
    totalCap: integer('total_cap').notNull(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Who made it (the operator CLI and the OS user that ran it, or the demo seed). */
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    disabledAt: at('disabled_at'),
  },
  (t) => [
    check('gift_codes_brand', isBrand(t.brand)),
    check('gift_codes_kind', oneOf(t.kind, GIFT_CODE_KINDS)),
    check('gift_codes_code_format', sql`${t.code} ~ '^[A-Z0-9]{1,20}$'`),
    check('gift_codes_value', sql`${t.value} > 0`),
    check('gift_codes_required_bet', sql`${t.requiredBet} >= 0`),
    check('gift_codes_cap', sql`${t.totalCap} >= 1 and (${t.kind} <> 'single' or ${t.totalCap} = 1)`),
    check('gift_codes_redeemed_count', sql`${t.redeemedCount} >= 0 and ${t.redeemedCount} <= ${t.totalCap}`),
    check('gift_codes_disabled', sql`${t.active} = (${t.disabledAt} is null)`),
    unique('gift_codes_brand_code_unique').on(t.brand, t.code),
    // Redemptions name (code, brand) together: a code is only ever redeemed on its own brand.
    unique('gift_codes_id_brand_unique').on(t.id, t.brand),
    index('gift_codes_brand_created').on(t.brand, t.createdAt),
  ],
);

/**
 * A player's redemption: the code's value and required bet as they were, and when it was entered
 * (its bet so far counts settled stakes from then). Once per code and player; `request_id` makes a
 * resubmit the same redemption.
 */
export const giftRedemptions = pgTable(
  'gift_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    playerId: integer('player_id').notNull(),
    codeId: integer('code_id').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    requiredBet: bigint('required_bet', { mode: 'number' }).notNull(),
    enteredAt: at('entered_at').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    playerOfBrand('gift_redemptions_player_fk', t, 'restrict'),
    foreignKey({
      name: 'gift_redemptions_code_fk',
      columns: [t.codeId, t.brand],
      foreignColumns: [giftCodes.id, giftCodes.brand],
    }).onDelete('restrict'),
    check('gift_redemptions_brand', isBrand(t.brand)),
    check('gift_redemptions_value', sql`${t.value} > 0`),
    check('gift_redemptions_required_bet', sql`${t.requiredBet} >= 0`),
    unique('gift_redemptions_code_player_unique').on(t.codeId, t.playerId),
    unique('gift_redemptions_request_unique').on(t.playerId, t.requestId),
    index('gift_redemptions_player').on(t.playerId, t.enteredAt),
  ],
);
