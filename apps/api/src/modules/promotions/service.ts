import {
  type BonusSource,
  BONUS_VALID_DAYS,
  DEPOSIT_PROMOTIONS,
  PROMOTION_ERROR_CODES as CODES,
  PROMOTION_MESSAGES as M,
  PROMOTION_PRODUCTS,
  type Bonus,
  type BonusEvent,
  type BonusStatus,
  type CashbackCredit,
  type DepositPromotion,
  type ForfeitPreview,
  type PlayerPromotions,
  type Promotion,
  type PromotionProduct,
} from '@xc/api-contract';
import { BRAND_IDS, TENANTS, type BrandId } from '@xc/brand/tenants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { PerKeyThrottle } from '../../infra/throttle';
import { afterCommit, type Tx, type UnitOfWork } from '../../infra/unit-of-work';
import type { TurnoverRow } from '../bets/service';
import type { SettledRound } from '../bets/provider-wallet';
import type { CreditedDeposit, DepositPromotionPort, WithdrawalGuard } from '../cashier/service';
import type { Jobs } from '../jobs/jobs';
import type { PlayerRepository } from '../players/repository';
import { bonusAccount, playerAccount } from '../wallet/accounts';
import type { Ledger } from '../wallet/ledger';
import { MISSION_BONUS_PRODUCTS, SEEDED_PROMOTIONS, termsOf, type PromotionFigures } from './catalogue';
import type { BonusRow, PromotionRepository, PromotionRow } from './repository';
import {
  DAY_MS,
  addDays,
  bonusFor,
  cashbackOf,
  cashbackRates,
  dayWindow,
  forfeitOf,
  requirementFor,
  vietnamDay,
  wageredFrom,
  type CashbackRate,
} from './rules';

type Repositories = { promotions: PromotionRepository; players: PlayerRepository };

export interface PromotionDeps {
  ledger: Ledger;
  /** Settled play by player and product (bets' turnover), within `tx` when given. */
  turnover: (
    filter: { brand: string; from: Date; to: Date; playerId?: number },
    tx?: Tx,
  ) => Promise<TurnoverRow[]>;
  /** The player's rounds with a stake still in play, within `tx` when given. */
  openRounds: (playerId: number, tx?: Tx) => Promise<number>;
  /** The wallet as committed: the balance and whether a deposit was ever credited. */
  wallet: {
    balance(playerId: number): Promise<number>;
    read(playerId: number): Promise<{ balance: number; hasDeposited: boolean }>;
  };
  /** Publishes a player's bonus event (after the commit that moved it). */
  publish: (brand: BrandId, playerId: number, event: BonusEvent) => void;
  clock: Clock;
  logger?: FastifyBaseLogger;
  /** The brand's largest first-deposit bonus (default: `maxFirstDepositBonus` of @xc/brand/tenants). */
  brandCap?: (brand: BrandId) => number;
}

/** The operator's edit of a promotion (the CLI): only what is given changes. */
export interface PromotionChanges {
  title?: string;
  percent?: number;
  rounds?: number;
  /** null: back to the brand's cap. */
  maxBonus?: number | null;
  minDeposit?: number;
  validDays?: number;
  weights?: Partial<Record<PromotionProduct, number>>;
  rates?: Partial<Record<PromotionProduct, number>>;
  active?: boolean;
  terms?: string[];
}

/** An operator's edit the figures refuse (the CLI shows the message). */
export class PromotionConfigError extends Error {
  override readonly name = 'PromotionConfigError';
}

export interface CashbackRunReport {
  day: string;
  /** Players paid by this run. */
  credited: number;
  amount: number;
  /** Players whose day was paid before (another run, another replica). */
  alreadyPaid: number;
  /** Players with turnover who may not take cashback (locked; later self-excluded). */
  ineligible: number;
}

/** The past bonuses and cashback credits a player's page lists. */
const PAST_BONUSES = 20;
const CASHBACK_CREDITS = 30;
/** How long an expired bonus waits for the player's rounds in play to settle before it ends anyway. */
export const EXPIRY_GRACE_MS = 60 * 60_000;

/** A forfeit whose balance moved under it (a stake) is computed again this many times. */
const FORFEIT_ATTEMPTS = 3;
/** Bonuses the tick looks at per run, for expiry and for completion. */
const TICK_BATCH = 100;
/** How often a player's meter is read again while rounds keep settling (ms). */
const AFTER_ROUND_INTERVAL_MS = 1_000;

export const LIMITS = {
  percent: { min: 1, max: 1000 },
  rounds: { min: 1, max: 200 },
  validDays: { min: 1, max: 365 },
  money: { min: 0, max: 10_000_000_000 },
  weight: { min: 0, max: 100 },
  rateBp: { min: 0, max: 1000 },
  title: 120,
  term: 300,
  terms: 10,
};

