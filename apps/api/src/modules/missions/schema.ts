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
import {
  MISSION_CONDITION_KINDS,
  MISSION_REWARD_KINDS,
  MISSION_TABS,
  MISSION_TYPES,
  type MissionStatus,
} from '@xc/api-contract';
import { at, brandColumn, isBrand, oneOf, tuple } from '../../infra/sql';
import { playerOfBrand } from '../players/schema';

/** The statuses a player's accepted mission row can hold (NOT_STARTED and NOT_ACCEPTED have no row). */
export const STORED_MISSION_STATUSES = [
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED_REWARDED',
  'EXPIRED',
] as const satisfies readonly MissionStatus[];
export type StoredMissionStatus = (typeof STORED_MISSION_STATUSES)[number];

/**
 * A mission of one brand, as the operator keeps it (CLI). DAILY ones open a new cycle every Vietnam
 * day (their tab is `daily`); PERIOD ones run once between `starts_at` and `ends_at`, optionally with
 * a countdown of `duration_hours` from the player's acceptance. A retired mission is inactive: no
 * player sees or accepts it any more (rows already accepted stay, and a completed one can be claimed).
 */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: tuple(MISSION_TYPES) }).notNull(),
    tab: text('tab', { enum: tuple(MISSION_TABS) }).notNull(),
    conditionKind: text('condition_kind', { enum: tuple(MISSION_CONDITION_KINDS) }).notNull(),
    /** VND for deposits and bets, days for check-ins. */
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardKind: text('reward_kind', { enum: tuple(MISSION_REWARD_KINDS) }).notNull(),
    /** VND: the cash credited, or the bonus granted. */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    /** A bonus's wagering rounds (requirement = amount × rounds); null for cash. */
    rewardRounds: integer('reward_rounds'),
    /** Must be rewarded first (a mission of the same brand: the foreign key names both). */
    prerequisiteId: integer('prerequisite_id'),
    /** PERIOD only: the player has this long from acceptance (never past `ends_at`). */
    durationHours: integer('duration_hours'),
    /** A completed mission can be claimed this long after its deadline. */
    claimHours: integer('claim_hours').notNull().default(24),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    retiredAt: at('retired_at'),
  },
  (t) => [
    check('missions_brand', isBrand(t.brand)),
    check('missions_type', oneOf(t.type, MISSION_TYPES)),
    check('missions_tab', oneOf(t.tab, MISSION_TABS)),
    check('missions_condition_kind', oneOf(t.conditionKind, MISSION_CONDITION_KINDS)),
    check('missions_reward_kind', oneOf(t.rewardKind, MISSION_REWARD_KINDS)),
    check('missions_code', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{1,39}$'`),
    check('missions_title', sql`length(${t.title}) between 1 and 120`),
    check('missions_description', sql`length(${t.description}) <= 500`),
    check('missions_daily_tab', sql`(${t.type} = 'DAILY') = (${t.tab} = 'daily')`),
    check('missions_period_ends', sql`${t.type} <> 'PERIOD' or ${t.endsAt} is not null`),
    check('missions_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check(
      'missions_target',
      sql`${t.target} > 0 and (${t.conditionKind} <> 'DAILY_CHECK_IN' or ${t.type} <> 'DAILY' or ${t.target} = 1)`,
    ),
    check(
      'missions_reward',
      sql`${t.rewardAmount} > 0 and (${t.rewardKind} = 'bonus') = (${t.rewardRounds} is not null) and (${t.rewardRounds} is null or ${t.rewardRounds} between 1 and 200)`,
    ),
    check(
      'missions_duration',
      sql`${t.durationHours} is null or (${t.type} = 'PERIOD' and ${t.durationHours} between 1 and 8760)`,
    ),
    check('missions_claim_hours', sql`${t.claimHours} between 1 and 720`),
    check('missions_prerequisite', sql`${t.prerequisiteId} is null or ${t.prerequisiteId} <> ${t.id}`),
    check('missions_retired', sql`${t.active} = (${t.retiredAt} is null)`),
    unique('missions_brand_code_unique').on(t.brand, t.code),
    unique('missions_id_brand_unique').on(t.id, t.brand),
    foreignKey({
      name: 'missions_prerequisite_fk',
      columns: [t.prerequisiteId, t.brand],
      foreignColumns: [t.id, t.brand],
    }).onDelete('restrict'),
    index('missions_brand_order').on(t.brand, t.tab, t.sortOrder, t.id),
  ],
);

