import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BONUS_SOURCES, BONUS_STATUSES, PROMOTION_KINDS, type PromotionProductRule } from '@xc/api-contract';
import { at, brandColumn, isBrand, oneOf, tuple } from '../../infra/sql';
import { cashierDeposits } from '../cashier/schema';
import { playerOfBrand } from '../players/schema';

/**
 * A promotion of one brand, as the operator keeps it (seeded with the spec's six on every brand).
 * First deposit: percent, rounds, cap (null = the brand's `maxFirstDepositBonus`), minimum deposit,
 * validity and the weight of each product's stakes; cashback: the rate per product. The terms the
 * player reads are generated from these figures; `terms` holds the operator's extra lines.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    code: text('code').notNull(),
    kind: text('kind', { enum: tuple(PROMOTION_KINDS) }).notNull(),
    title: text('title').notNull(),
    percent: integer('percent'),
    rounds: integer('rounds'),
    maxBonus: bigint('max_bonus', { mode: 'number' }),
    minDeposit: bigint('min_deposit', { mode: 'number' }),
    validDays: integer('valid_days'),
    products: jsonb('products').$type<PromotionProductRule[]>().notNull(),
    terms: jsonb('terms').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('promotions_brand_code_unique').on(t.brand, t.code),
    check('promotions_brand', isBrand(t.brand)),
    check('promotions_kind', oneOf(t.kind, PROMOTION_KINDS)),
    check('promotions_code', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{1,39}$'`),
    check('promotions_title', sql`length(${t.title}) between 1 and 120`),
    check(
      'promotions_first_deposit_figures',
      sql`${t.kind} <> 'first_deposit' or (${t.percent} between 1 and 1000 and ${t.rounds} between 1 and 200 and ${t.validDays} between 1 and 365 and ${t.minDeposit} >= 0 and (${t.maxBonus} is null or ${t.maxBonus} > 0))`,
    ),
    check(
      'promotions_cashback_figures',
      sql`${t.kind} <> 'cashback' or (${t.percent} is null and ${t.rounds} is null and ${t.maxBonus} is null and ${t.minDeposit} is null and ${t.validDays} is null)`,
    ),
  ],
);

/**
 * A first-deposit bonus granted to a player: the promotion's figures as they were at the grant (an
 * edit of the promotion never changes a running bonus). The wagering is never counted here: it is
 * computed from the bets' settled turnover since `started_at` (see service.ts); `wagered` is written
 * when the bonus ends. `own_deposits` adds the deposits credited while it runs (the forfeit never
 * goes below the first deposit plus these).
 */
export const promotionBonuses = pgTable(
  'promotion_bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    /** What granted it: a first deposit's promotion, or a mission's reward (missions module). */
    source: text('source', { enum: tuple(BONUS_SOURCES) })
      .notNull()
      .default('first_deposit'),
    /** The first-deposit promotion (null for a mission's bonus). */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'restrict' }),
    promotionCode: text('promotion_code').notNull(),
    title: text('title').notNull(),
    /** The first deposit that took it (null for a mission's bonus). */
    depositId: integer('deposit_id').references(() => cashierDeposits.id, { onDelete: 'restrict' }),
    /**
     * The player's own money at the grant, which a forfeit never takes: the first deposit, or for a
     * mission's bonus the balance the player held when it was granted.
     */
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    percent: integer('percent').notNull(),
    rounds: integer('rounds').notNull(),
    requirement: bigint('requirement', { mode: 'number' }).notNull(),
    products: jsonb('products').$type<PromotionProductRule[]>().notNull(),
    status: text('status', { enum: tuple(BONUS_STATUSES) }).notNull(),
    ownDeposits: bigint('own_deposits', { mode: 'number' }).notNull().default(0),
    wagered: bigint('wagered', { mode: 'number' }),
    forfeited: bigint('forfeited', { mode: 'number' }),
    /** The player's cancel request (its replay answers with the cancelled bonus). */
    cancelRequestId: text('cancel_request_id'),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    /** When the tick last looked whether its wagering was complete (it looks at the oldest first). */
    checkedAt: at('checked_at').notNull(),
  },
  (t) => [
    playerOfBrand('promotion_bonuses_player_fk', t, 'restrict'),
    check('promotion_bonuses_brand', isBrand(t.brand)),
    check('promotion_bonuses_status', oneOf(t.status, BONUS_STATUSES)),
    check('promotion_bonuses_source', oneOf(t.source, BONUS_SOURCES)),
    check(
      'promotion_bonuses_source_refs',
      sql`(${t.source} = 'first_deposit' and ${t.promotionId} is not null and ${t.depositId} is not null and ${t.deposit} > 0) or (${t.source} = 'mission' and ${t.depositId} is null)`,
    ),
    check(
      'promotion_bonuses_amounts',
      sql`${t.deposit} >= 0 and ${t.bonus} > 0 and ${t.requirement} > 0 and ${t.ownDeposits} >= 0 and (${t.forfeited} is null or ${t.forfeited} >= 0)`,
    ),
    check(
      'promotion_bonuses_ended',
      sql`(${t.status} = 'active') = (${t.endedAt} is null) and (${t.status} in ('expired', 'cancelled')) = (${t.forfeited} is not null)`,
    ),
    // One bonus at a time (spec), and a deposit takes at most one.
    uniqueIndex('promotion_bonuses_one_active')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    unique('promotion_bonuses_deposit_unique').on(t.depositId),
    index('promotion_bonuses_player').on(t.playerId, t.startedAt),
    index('promotion_bonuses_due').on(t.status, t.expiresAt),
  ],
);

/** One player's cashback for one Vietnam day: paid once (the ledger key is `cashback:<player>:<day>`). */
export const cashbackCredits = pgTable(
  'cashback_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    /** YYYY-MM-DD in Asia/Ho_Chi_Minh. */
    day: text('day').notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    products: jsonb('products')
      .$type<
        Array<{ product: string; promotionCode: string; turnover: number; rateBp: number; amount: number }>
      >()
      .notNull(),
    creditedAt: at('credited_at').notNull(),
  },
  (t) => [
    playerOfBrand('cashback_credits_player_fk', t, 'restrict'),
    check('cashback_credits_brand', isBrand(t.brand)),
    check('cashback_credits_day', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('cashback_credits_amounts', sql`${t.turnover} >= 0 and ${t.amount} > 0`),
    unique('cashback_credits_player_day_unique').on(t.playerId, t.day),
    index('cashback_credits_brand_day').on(t.brand, t.day),
  ],
);