const notFound = () => new AppError(404, CODES.bonusNotFound, M.bonusNotFound);
const notActive = () => new AppError(409, CODES.bonusNotActive, M.bonusNotActive);

/**
 * The bonus engine: promotions per brand, first-deposit bonuses with wagering, and daily cashback.
 *
 * The wagering of a bonus is never counted wager by wager: it is computed from the bets' settled
 * turnover since the bonus started (weighted per product), so the wager path does not change. A
 * bonus moves from active to completed (the wagering reached: the money is already in the wallet,
 * the restrictions end), expired or cancelled (forfeit through the ledger) under its row lock,
 * wherever that is noticed: on reads, on a withdrawal, after a settled round, by the tick.
 */
export class PromotionService implements DepositPromotionPort {
  /** The meter read after settled rounds, at most once a second per player (infra/throttle). */
  private readonly afterRounds = new PerKeyThrottle(AFTER_ROUND_INTERVAL_MS, (error, playerId) =>
    this.deps.logger?.error(
      { err: error, playerId: Number(playerId) },
      'bonus meter not updated after a round',
    ),
  );

  constructor(
    private readonly uow: UnitOfWork<Repositories>,
    private readonly deps: PromotionDeps,
  ) {}

  private get repo(): PromotionRepository {
    return this.uow.read.promotions;
  }

  private now(): Date {
    return this.deps.clock();
  }

  private cap(brand: BrandId): number {
    return (this.deps.brandCap ?? ((id: BrandId) => TENANTS[id].maxFirstDepositBonus))(brand);
  }

  // ---------------------------------------------------------------- the catalogue