/**
 * A player's accepted mission in one cycle (the Vietnam day of a DAILY one, `period` for PERIOD):
 * its status, the progress last measured, its deadline and claim window, and the reward as it was at
 * acceptance (an operator's edit never changes a mission already accepted). Paid once: its claim
 * moves it to COMPLETED_REWARDED under its lock, and the ledger key is `mission:<id>`.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    playerId: integer('player_id').notNull(),
    missionId: integer('mission_id').notNull(),
    /** YYYY-MM-DD (Vietnam) for DAILY, `period` for PERIOD. */
    cycle: text('cycle').notNull(),
    status: text('status', { enum: tuple(STORED_MISSION_STATUSES) }).notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardKind: text('reward_kind', { enum: tuple(MISSION_REWARD_KINDS) }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    rewardRounds: integer('reward_rounds'),
    acceptedAt: at('accepted_at').notNull(),
    deadline: at('deadline').notNull(),
    completedAt: at('completed_at'),
    claimUntil: at('claim_until'),
    claimedAt: at('claimed_at'),
    expiredAt: at('expired_at'),
    /** The wallet transaction (cash) or the bonus (bonus) the claim paid. */
    paidRef: text('paid_ref'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    playerOfBrand('mission_progress_player_fk', t, 'restrict'),
    foreignKey({
      name: 'mission_progress_mission_fk',
      columns: [t.missionId, t.brand],
      foreignColumns: [missions.id, missions.brand],
    }).onDelete('restrict'),
    check('mission_progress_brand', isBrand(t.brand)),
    check('mission_progress_status', oneOf(t.status, STORED_MISSION_STATUSES)),
    check('mission_progress_reward_kind', oneOf(t.rewardKind, MISSION_REWARD_KINDS)),
    check('mission_progress_cycle', sql`${t.cycle} ~ '^(period|[0-9]{4}-[0-9]{2}-[0-9]{2})$'`),
    check(
      'mission_progress_figures',
      sql`${t.target} > 0 and ${t.progress} >= 0 and ${t.progress} <= ${t.target} and ${t.rewardAmount} > 0 and ${t.deadline} > ${t.acceptedAt}`,
    ),
    check(
      'mission_progress_completed',
      sql`(${t.completedAt} is null) = (${t.claimUntil} is null) and (${t.status} not in ('COMPLETED', 'COMPLETED_REWARDED') or (${t.completedAt} is not null and ${t.progress} = ${t.target}))`,
    ),
    check(
      'mission_progress_claimed',
      sql`(${t.status} = 'COMPLETED_REWARDED') = (${t.claimedAt} is not null) and (${t.claimedAt} is null) = (${t.paidRef} is null)`,
    ),
    check('mission_progress_expired', sql`(${t.status} = 'EXPIRED') = (${t.expiredAt} is not null)`),
    unique('mission_progress_player_cycle_unique').on(t.playerId, t.missionId, t.cycle),
    index('mission_progress_player_status').on(t.playerId, t.status),
    index('mission_progress_claims').on(t.brand, t.claimedAt),
  ],
);

/** A player's check-in of one Vietnam day (the tracking ping writes it once a day). */
export const missionCheckIns = pgTable(
  'mission_check_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    playerId: integer('player_id').notNull(),
    /** YYYY-MM-DD in Asia/Ho_Chi_Minh. */
    day: text('day').notNull(),
    checkedInAt: at('checked_in_at').notNull(),
  },
  (t) => [
    playerOfBrand('mission_check_ins_player_fk', t, 'cascade'),
    check('mission_check_ins_brand', isBrand(t.brand)),
    check('mission_check_ins_day', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    unique('mission_check_ins_player_day_unique').on(t.playerId, t.day),
  ],
);
