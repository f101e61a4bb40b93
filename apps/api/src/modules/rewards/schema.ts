import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, brandColumn, isBrand } from '../../infra/sql';
import { persons, playerOfBrand } from '../players/schema';
import { walletTransactions } from '../wallet/schema';

/**
 * A lost-bet refund campaign of one brand: during [starts_at, ends_at) a share of each player's net
 * losses accrues; it can be claimed until claim_until. The operator CLI creates and edits them; the
 * service keeps the active ones of a brand from overlapping, so there is one claimable at a time.
 */
export const rewardRefundCampaigns = pgTable(
  'reward_refund_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: brandColumn(),
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    claimUntil: at('claim_until').notNull(),
    /** Share of net losses refunded, in basis points (300 = 3 %). */
    rateBp: integer('rate_bp').notNull(),
    /** Largest refund per player over the campaign (VND). */
    maxRefund: bigint('max_refund', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('reward_refund_campaigns_brand', isBrand(t.brand)),
    check('reward_refund_campaigns_title', sql`char_length(${t.title}) between 1 and 120`),
    check(
      'reward_refund_campaigns_window',
      sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.claimUntil}`,
    ),
    check('reward_refund_campaigns_rate', sql`${t.rateBp} between 1 and 10000`),
    check('reward_refund_campaigns_max', sql`${t.maxRefund} > 0`),
    index('reward_refund_campaigns_brand').on(t.brand, t.startsAt),
  ],
);

/** Each payout of a campaign's refund to a player (a player may claim again for what accrued since). */
export const rewardRefundClaims = pgTable(
  'reward_refund_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => rewardRefundCampaigns.id, { onDelete: 'restrict' }),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The client's submit id: the same claim sent twice pays once and answers the same. */
    requestId: text('request_id').notNull(),
    /** What the answer said the balance was. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    playerOfBrand('reward_refund_claims_player_fk', t, 'restrict'),
    check('reward_refund_claims_amount', sql`${t.amount} > 0`),
    unique('reward_refund_claims_request_unique').on(t.playerId, t.requestId),
    index('reward_refund_claims_campaign_player').on(t.campaignId, t.playerId),
  ],
);

/**
 * The app download bonus, once per person: the unique person (the verified phone shared by the
 * person's accounts on every brand) is what stops a second brand's account from taking it again.
 */
export const rewardAppInstallClaims = pgTable(
  'reward_app_install_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    playerOfBrand('reward_app_install_claims_player_fk', t, 'restrict'),
    check('reward_app_install_claims_amount', sql`${t.amount} > 0`),
    unique('reward_app_install_claims_person_unique').on(t.personId),
    unique('reward_app_install_claims_player_unique').on(t.playerId),
  ],
);

/**
 * The server seed committed for a player's next lucky spin (its SHA-256 is shown before the spin),
 * and the nonce that spin will use. Each spin reveals its seed and commits a new one. The row is
 * also what a spin locks, so one player's spins take turns.
 */
export const rewardSpinSeeds = pgTable(
  'reward_spin_seeds',
  {
    playerId: integer('player_id').primaryKey(),
    brand: brandColumn(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    playerOfBrand('reward_spin_seeds_player_fk', t, 'cascade'),
    check('reward_spin_seeds_hash', sql`${t.serverSeedHash} ~ '^[0-9a-f]{64}$'`),
    check('reward_spin_seeds_nonce', sql`${t.nonce} >= 0`),
  ],
);

/** Every lucky spin with everything needed to verify it (the seed is revealed once it is spun). */
export const rewardSpins = pgTable(
  'reward_spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    brand: brandColumn(),
    /** The Vietnam calendar day (UTC+7) it counts for, YYYY-MM-DD. */
    day: text('day').notNull(),
    requestId: text('request_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    prizeIndex: integer('prize_index').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Null when the spin won nothing (no money moved). */
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(
      () => walletTransactions.id,
      { onDelete: 'restrict' },
    ),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    playerOfBrand('reward_spins_player_fk', t, 'restrict'),
    check('reward_spins_day', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('reward_spins_amount', sql`${t.amount} >= 0`),
    check('reward_spins_paid', sql`(${t.amount} > 0) = (${t.walletTransactionId} is not null)`),
    check('reward_spins_client_seed', sql`${t.clientSeed} ~ '^[A-Za-z0-9]{1,64}$'`),
    // One spin per player and Vietnam day, whatever races past the service's lock.
    unique('reward_spins_player_day_unique').on(t.playerId, t.day),
    unique('reward_spins_request_unique').on(t.playerId, t.requestId),
  ],
);