  /** Adds the spec's six promotions to every brand that lacks them (an edited one is left alone). */
  async seed(brands: readonly BrandId[] = BRAND_IDS): Promise<number> {
    const now = this.now();
    return this.repo.insertMissing(
      brands.flatMap((brand) =>
        SEEDED_PROMOTIONS.map((figures) => ({
          ...figures,
          products: figures.products.map((rule) => ({ ...rule })),
          brand,
          active: true,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
  }

  /** The brand's promotions as the site shows them, every rule in its terms (inactive ones with `all`). */
  async list(brand: BrandId, options: { all?: boolean } = {}): Promise<Promotion[]> {
    const rows = await this.repo.list(brand);
    return rows.filter((row) => options.all || row.active).map((row) => this.promotionView(row));
  }

  promotionView(row: PromotionRow): Promotion {
    const brand = row.brand as BrandId;
    const firstDeposit = row.kind === 'first_deposit';
    return {
      code: row.code,
      kind: row.kind,
      title: row.title,
      percent: row.percent,
      rounds: row.rounds,
      maxBonus: firstDeposit ? (row.maxBonus ?? this.cap(brand)) : null,
      minDeposit: row.minDeposit,
      validDays: row.validDays,
      products: row.products.map((rule) => ({ ...rule })),
      terms: termsOf(figuresOf(row), this.cap(brand)),
      active: row.active,
    };
  }

  /** The operator's edit of one promotion; the bonuses already granted keep their figures. */
  async update(brand: BrandId, code: string, changes: PromotionChanges): Promise<Promotion> {
    const row = await this.uow.run(async ({ promotions }) => {
      const current = await promotions.lockPromotion(brand, code);
      if (!current) throw new PromotionConfigError(`There is no promotion ${code} on ${brand}.`);
      const next = applyChanges(figuresOf(current), changes);
      return promotions.updatePromotion(current.id, {
        ...next,
        ...(changes.active !== undefined ? { active: changes.active } : {}),
        updatedAt: this.now(),
      });
    });
    return this.promotionView(row);
  }

  /**
   * A new promotion. First-deposit ones are chosen on the deposit forms from a list the cashier's
   * contract fixes (DEPOSIT_PROMOTIONS), so only those codes may be first-deposit promotions.
   */
  async create(
    brand: BrandId,
    input: { code: string; kind: PromotionFigures['kind']; title: string } & PromotionChanges,
  ): Promise<Promotion> {
    if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(input.code))
      throw new PromotionConfigError('A code is 2 to 40 lower case letters, digits and hyphens.');
    if (input.kind === 'first_deposit' && !(DEPOSIT_PROMOTIONS as readonly string[]).includes(input.code))
      throw new PromotionConfigError(
        `A first-deposit promotion is chosen on the deposit forms, which offer only ${DEPOSIT_PROMOTIONS.filter((code) => code !== 'none').join(', ')}: edit those (promotion set), or create a cashback promotion.`,
      );
    const base: PromotionFigures =
      input.kind === 'first_deposit'
        ? {
            ...(SEEDED_PROMOTIONS.find((seeded) => seeded.kind === 'first_deposit') as PromotionFigures),
            code: input.code,
            title: input.title,
            terms: [],
          }
        : {
            code: input.code,
            kind: 'cashback',
            title: input.title,
            percent: null,
            rounds: null,
            maxBonus: null,
            minDeposit: null,
            validDays: null,
            products: [],
            terms: [],
          };
    const figures = applyChanges(base, input);
    if (figures.kind === 'cashback' && figures.products.length === 0)
      throw new PromotionConfigError('A cashback promotion needs at least one --rate product=bp.');
    const now = this.now();
    const row = await this.repo.insert({
      ...figures,
      brand,
      active: input.active ?? true,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new PromotionConfigError(`${input.code} exists on ${brand}: use promotion set.`);
    return this.promotionView(row);
  }

  // ---------------------------------------------------------------- the cashier's port

  /** 'none', then the brand's active first-deposit promotions the deposit forms can carry. */
  async offered(brand: BrandId): Promise<DepositPromotion[]> {
    const active = await this.repo.activeOfKind(brand, 'first_deposit');
    return [
      'none',
      ...DEPOSIT_PROMOTIONS.filter((code) => code !== 'none' && active.some((row) => row.code === code)),
    ];
  }

  /**
   * Refuses, before the deposit is recorded, a promotion choice it could never take: unknown or
   * inactive on this brand, a bonus still running, a deposit already made, a player who may not take
   * bonuses, an amount under the minimum.
   */
  async checkChoice(
    tx: Tx,
    choice: {
      playerId: number;
      brand: BrandId;
      promotion: DepositPromotion;
      amount: number | null;
      hasDeposited: boolean;
    },
  ): Promise<void> {
    if (choice.promotion === 'none') return;
    const { promotions, players } = this.uow.bindTo(tx);
    const promotion = await promotions.find(choice.brand, choice.promotion);
    if (!promotion || !promotion.active || promotion.kind !== 'first_deposit')
      throw new AppError(400, CODES.promotionNotFound, M.promotionNotFound);
    if (await promotions.activeOf(choice.playerId)) throw new AppError(409, CODES.bonusActive, M.bonusActive);
    if (choice.hasDeposited) throw new AppError(400, CODES.notFirstDeposit, M.notFirstDeposit);
    if (!(await this.isEligible(choice.playerId, players)))
      throw new AppError(403, CODES.notEligible, M.notEligible);
    const min = promotion.minDeposit ?? 0;
    if (choice.amount !== null && choice.amount < min)
      throw new AppError(400, CODES.belowMinDeposit, M.belowMinDeposit(min));
  }

  /**
   * A deposit was credited (inside the cashier's unit of work, after the credit). The player's first
   * deposit that chose a first-deposit promotion takes its bonus here, in the same unit of work:
   * the bonus row and bonus:<brand> → player. Any other deposit made while a bonus runs is added to
   * the player's own money of it. Returns why a chosen promotion was not applied (the deposit's note).
   */
  async onDepositCredited(tx: Tx, deposit: CreditedDeposit): Promise<string | null> {
    const { promotions, players } = this.uow.bindTo(tx);
    if (!deposit.first) {
      const active = await promotions.activeOf(deposit.playerId);
      if (active) await promotions.addOwnDeposit(active.id, deposit.amount);
      return deposit.promotion === 'none' ? null : M.notApplied(M.notFirstDeposit);
    }
    if (deposit.promotion === 'none') return null;
    const promotion = await promotions.find(deposit.brand, deposit.promotion);
    if (!promotion || !promotion.active || promotion.kind !== 'first_deposit')
      return M.notApplied(M.promotionNotFound);
    if (!(await this.isEligible(deposit.playerId, players))) return M.notApplied(M.notEligible);
    if (await promotions.activeOf(deposit.playerId)) return M.notApplied(M.bonusActive);
    const min = promotion.minDeposit ?? 0;
    const percent = promotion.percent ?? 0;
    const rounds = promotion.rounds ?? 0;
    const bonus = bonusFor(deposit.amount, percent, promotion.maxBonus ?? this.cap(deposit.brand));
    if (deposit.amount < min || bonus <= 0) return M.notApplied(M.belowMinDeposit(min));
    const now = this.now();
    const row = await promotions.insertBonus({
      playerId: deposit.playerId,
      brand: deposit.brand,
      promotionId: promotion.id,
      promotionCode: promotion.code,
      title: promotion.title,
      depositId: deposit.depositId,
      deposit: deposit.amount,
      bonus,
      percent,
      rounds,
      requirement: requirementFor(deposit.amount, bonus, rounds),
      products: promotion.products.map((rule) => ({ ...rule })),
      status: 'active',
      startedAt: now,
      expiresAt: new Date(now.getTime() + (promotion.validDays ?? 30) * DAY_MS),
      checkedAt: now,
    });
    if (!row) return M.notApplied(M.bonusActive);
    await this.deps.ledger.post(tx, {
      idempotencyKey: `bonus:${row.id}:grant`,
      type: 'bonus',
      brand: deposit.brand,
      playerId: deposit.playerId,
      reference: deposit.code,
      metadata: { bonusId: row.id, promotion: promotion.code },
      lines: [
        { account: bonusAccount(deposit.brand), amount: -bonus },
        { account: playerAccount(deposit.playerId), amount: bonus },
      ],
    });
    this.announce(tx, row, 0);
    return null;
  }

  /**
   * A bonus another module grants inside its own unit of work (a claimed mission): `amount` from
   * bonus:<brand> to the player, with wagering of amount × rounds on the first-deposit products'
   * weights, valid `validDays`. The player's balance at the grant is their own money (a forfeit never
   * takes it). One bonus at a time: null, and nothing moved, while another one runs.
   */
  async grantBonus(
    tx: Tx,
    grant: {
      source: Exclude<BonusSource, 'first_deposit'>;
      playerId: number;
      brand: BrandId;
      /** Shown as the bonus's code and title (e.g. the mission's code and title). */
      reference: string;
      title: string;
      amount: number;
      rounds: number;
      validDays?: number;
    },
  ): Promise<BonusRow | null> {
    if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0)
      throw new Error(`a bonus of ${grant.amount} cannot be granted`);
    if (
      !Number.isSafeInteger(grant.rounds) ||
      grant.rounds < LIMITS.rounds.min ||
      grant.rounds > LIMITS.rounds.max
    )
      throw new Error(`${grant.rounds} wagering rounds cannot be granted`);
    const { promotions } = this.uow.bindTo(tx);
    if (await promotions.activeOf(grant.playerId)) return null;
    const own = await this.deps.ledger.balanceWithin(tx, playerAccount(grant.playerId));
    const now = this.now();
    const row = await promotions.insertBonus({
      source: grant.source,
      playerId: grant.playerId,
      brand: grant.brand,
      promotionId: null,
      promotionCode: grant.reference,
      title: grant.title,
      depositId: null,
      deposit: own,
      bonus: grant.amount,
      percent: 0,
      rounds: grant.rounds,
      requirement: grant.amount * grant.rounds,
      products: MISSION_BONUS_PRODUCTS.map((rule) => ({ ...rule })),
      status: 'active',
      startedAt: now,
      expiresAt: new Date(now.getTime() + (grant.validDays ?? BONUS_VALID_DAYS) * DAY_MS),
      checkedAt: now,
    });
    // Another bonus started meanwhile (the one-active index): nothing is granted.
    if (!row) return null;
    await this.deps.ledger.post(tx, {
      idempotencyKey: `bonus:${row.id}:grant`,
      type: 'bonus',
      brand: grant.brand,
      playerId: grant.playerId,
      reference: grant.reference,
      metadata: { bonusId: row.id, source: grant.source },
      lines: [
        { account: bonusAccount(grant.brand), amount: -grant.amount },
        { account: playerAccount(grant.playerId), amount: grant.amount },
      ],
    });
    this.announce(tx, row, 0);
    return row;
  }

  /**
   * The withdrawal guard (cashier, inside the request's unit of work): a bonus whose wagering is
   * complete is marked so on the spot, one past its expiry is expired (forfeit), and one still
   * running refuses the withdrawal with the amount left to bet.
   */
  readonly withdrawalGuard: WithdrawalGuard = async (tx, who) => {
    const bound = this.uow.bindTo(tx);
    const row = await bound.promotions.lockActive(who.playerId);
    if (!row) return;
    const resolved = await this.resolveLocked(bound, tx, row);
    if (resolved.row.status !== 'active') return;
    throw new AppError(
      409,
      CODES.wageringIncomplete,
      M.wageringIncomplete(resolved.row.requirement - resolved.wagered),
    );
  };

  // ---------------------------------------------------------------- eligibility

  /**
   * Whether the player may take a bonus or cashback: an active account. The hook the responsible-
   * gaming tools (self-exclusion, coming later) extend.
   */
  async isEligible(playerId: number, players: PlayerRepository = this.uow.read.players): Promise<boolean> {
    const player = await players.findById(playerId);
    return player?.status === 'active';
  }

  // ---------------------------------------------------------------- wagering and the bonus's end

  /** Weighted settled stakes of the bonus's player since it started, up to `at` (never past its expiry). */
  private async wageredAt(row: BonusRow, at: Date, tx?: Tx): Promise<number> {
    const to = new Date(Math.min(at.getTime() + 1, row.expiresAt.getTime()));
    if (to <= row.startedAt) return 0;
    const stakes = await this.deps.turnover(
      { brand: row.brand, playerId: row.playerId, from: row.startedAt, to },
      tx,
    );
    return wageredFrom(stakes, row.products, row.requirement);
  }

  /**
   * A locked active bonus brought up to date: completed when the rounds settled before its expiry
   * reach the requirement, else expired (forfeit) once past its expiry, else left active.
   */
  private async resolveLocked(
    bound: Repositories,
    tx: Tx,
    row: BonusRow,
  ): Promise<{ row: BonusRow; wagered: number }> {
    if (row.status !== 'active') return { row, wagered: row.wagered ?? 0 };
    const now = this.now();
    const wagered = await this.wageredAt(row, now, tx);
    if (wagered >= row.requirement) {
      const done = await bound.promotions.updateBonus(row.id, {
        status: 'completed',
        wagered: row.requirement,
        endedAt: now,
        checkedAt: now,
      });
      this.announce(tx, done, row.requirement);
      return { row: done, wagered: row.requirement };
    }
    if (now >= row.expiresAt) {
      // A stake in play at the expiry may have been bonus money: its outcome belongs to the forfeit,
      // so the bonus ends once the round settles (a stuck round: after the grace, as it stands).
      const waiting =
        now.getTime() < row.expiresAt.getTime() + EXPIRY_GRACE_MS &&
        (await this.deps.openRounds(row.playerId, tx)) > 0;
      if (!waiting) return { row: await this.forfeit(bound, tx, row, 'expired', wagered), wagered };
    }
    return { row, wagered };
  }

  /**
   * Ends a locked active bonus by expiry or cancel: takes back the bonus and the winnings attributable
   * to it from the balance (rules.ts forfeitOf), player → bonus:<brand>, once per bonus. A cancel
   * carrying the figure the player confirmed is refused when the forfeit is now larger.
   */
  private async forfeit(
    bound: Repositories,
    tx: Tx,
    row: BonusRow,
    status: Extract<BonusStatus, 'expired' | 'cancelled'>,
    wagered: number,
    cancelRequestId: string | null = null,
    confirmed?: number,
  ): Promise<BonusRow> {
    const brand = row.brand as BrandId;
    const balance = await this.deps.ledger.balanceWithin(tx, playerAccount(row.playerId));
    const { forfeit } = forfeitOf({ balance, bonus: row.bonus, own: row.deposit + row.ownDeposits });
    // The player confirmed a figure: never take more than that (a credit since the preview raised it).
    if (confirmed !== undefined && forfeit > confirmed)
      throw new AppError(409, CODES.forfeitChanged, M.forfeitChanged);
    if (forfeit > 0)
      await this.deps.ledger.post(tx, {
        idempotencyKey: `bonus:${row.id}:forfeit`,
        type: 'bonus_forfeit',
        brand,
        playerId: row.playerId,
        reference: row.promotionCode,
        metadata: { bonusId: row.id, status, balance },
        lines: [
          { account: playerAccount(row.playerId), amount: -forfeit },
          { account: bonusAccount(brand), amount: forfeit },
        ],
      });
    const now = this.now();
    const ended = await bound.promotions.updateBonus(row.id, {
      status,
      wagered,
      forfeited: forfeit,
      cancelRequestId,
      endedAt: now,
      checkedAt: now,
    });
    this.announce(tx, ended, wagered);
    return ended;
  }

  /**
   * One bonus brought up to date in its own unit of work. A stake landing between the balance read
   * and the forfeit (402) makes it read again.
   */
  private async resolve(bonusId: number): Promise<{ row: BonusRow; wagered: number } | null> {
    return this.retryingForfeit(() =>
      this.uow.run(async (bound, tx) => {
        const row = await bound.promotions.lockBonus(bonusId);
        return row ? this.resolveLocked(bound, tx, row) : null;
      }),
    );
  }

  private async retryingForfeit<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= FORFEIT_ATTEMPTS || !(error instanceof AppError) || error.statusCode !== 402)
          throw error;
      }
    }
  }

  /** The player's active bonus as it stands now (completed or expired on the spot when due). */
  private async current(playerId: number): Promise<{ row: BonusRow; wagered: number } | null> {
    const row = await this.repo.activeOf(playerId);
    if (!row) return null;
    const now = this.now();
    const wagered = await this.wageredAt(row, now);
    if (wagered < row.requirement && now < row.expiresAt) return { row, wagered };
    return this.resolve(row.id);
  }

  /** Its live update, after the commit that moved it. */
  private announce(tx: Tx, row: BonusRow, wagered: number): void {
    const event = this.eventOf(row, wagered);
    afterCommit(tx, () => this.deps.publish(row.brand as BrandId, row.playerId, event));
  }

  private eventOf(row: BonusRow, wagered: number): BonusEvent {
    return {
      type: 'bonus',
      bonusId: row.id,
      status: row.status,
      wagered,
      requirement: row.requirement,
      at: this.now().toISOString(),
    };
  }

  /**
   * A round of a player settled (bets' after-commit notification): with an active bonus, the meter
   * is read again and published, and a requirement reached completes it. Runs beside the wager's
   * answer, at most once a second per player (a burst of rounds is read once at its end);
   * `settled()` waits for it.
   */
  roundSettled(round: SettledRound): void {
    this.afterRounds.call(String(round.playerId), () => this.afterRound(round));
  }

  private async afterRound(round: SettledRound): Promise<void> {
    const found = await this.current(round.playerId);
    // Ended by this round (completed) or past its expiry: resolve() announced it.
    if (!found || found.row.status !== 'active') return;
    this.deps.publish(found.row.brand as BrandId, found.row.playerId, this.eventOf(found.row, found.wagered));
  }

  /** Resolves once the meter updates started so far are done (the app's `settled`, tests). */
  async settled(): Promise<void> {
    await this.afterRounds.settled();
  }

  /**
   * The tick (cluster job `promotions.tick`): expires the bonuses past their expiry (completing those
   * whose wagering was reached in time), and looks at the active ones looked at longest ago, in case
   * a round's notification was lost with its process.
   */
  async tick(): Promise<{ ended: number }> {
    let ended = 0;
    for (const id of await this.repo.dueForExpiry(this.now(), TICK_BATCH)) {
      const result = await this.resolve(id);
      if (result && result.row.status !== 'active') ended += 1;
    }
    for (const row of await this.repo.dueForCheck(TICK_BATCH)) {
      const now = this.now();
      if ((await this.wageredAt(row, now)) >= row.requirement) {
        const result = await this.resolve(row.id);
        if (result && result.row.status !== 'active') ended += 1;
      } else await this.repo.touch(row.id, now);
    }
    return { ended };
  }

  // ---------------------------------------------------------------- the player's views and cancel

  bonusView(row: BonusRow, wagered: number): Bonus {
    const shown = row.status === 'active' ? wagered : (row.wagered ?? wagered);
    return {
      id: row.id,
      promotionCode: row.promotionCode,
      title: row.title,
      status: row.status,
      source: row.source,
      deposit: row.deposit,
      bonus: row.bonus,
      rounds: row.rounds,
      requirement: row.requirement,
      wagered: shown,
      remaining: row.status === 'completed' ? 0 : Math.max(0, row.requirement - shown),
      products: row.products.map((rule) => ({ ...rule })),
      startedAt: row.startedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      forfeited: row.forfeited,
    };
  }

  /** GET /api/user/promotion: the active bonus with live figures, past ones, and the cashback. */
  async mine(playerId: number, brand: BrandId): Promise<PlayerPromotions> {
    const found = await this.current(playerId);
    const active = found && found.row.status === 'active' ? this.bonusView(found.row, found.wagered) : null;
    const [past, wallet, offered, eligible, credits, today] = await Promise.all([
      this.repo.pastOf(playerId, PAST_BONUSES),
      this.deps.wallet.read(playerId),
      this.offered(brand),
      this.isEligible(playerId),
      this.repo.creditsOf(playerId, CASHBACK_CREDITS),
      this.cashbackToday(playerId, brand),
    ]);
    return {
      active,
      past: past.map((row) => this.bonusView(row, row.wagered ?? 0)),
      firstDepositAvailable: !wallet.hasDeposited && !active && eligible && offered.length > 1,
      cashback: {
        today,
        credits: credits.map((row): CashbackCredit => ({
          day: row.day,
          turnover: row.turnover,
          amount: row.amount,
          products: row.products.map((line) => ({ ...line, product: line.product as PromotionProduct })),
          creditedAt: row.creditedAt.toISOString(),
        })),
      },
    };
  }

  /** What cancelling the active bonus would take back now (the confirm step). */
  async forfeitPreview(playerId: number): Promise<ForfeitPreview> {
    const found = await this.current(playerId);
    if (!found) throw notFound();
    if (found.row.status !== 'active') throw notActive();
    const balance = await this.deps.wallet.balance(playerId);
    const { forfeit, keep } = forfeitOf({
      balance,
      bonus: found.row.bonus,
      own: found.row.deposit + found.row.ownDeposits,
    });
    return { bonusId: found.row.id, balance, forfeit, keep };
  }

  /**
   * The player gives the bonus up: forfeit now, under the bonus's lock. The same request again
   * answers with the cancelled bonus; another player's bonus is unknown (404); one that completed or
   * expired meanwhile cannot be cancelled (409, and a completed one keeps its money).
   */
  async cancel(
    playerId: number,
    brand: BrandId,
    input: { bonusId: number; requestId: string; forfeit?: number },
  ): Promise<Bonus> {
    return this.retryingForfeit(() =>
      this.uow.run(async (bound, tx) => {
        const row = await bound.promotions.lockBonus(input.bonusId);
        if (!row || row.playerId !== playerId || row.brand !== brand) throw notFound();
        if (row.status === 'cancelled' && row.cancelRequestId === input.requestId)
          return this.bonusView(row, row.wagered ?? 0);
        const resolved = await this.resolveLocked(bound, tx, row);
        // It completed or expired meanwhile: that is committed, and the answer (409) says it ended.
        if (resolved.row.status !== 'active') return { ended: resolved.row };
        // A stake in play may be bonus money whose win would escape the forfeit.
        if ((await this.deps.openRounds(playerId, tx)) > 0)
          throw new AppError(409, CODES.roundOpen, M.roundOpen);
        const cancelled = await this.forfeit(
          bound,
          tx,
          resolved.row,
          'cancelled',
          resolved.wagered,
          input.requestId,
          input.forfeit,
        );
        return this.bonusView(cancelled, resolved.wagered);
      }),
    ).then((result) => {
      if ('ended' in result) throw notActive();
      return result;
    });
  }

  // ---------------------------------------------------------------- cashback

  private async rates(brand: BrandId): Promise<Map<PromotionProduct, CashbackRate>> {
    return cashbackRates(await this.repo.activeOfKind(brand, 'cashback'));
  }

  /** Today's cashback so far (Vietnam day): what tomorrow's run would pay on the play settled until now. */
  async cashbackToday(playerId: number, brand: BrandId) {
    const now = this.now();
    const day = vietnamDay(now);
    const { from } = dayWindow(day);
    const rates = await this.rates(brand);
    if (rates.size === 0) return { day, turnover: 0, amount: 0, products: [] };
    const stakes = await this.deps.turnover({ brand, playerId, from, to: new Date(now.getTime() + 1) });
    const accrued = cashbackOf(stakes, rates);
    // What an early run (`cashback run --so-far`) paid today is no longer to come.
    const paid = (await this.repo.creditOn(playerId, day))?.amount ?? 0;
    return { day, ...accrued, amount: Math.max(0, accrued.amount - paid) };
  }

  /** Today in Vietnam (what `cashback run --so-far` pays early). */
  today(): string {
    return vietnamDay(this.now());
  }

  /** Yesterday in Vietnam: the latest day whose cashback can be paid (today is not over). */
  latestPayableDay(): string {
    return addDays(vietnamDay(this.now()), -1);
  }

  /**
   * Pays a Vietnam day's cashback on the brands: each eligible player with settled turnover on a
   * product an active cashback covers gets floor(turnover × rate / 10 000) per product, summed, no
   * cap; bonus:<brand> → player. A player's day is paid once (its row's unique key, and the ledger's
   * key `cashback:<player>:<day>`), so the run is safe to repeat and to run on several replicas.
   */
  async runCashback(day: string, brands: readonly BrandId[] = BRAND_IDS): Promise<CashbackRunReport> {
    const report: CashbackRunReport = { day, credited: 0, amount: 0, alreadyPaid: 0, ineligible: 0 };
    const { from, to } = dayWindow(day);
    for (const brand of brands) {
      const rates = await this.rates(brand);
      if (rates.size === 0) continue;
      const byPlayer = new Map<number, TurnoverRow[]>();
      for (const row of await this.deps.turnover({ brand, from, to }))
        byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
      for (const [playerId, stakes] of byPlayer) {
        const due = cashbackOf(stakes, rates);
        if (due.amount <= 0) continue;
        if (!(await this.isEligible(playerId))) {
          report.ineligible += 1;
          continue;
        }
        // Once per player and day: the first run pays the day's amount, a later one (a day paid early
        // by `--so-far`, then its nightly run) only what the day's play added since.
        const paid = await this.uow.run(async ({ promotions }, tx) => {
          const figures = {
            turnover: due.turnover,
            amount: due.amount,
            products: due.products,
            creditedAt: this.now(),
          };
          const inserted = await promotions.insertCredit({ playerId, brand, day, ...figures });
          const before = inserted ? 0 : ((await promotions.lockCredit(playerId, day))?.amount ?? due.amount);
          if (!inserted && before >= due.amount) return 0;
          if (!inserted) await promotions.updateCredit(playerId, day, figures);
          await this.deps.ledger.post(tx, {
            idempotencyKey: inserted
              ? `cashback:${playerId}:${day}`
              : `cashback:${playerId}:${day}:to:${due.amount}`,
            type: 'cashback',
            brand,
            playerId,
            reference: `cashback:${day}`,
            metadata: { day, turnover: due.turnover, ...(inserted ? {} : { before }) },
            lines: [
              { account: bonusAccount(brand), amount: -(due.amount - before) },
              { account: playerAccount(playerId), amount: due.amount - before },
            ],
          });
          return due.amount - before;
        });
        if (paid > 0) {
          report.credited += 1;
          report.amount += paid;
        } else report.alreadyPaid += 1;
      }
    }
    return report;
  }

  // ---------------------------------------------------------------- the operator

  /** A player's bonuses (the active one with live figures) for `ops bonus status`. */
  async statusOf(playerId: number): Promise<{ active: Bonus | null; past: Bonus[] }> {
    const found = await this.current(playerId);
    const past = await this.repo.pastOf(playerId, PAST_BONUSES);
    return {
      active: found && found.row.status === 'active' ? this.bonusView(found.row, found.wagered) : null,
      past: past.map((row) => this.bonusView(row, row.wagered ?? 0)),
    };
  }

  /**
   * Its background work (modules/jobs): the tick, and the cashback of the previous Vietnam day at
   * 00:15 Asia/Ho_Chi_Minh (the tick a run is for decides the day, so a retry after midnight pays
   * the same day).
   */
  registerJobs(jobs: Jobs, tickMs = 60_000): void {
    if (tickMs > 0) jobs.schedule('promotions.tick', { every: tickMs }, () => this.tick());
    jobs.schedule(
      'promotions.cashback',
      { cron: '15 0 * * *', tz: 'Asia/Ho_Chi_Minh', timeoutMs: 10 * 60_000 },
      (job) =>
        this.runCashback(
          vietnamDay(new Date((job.tick ? Date.parse(job.tick) : this.now().getTime()) - DAY_MS)),
        ),
    );
  }
}

function figuresOf(row: PromotionRow): PromotionFigures {
  return {
    code: row.code,
    kind: row.kind,
    title: row.title,
    percent: row.percent,
    rounds: row.rounds,
    maxBonus: row.maxBonus,
    minDeposit: row.minDeposit,
    validDays: row.validDays,
    products: row.products,
    terms: row.terms,
  };
}

const within = (name: string, value: number, range: { min: number; max: number }): number => {
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max)
    throw new PromotionConfigError(`${name} must be a whole number from ${range.min} to ${range.max}.`);
  return value;
};

const cleanText = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The figures after an edit, checked (kind by kind: weights are first deposit's, rates cashback's). */
export function applyChanges(current: PromotionFigures, changes: PromotionChanges): PromotionFigures {
  const next: PromotionFigures = { ...current, products: current.products.map((rule) => ({ ...rule })) };
  const firstDeposit = current.kind === 'first_deposit';
  const onlyFor = (flag: string, allowed: boolean) => {
    if (!allowed)
      throw new PromotionConfigError(
        `${flag} is for ${firstDeposit ? 'cashback' : 'first-deposit'} promotions; ${current.code} is ${firstDeposit ? 'a first-deposit bonus' : 'a cashback'}.`,
      );
  };
  if (changes.title !== undefined) {
    const title = cleanText(changes.title);
    if (title.length === 0 || title.length > LIMITS.title)
      throw new PromotionConfigError(`A title is 1 to ${LIMITS.title} characters.`);
    next.title = title;
  }
  if (changes.percent !== undefined) {
    onlyFor('--percent', firstDeposit);
    next.percent = within('--percent', changes.percent, LIMITS.percent);
  }
  if (changes.rounds !== undefined) {
    onlyFor('--rounds', firstDeposit);
    next.rounds = within('--rounds', changes.rounds, LIMITS.rounds);
  }
  if (changes.maxBonus !== undefined) {
    onlyFor('--max-bonus', firstDeposit);
    next.maxBonus =
      changes.maxBonus === null ? null : within('--max-bonus', changes.maxBonus, { ...LIMITS.money, min: 1 });
  }
  if (changes.minDeposit !== undefined) {
    onlyFor('--min-deposit', firstDeposit);
    next.minDeposit = within('--min-deposit', changes.minDeposit, LIMITS.money);
  }
  if (changes.validDays !== undefined) {
    onlyFor('--valid-days', firstDeposit);
    next.validDays = within('--valid-days', changes.validDays, LIMITS.validDays);
  }
  if (changes.weights && Object.keys(changes.weights).length > 0) {
    onlyFor('--weight', firstDeposit);
    next.products = PROMOTION_PRODUCTS.map((product) => ({
      product,
      weightPercent: within(
        `--weight ${product}`,
        changes.weights?.[product] ??
          next.products.find((rule) => rule.product === product)?.weightPercent ??
          0,
        LIMITS.weight,
      ),
      rateBp: 0,
    }));
  }
  if (changes.rates && Object.keys(changes.rates).length > 0) {
    onlyFor('--rate', !firstDeposit);
    next.products = PROMOTION_PRODUCTS.map((product) => ({
      product,
      weightPercent: 0,
      rateBp: within(
        `--rate ${product}`,
        changes.rates?.[product] ?? next.products.find((rule) => rule.product === product)?.rateBp ?? 0,
        LIMITS.rateBp,
      ),
    })).filter((rule) => rule.rateBp > 0);
    if (next.products.length === 0)
      throw new PromotionConfigError('A cashback promotion needs a product with a rate above 0.');
  }
  if (changes.terms !== undefined) {
    const terms = changes.terms.map(cleanText).filter((term) => term.length > 0);
    if (terms.length > LIMITS.terms || terms.some((term) => term.length > LIMITS.term))
      throw new PromotionConfigError(
        `At most ${LIMITS.terms} extra terms of ${LIMITS.term} characters each.`,
      );
    next.terms = terms;
  }
  return next;
}
