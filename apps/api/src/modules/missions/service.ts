import {
  MISSION_CATEGORY_OF,
  MISSION_CONDITION_KINDS,
  MISSION_ERROR_CODES as CODES,
  MISSION_ERROR_STATUSES as STATUS,
  MISSION_FEATURED_MAX,
  MISSION_MESSAGES as M,
  MISSION_STATUS_FILTER_OF,
  MISSION_TABS,
  MISSION_TYPES,
  type Mission,
  type MissionConditionKind,
  type MissionEvent,
  type MissionRecentClaim,
  type MissionRequirements,
  type MissionReward,
  type MissionStatus,
  type MissionTab,
  type MissionType,
  type Pagination,
  type SystemConfigurations,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import type { RateLimiter } from '../../infra/rate-limit';
import { PerKeyThrottle } from '../../infra/throttle';
import { afterCommit, type Tx, type UnitOfWork } from '../../infra/unit-of-work';
import { bonusAccount, playerAccount } from '../wallet/accounts';
import type { Ledger } from '../wallet/ledger';
import type { MissionRepository, MissionRow, NewMission, ProgressRow } from './repository';
import {
  DAY_MS,
  PERIOD_CYCLE,
  advance,
  cycleAt,
  deadlineOf,
  maskUsername,
  measure,
  statusWithoutRow,
  vietnamDay,
  type RowState,
} from './rules';

type Repositories = { missions: MissionRepository };

/** A window of one player's activity on one brand. */
export interface ActivityWindow {
  brand: string;
  playerId: number;
  from: Date;
  to: Date;
}
type Stats = { sum: number; max: number };

/** What the missions read and move in other modules (ports, wired in services.ts). */
export interface MissionDeps {
  ledger: Ledger;
  /** The player as the gates see them (players module); undefined when there is none. */
  player: (
    playerId: number,
  ) => Promise<{ username: string; active: boolean; phoneVerified: boolean } | undefined>;
  /** The brand's player id by username (the test clock hook). */
  playerIdByUsername: (brand: BrandId, username: string) => Promise<number | undefined>;
  /** Completed deposits (cashier): in a window, and whether any was ever completed. */
  deposits: {
    stats: (window: ActivityWindow, tx?: Tx) => Promise<Stats>;
    hasCompleted: (playerId: number) => Promise<boolean>;
  };
  /** Settled stakes (bets) in a window. */
  stakes: (window: ActivityWindow, tx?: Tx) => Promise<Stats>;
  /**
   * A bonus with wagering granted inside the claim's unit of work (promotions' grantBonus); null when
   * another bonus still runs.
   */
  grantBonus: (
    tx: Tx,
    grant: {
      playerId: number;
      brand: BrandId;
      reference: string;
      title: string;
      amount: number;
      rounds: number;
    },
  ) => Promise<{ id: number } | null>;
  /** The system configuration's flags (system module). */
  configuration: () => Promise<
    Pick<SystemConfigurations, 'MISSION_REQUIRE_FIRST_DEPOSIT' | 'MISSION_REQUIRE_PHONE_VERIFICATION'>
  >;
  /** Publishes a player's mission event (after the commit that moved it). */
  publish: (brand: BrandId, playerId: number, event: MissionEvent) => void;
  limiter: RateLimiter;
  clock: Clock;
  logger?: FastifyBaseLogger;
}

/** The session's player on the request's brand. */
export interface MissionCaller {
  playerId: number;
  brand: BrandId;
}

export interface MissionListFilter {
  page: number;
  per_page: number;
  category: 'all' | 'check_in' | 'deposit' | 'stake';
  status: 'all' | keyof typeof MISSION_STATUS_FILTER_OF;
  tab?: MissionTab;
}

/** An operator's request the rules refuse (the CLI shows the message). */
export class MissionConfigError extends Error {
  override readonly name = 'MissionConfigError';
}

/** What the operator gives to create a mission (the CLI), or changes of one (only what is given). */
export interface MissionInput {
  title?: string;
  description?: string;
  type?: MissionType;
  tab?: MissionTab;
  conditionKind?: MissionConditionKind;
  target?: number;
  reward?: { kind: 'cash'; amount: number } | { kind: 'bonus'; amount: number; rounds: number };
  /** A code of the same brand; null removes it. */
  prerequisite?: string | null;
  startsAt?: Date;
  /** null: no end (DAILY only). */
  endsAt?: Date | null;
  durationHours?: number | null;
  claimHours?: number;
  featured?: boolean;
  sortOrder?: number;
}

export const MISSION_LIMITS = {
  title: 120,
  description: 500,
  /** VND targets and rewards: a typo of extra zeros should not become a mission. */
  maxAmount: 10_000_000_000,
  maxCheckInDays: 366,
  rounds: { min: 1, max: 200 },
  durationHours: { min: 1, max: 8760 },
  claimHours: { min: 1, max: 720 },
  /** The test clock hook moves a player at most this far. */
  maxTestAdvanceMs: 400 * DAY_MS,
} as const;

const fail = (key: keyof typeof CODES, message: string) => new AppError(STATUS[key], CODES[key], message);

/** A mission as one player sees it now, with the row it comes from (if accepted). */
interface Evaluated {
  mission: MissionRow;
  row: ProgressRow | undefined;
  view: Mission;
}

/** How often a player's missions are re-measured while deposits and rounds keep committing (ms). */
const AFTER_COMMIT_INTERVAL_MS = 1_000;
const TAB_ORDER = new Map<MissionTab, number>(MISSION_TABS.map((tab, index) => [tab, index]));

/**
 * Missions: the operator's tasks per brand, accepted by a player, measured by the server from what
 * really happened since (completed deposits, settled bets, check-ins), claimed once into the wallet
 * (cash through the ledger, or a bonus through the promotions engine).
 *
 * A player's rows are evaluated lazily on every call, in the call's unit of work under the player's
 * lock (transitions are written there), and after a deposit or a settled round commits (the event).
 */
export class MissionService {
  /** Re-measurements after commits, at most once a second per player (infra/throttle). */
  private readonly afterCommits = new PerKeyThrottle(AFTER_COMMIT_INTERVAL_MS, (error, key) =>
    this.deps.logger?.error({ err: error, player: key }, 'missions not re-measured after a commit'),
  );
  /** The test clock hook's per-player offsets (ms); only ever set through `setTestClock`. */
  private readonly offsets = new Map<number, number>();

  constructor(
    private readonly uow: UnitOfWork<Repositories>,
    private readonly deps: MissionDeps,
  ) {}

  private get repo(): MissionRepository {
    return this.uow.read.missions;
  }

  /** The time as this player's missions see it (the test clock hook may move one player ahead). */
  private nowFor(playerId: number): Date {
    return new Date(this.deps.clock().getTime() + (this.offsets.get(playerId) ?? 0));
  }

  // ---------------------------------------------------------------- requirements (spec §5)

  /** Whether the configured requirements hold for the player (the list's `meta.requirements`). */
  async requirements(playerId: number): Promise<MissionRequirements & { eligible: boolean }> {
    const [config, player, deposited] = await Promise.all([
      this.deps.configuration(),
      this.deps.player(playerId),
      this.deps.deposits.hasCompleted(playerId),
    ]);
    const firstDeposit = { required: config.MISSION_REQUIRE_FIRST_DEPOSIT, met: deposited };
    const phoneVerification = {
      required: config.MISSION_REQUIRE_PHONE_VERIFICATION,
      met: player?.phoneVerified ?? false,
    };
    const eligible = player?.active ?? false;
    return {
      firstDeposit,
      phoneVerification,
      allowed:
        eligible &&
        (!firstDeposit.required || firstDeposit.met) &&
        (!phoneVerification.required || phoneVerification.met),
      eligible,
    };
  }

  /** Tracking, accepting and claiming: 403 with the requirement that is missing. */
  private async gate(caller: MissionCaller): Promise<MissionRequirements> {
    const { eligible, ...requirements } = await this.requirements(caller.playerId);
    if (!eligible) throw fail('notEligible', M.notEligible);
    const deposit = requirements.firstDeposit.required && !requirements.firstDeposit.met;
    const phone = requirements.phoneVerification.required && !requirements.phoneVerification.met;
    if (deposit && phone) throw fail('requirementsUnmet', M.requirementsUnmet);
    if (deposit) throw fail('depositRequired', M.depositRequired);
    if (phone) throw fail('phoneRequired', M.phoneRequired);
    return requirements;
  }

  /** Slows a player hammering accept/claim/tracking (never refuses: each call past the rule waits longer). */
  private async pace(caller: MissionCaller): Promise<void> {
    const subject = String(caller.playerId);
    await this.deps.limiter.slowDown('missionActionsPerPlayer', caller.brand, subject);
    await this.deps.limiter.fail('missionActionsPerPlayer', caller.brand, subject);
  }

  // ---------------------------------------------------------------- evaluation

  /** What the player did in [from, to) of a row's kind (deposits and bets read in real time, see setTestClock). */
  private async measured(
    tx: Tx,
    repos: Repositories,
    row: ProgressRow,
    kind: MissionConditionKind,
    now: Date,
  ): Promise<number> {
    const to = now < row.deadline ? new Date(now.getTime() + 1) : row.deadline;
    if (to <= row.acceptedAt) return 0;
    if (kind === 'DAILY_CHECK_IN') {
      const lastDay = vietnamDay(new Date(to.getTime() - 1));
      return repos.missions.checkInDays(row.playerId, vietnamDay(row.acceptedAt), lastDay, to);
    }
    // Deposits and bets carry the real time: a player moved ahead by the test clock is read back.
    const shift = this.offsets.get(row.playerId) ?? 0;
    const window = {
      brand: row.brand,
      playerId: row.playerId,
      from: new Date(row.acceptedAt.getTime() - shift),
      to: new Date(to.getTime() - shift),
    };
    const empty = { sum: 0, max: 0 };
    const deposits = kind === 'DEPOSIT_AMOUNT' || kind === 'TOTAL_DEPOSIT_AMOUNT';
    return measure(kind, {
      deposits: deposits ? await this.deps.deposits.stats(window, tx) : empty,
      stakes: deposits ? empty : await this.deps.stakes(window, tx),
      checkIns: 0,
    });
  }

  /** A live row (IN_PROGRESS or COMPLETED) brought up to now and written when it moved; its event after the commit. */
  private async evaluateRow(
    tx: Tx,
    repos: Repositories,
    mission: MissionRow,
    row: ProgressRow,
    now: Date,
  ): Promise<ProgressRow> {
    if (row.status !== 'IN_PROGRESS' && row.status !== 'COMPLETED') return row;
    const measured =
      row.status === 'IN_PROGRESS'
        ? await this.measured(tx, repos, row, mission.conditionKind, now)
        : row.progress;
    const next = advance(stateOf(row), measured, now, mission.claimHours);
    if (next.status === row.status && next.progress === row.progress) return row;
    const updated = await repos.missions.updateProgress(row.id, {
      status: next.status,
      progress: next.progress,
      completedAt: next.completedAt,
      claimUntil: next.claimUntil,
      expiredAt: next.expiredAt,
      updatedAt: now,
    });
    this.announce(tx, updated, now);
    return updated;
  }

  private announce(tx: Tx, row: ProgressRow, now: Date): void {
    const event: MissionEvent = {
      type: 'mission',
      missionId: row.missionId,
      status: row.status,
      progress: row.progress,
      target: row.target,
      at: now.toISOString(),
    };
    afterCommit(tx, () => this.deps.publish(row.brand as BrandId, row.playerId, event));
  }

  /**
   * Every mission of the brand as the player sees it now (inside the caller's unit of work, under the
   * player's lock): live rows evaluated and written, the others derived. A mission shows its
   * unclaimed COMPLETED row (of any cycle, while its claim window lasts), else this cycle's.
   */
  private async evaluateAll(
    tx: Tx,
    repos: Repositories,
    caller: MissionCaller,
    options: { only?: number } = {},
  ): Promise<Evaluated[]> {
    const now = this.nowFor(caller.playerId);
    let missions = await repos.missions.missionsOf(caller.brand, { all: options.only !== undefined });
    if (options.only !== undefined) missions = missions.filter((mission) => mission.id === options.only);
    const byId = new Map(missions.map((mission) => [mission.id, mission]));
    const rows = await repos.missions.liveRowsOf(caller.playerId, caller.brand, [
      vietnamDay(now),
      PERIOD_CYCLE,
    ]);
    const evaluated: ProgressRow[] = [];
    for (const row of rows) {
      const mission =
        byId.get(row.missionId) ?? (await repos.missions.missionById(caller.brand, row.missionId));
      evaluated.push(mission ? await this.evaluateRow(tx, repos, mission, row, now) : row);
    }
    const rewarded = await repos.missions.rewardedMissionIds(caller.playerId);
    const titles = new Map(
      (await repos.missions.missionsOf(caller.brand, { all: true })).map((mission) => [
        mission.id,
        mission.title,
      ]),
    );
    return missions.map((mission) => {
      const { cycle, opens, closes } = cycleAt(timingOf(mission), now);
      const mine = evaluated.filter((row) => row.missionId === mission.id);
      const row =
        mine.find((candidate) => candidate.status === 'COMPLETED') ??
        mine.find((candidate) => candidate.cycle === cycle);
      const prerequisite =
        mission.prerequisiteId === null
          ? null
          : { id: mission.prerequisiteId, title: titles.get(mission.prerequisiteId) ?? '' };
      const status: MissionStatus =
        row?.status ??
        statusWithoutRow({
          now,
          startsAt: mission.startsAt,
          closes,
          prerequisiteMet: mission.prerequisiteId === null || rewarded.has(mission.prerequisiteId),
        });
      return { mission, row, view: viewOf(mission, row, status, { cycle, opens, closes, prerequisite }) };
    });
  }

  /** Runs `work` in one unit of work under the player's lock, with the player's missions evaluated. */
  private async withMissions<T>(
    caller: MissionCaller,
    work: (evaluated: Evaluated[], repos: Repositories, tx: Tx) => Promise<T>,
    options: { only?: number } = {},
  ): Promise<T> {
    return this.uow.run(async (repos, tx) => {
      await repos.missions.lockPlayer(caller.playerId);
      return work(await this.evaluateAll(tx, repos, caller, options), repos, tx);
    });
  }

  // ---------------------------------------------------------------- the player's calls

  /** GET list: one page of the brand's missions with the player's status, filtered, and the requirements. */
  async list(
    caller: MissionCaller,
    filter: MissionListFilter,
  ): Promise<{ data: Mission[]; meta: { pagination: Pagination; requirements: MissionRequirements } }> {
    const all = await this.withMissions(caller, async (evaluated) => evaluated.map((entry) => entry.view));
    const wanted = all
      .filter((view) => filter.category === 'all' || view.category === filter.category)
      .filter((view) => filter.status === 'all' || view.status === MISSION_STATUS_FILTER_OF[filter.status])
      .filter((view) => filter.tab === undefined || view.tab === filter.tab)
      .sort(
        (a, b) =>
          (TAB_ORDER.get(a.tab) ?? 0) - (TAB_ORDER.get(b.tab) ?? 0) ||
          sortOf(all, a) - sortOf(all, b) ||
          a.id - b.id,
      );
    const offset = (filter.page - 1) * filter.per_page;
    const { firstDeposit, phoneVerification, allowed } = await this.requirements(caller.playerId);
    return {
      data: wanted.slice(offset, offset + filter.per_page),
      meta: {
        pagination: {
          total: wanted.length,
          page: filter.page,
          per_page: filter.per_page,
          last_page: Math.max(1, Math.ceil(wanted.length / filter.per_page)),
        },
        requirements: { firstDeposit, phoneVerification, allowed },
      },
    };
  }

  /** GET featured: up to three featured missions still open to the player (not before their start, not over). */
  async featured(caller: MissionCaller): Promise<Mission[]> {
    const all = await this.withMissions(caller, async (evaluated) => evaluated);
    return all
      .filter(
        ({ view }) => view.featured && view.status !== 'EXPIRED' && view.status !== 'COMPLETED_REWARDED',
      )
      .filter(({ mission }) => mission.startsAt <= this.nowFor(caller.playerId))
      .sort((a, b) => a.mission.sortOrder - b.mission.sortOrder || a.mission.id - b.mission.id)
      .slice(0, MISSION_FEATURED_MAX)
      .map(({ view }) => view);
  }

  /** GET claims/recent: the brand's latest claims, newest first, names masked. */
  async recentClaims(brand: BrandId, limit: number): Promise<MissionRecentClaim[]> {
    const rows = await this.repo.recentClaims(brand, limit);
    return rows.map((row) => ({
      username: maskUsername(row.username),
      missionTitle: row.title,
      reward: { kind: row.rewardKind, amount: row.rewardAmount, rounds: row.rewardRounds },
      claimedAt: (row.claimedAt ?? new Date(0)).toISOString(),
    }));
  }

  /** POST accept: NOT_ACCEPTED → IN_PROGRESS in this cycle; IN_PROGRESS again answers with it. */
  async accept(caller: MissionCaller, missionId: number): Promise<Mission> {
    await this.pace(caller);
    await this.gate(caller);
    const accepted = await this.withMissions(
      caller,
      async (evaluated, repos, tx) => {
        const found = evaluated[0];
        if (!found || !found.mission.active) throw fail('notFound', M.notFound);
        const { mission, view } = found;
        switch (view.status) {
          case 'IN_PROGRESS':
            return { kind: 'again' as const, view };
          case 'NOT_STARTED':
            if (this.nowFor(caller.playerId) < mission.startsAt) throw fail('notStarted', M.notStarted);
            throw fail('prerequisite', M.prerequisite(view.prerequisite?.title ?? ''));
          case 'COMPLETED':
            throw fail('alreadyAccepted', M.alreadyAccepted);
          case 'COMPLETED_REWARDED':
            throw fail('alreadyClaimed', M.alreadyClaimed);
          case 'EXPIRED':
            throw fail('expired', M.expired);
          case 'NOT_ACCEPTED':
            break;
        }
        const now = this.nowFor(caller.playerId);
        const { cycle, closes } = cycleAt(timingOf(mission), now);
        const inserted = await repos.missions.insertProgress({
          brand: caller.brand,
          playerId: caller.playerId,
          missionId: mission.id,
          cycle,
          status: 'IN_PROGRESS',
          progress: 0,
          target: mission.target,
          rewardKind: mission.rewardKind,
          rewardAmount: mission.rewardAmount,
          rewardRounds: mission.rewardRounds,
          acceptedAt: now,
          deadline: deadlineOf(timingOf(mission), closes, now),
          updatedAt: now,
        });
        if (!inserted) throw new Error(`mission ${mission.id} accepted twice under the player's lock`);
        // What already counts (a check-in of today) is measured at once.
        const row = await this.evaluateRow(tx, repos, mission, inserted, now);
        if (row.status === inserted.status && row.progress === inserted.progress) this.announce(tx, row, now);
        return { kind: 'accepted' as const, mission };
      },
      { only: missionId },
    );
    if (accepted.kind === 'again') return accepted.view;
    // Seen again after the commit: the view with its prerequisite's title and this cycle's window.
    return this.viewAfter(caller, accepted.mission.id);
  }

  private async viewAfter(caller: MissionCaller, missionId: number): Promise<Mission> {
    const [found] = await this.withMissions(caller, async (evaluated) => evaluated, { only: missionId });
    if (!found) throw fail('notFound', M.notFound);
    return found.view;
  }

  /**
   * POST claim-reward: in one unit of work under the player's lock and the row's, the row evaluated
   * again, COMPLETED and within its claim window, paid once (cash: bonus:<brand> → player, type
   * `mission`, key `mission:<row>`; bonus: granted by the promotions engine), COMPLETED_REWARDED.
   */
  async claim(
    caller: MissionCaller,
    missionId: number,
  ): Promise<{ mission: Mission; reward: MissionReward; balance: number; message: string }> {
    await this.pace(caller);
    await this.gate(caller);
    const paid = await this.withMissions(
      caller,
      async (evaluated, repos, tx) => {
        const found = evaluated[0];
        if (!found) throw fail('notFound', M.notFound);
        const { mission, view } = found;
        switch (view.status) {
          case 'NOT_STARTED':
            if (this.nowFor(caller.playerId) < mission.startsAt) throw fail('notStarted', M.notStarted);
            throw fail('prerequisite', M.prerequisite(view.prerequisite?.title ?? ''));
          case 'NOT_ACCEPTED':
            throw fail('notAccepted', M.notAccepted);
          case 'IN_PROGRESS':
            throw fail('notCompleted', M.notCompleted);
          case 'COMPLETED_REWARDED':
            throw fail('alreadyClaimed', M.alreadyClaimed);
          case 'EXPIRED':
            throw fail('expired', M.expired);
          case 'COMPLETED':
            break;
        }
        if (!found.row) throw new Error('a COMPLETED mission without its row');
        const row = await repos.missions.lockProgress(found.row.id);
        const now = this.nowFor(caller.playerId);
        if (!row || row.status !== 'COMPLETED') throw fail('alreadyClaimed', M.alreadyClaimed);
        if (!row.claimUntil || now >= row.claimUntil) throw fail('expired', M.expired);
        const reward: MissionReward = {
          kind: row.rewardKind,
          amount: row.rewardAmount,
          rounds: row.rewardRounds,
        };
        let paidRef: string;
        if (row.rewardKind === 'bonus') {
          const bonus = await this.deps.grantBonus(tx, {
            playerId: caller.playerId,
            brand: caller.brand,
            reference: mission.code,
            title: mission.title,
            amount: row.rewardAmount,
            rounds: row.rewardRounds ?? 1,
          });
          if (!bonus) throw fail('bonusActive', M.bonusActive);
          paidRef = `bonus:${bonus.id}`;
        } else {
          const posted = await this.deps.ledger.post(tx, {
            idempotencyKey: `mission:${row.id}`,
            type: 'mission',
            brand: caller.brand,
            playerId: caller.playerId,
            reference: mission.code,
            metadata: { missionId: mission.id, progressId: row.id, cycle: row.cycle },
            lines: [
              { account: bonusAccount(caller.brand), amount: -row.rewardAmount },
              { account: playerAccount(caller.playerId), amount: row.rewardAmount },
            ],
          });
          paidRef = `tx:${posted.id}`;
        }
        const claimed = await repos.missions.updateProgress(row.id, {
          status: 'COMPLETED_REWARDED',
          claimedAt: now,
          paidRef,
          updatedAt: now,
        });
        this.announce(tx, claimed, now);
        const balance = await this.deps.ledger.balanceWithin(tx, playerAccount(caller.playerId));
        return { reward, balance };
      },
      { only: missionId },
    );
    return {
      mission: await this.viewAfter(caller, missionId),
      reward: paid.reward,
      balance: paid.balance,
      message: M.claimed(paid.reward.amount),
    };
  }

  /**
   * PATCH tracking: records today's check-in (once a Vietnam day), then answers with the player's
   * live missions brought up to date and how many wait for a claim.
   */
  async tracking(caller: MissionCaller): Promise<{
    checkedInToday: boolean;
    requirements: MissionRequirements;
    missions: Mission[];
    claimable: number;
  }> {
    await this.pace(caller);
    const requirements = await this.gate(caller);
    const missions = await this.uow.run(async (repos, tx) => {
      await repos.missions.lockPlayer(caller.playerId);
      const now = this.nowFor(caller.playerId);
      await repos.missions.checkIn({
        brand: caller.brand,
        playerId: caller.playerId,
        day: vietnamDay(now),
        checkedInAt: now,
      });
      return (await this.evaluateAll(tx, repos, caller)).map((entry) => entry.view);
    });
    const live = missions.filter((view) => view.status === 'IN_PROGRESS' || view.status === 'COMPLETED');
    return {
      checkedInToday: true,
      requirements,
      missions: live,
      claimable: live.filter((view) => view.status === 'COMPLETED').length,
    };
  }

  // ---------------------------------------------------------------- after commits elsewhere

  /** A player's wallet moved (the ledger's after-commit callback): a deposit re-measures their live missions. */
  walletMoved(movement: { brand: BrandId; playerId: number; type: string }): void {
    if (movement.type !== 'deposit') return;
    this.track(movement.brand, movement.playerId);
  }

  /** A round of the player settled (bets' after-commit notification): their stake missions are re-measured. */
  roundSettled(round: { brand: BrandId; playerId: number }): void {
    this.track(round.brand, round.playerId);
  }

  private track(brand: BrandId, playerId: number): void {
    this.afterCommits.call(`${brand}:${playerId}`, () => this.refresh({ brand, playerId }));
  }

  /** Re-measures the player's live rows in their own unit of work (each move is published after it). */
  async refresh(caller: MissionCaller): Promise<void> {
    // A plain read first, outside any transaction (most rounds are of players with nothing to
    // measure, and a transaction per round competes with the wagers for connections); then the rows
    // read again under the player's lock: the first read may be stale (a claim committed meanwhile).
    if ((await this.repo.liveRowsOf(caller.playerId, caller.brand, [])).length === 0) return;
    await this.uow.run(async (repos, tx) => {
      const now = this.nowFor(caller.playerId);
      await repos.missions.lockPlayer(caller.playerId);
      const rows = await repos.missions.liveRowsOf(caller.playerId, caller.brand, []);
      for (const row of rows) {
        const mission = await repos.missions.missionById(caller.brand, row.missionId);
        if (mission) await this.evaluateRow(tx, repos, mission, row, now);
      }
    });
  }

  /** Resolves once the re-measurements started so far are done (the app's `settled`, tests). */
  async settled(): Promise<void> {
    await this.afterCommits.settled();
  }

  // ---------------------------------------------------------------- the test clock hook

  /**
   * Moves one player's mission clock `advanceMs` ahead of the server's (0 puts it back). Deposits and
   * bets the player makes meanwhile are read as made at the moved time. Only the test hook route
   * (buildApp's `testHooks`, never in production) calls it.
   */
  async setTestClock(
    brand: BrandId,
    username: string,
    advanceMs: number,
  ): Promise<{ playerId: number; now: Date }> {
    if (!Number.isSafeInteger(advanceMs) || advanceMs < 0 || advanceMs > MISSION_LIMITS.maxTestAdvanceMs)
      throw new AppError(400, 'VALIDATION_ERROR', 'advanceMs: 0 … 400 ngày');
    const playerId = await this.deps.playerIdByUsername(brand, username);
    if (playerId === undefined) throw new AppError(404, 'PLAYER_NOT_FOUND', 'Không tìm thấy người chơi');
    if (advanceMs === 0) this.offsets.delete(playerId);
    else this.offsets.set(playerId, advanceMs);
    return { playerId, now: this.nowFor(playerId) };
  }

  // ---------------------------------------------------------------- the operator's

  async listForOperator(brand: BrandId): Promise<MissionRow[]> {
    const rows = await this.repo.missionsOf(brand, { all: true });
    return rows.sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        (TAB_ORDER.get(a.tab) ?? 0) - (TAB_ORDER.get(b.tab) ?? 0) ||
        a.sortOrder - b.sortOrder ||
        a.id - b.id,
    );
  }

  /** A new mission of the brand (checked as the CHECK constraints would, with the operator's words). */
  async create(brand: BrandId, code: string, input: MissionInput): Promise<MissionRow> {
    if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(code))
      throw new MissionConfigError('A mission code is 2 to 40 lower case letters, digits and hyphens.');
    const now = this.deps.clock();
    return this.uow.run(async ({ missions }) => {
      if (await missions.missionByCode(brand, code))
        throw new MissionConfigError(`${brand} already has the mission ${code}: use mission set.`);
      const type = input.type;
      if (!type) throw new MissionConfigError('--type DAILY|PERIOD is required.');
      const figures = await this.checked(missions, brand, null, {
        type,
        tab: input.tab ?? (type === 'DAILY' ? 'daily' : 'accumulated'),
        title: input.title ?? '',
        description: input.description ?? '',
        conditionKind: input.conditionKind as MissionConditionKind,
        target: input.target as number,
        reward: input.reward as NonNullable<MissionInput['reward']>,
        prerequisite: input.prerequisite ?? null,
        startsAt: input.startsAt ?? now,
        endsAt: input.endsAt ?? null,
        durationHours: input.durationHours ?? null,
        claimHours: input.claimHours ?? 24,
        featured: input.featured ?? false,
        sortOrder: input.sortOrder ?? 0,
      });
      const row = await missions.insertMission({
        brand,
        code,
        ...figures,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new MissionConfigError(`${brand} already has the mission ${code}: use mission set.`);
      return row;
    });
  }

  /** Changes of a mission (players who accepted it keep the target and reward they accepted). */
  async update(brand: BrandId, code: string, changes: MissionInput): Promise<MissionRow> {
    const now = this.deps.clock();
    return this.uow.run(async ({ missions }) => {
      const current = await missions.missionByCode(brand, code);
      if (!current) throw new MissionConfigError(`${brand} has no mission ${code}.`);
      const prerequisiteCode =
        changes.prerequisite !== undefined
          ? changes.prerequisite
          : current.prerequisiteId === null
            ? null
            : ((await missions.missionById(brand, current.prerequisiteId))?.code ?? null);
      const type = changes.type ?? current.type;
      const figures = await this.checked(missions, brand, current, {
        type,
        tab:
          changes.tab ??
          (changes.type
            ? type === 'DAILY'
              ? 'daily'
              : current.tab === 'daily'
                ? 'accumulated'
                : current.tab
            : current.tab),
        title: changes.title ?? current.title,
        description: changes.description ?? current.description,
        conditionKind: changes.conditionKind ?? current.conditionKind,
        target: changes.target ?? current.target,
        reward:
          changes.reward ??
          (current.rewardKind === 'bonus'
            ? { kind: 'bonus', amount: current.rewardAmount, rounds: current.rewardRounds ?? 1 }
            : { kind: 'cash', amount: current.rewardAmount }),
        prerequisite: prerequisiteCode,
        startsAt: changes.startsAt ?? current.startsAt,
        endsAt: changes.endsAt !== undefined ? changes.endsAt : current.endsAt,
        durationHours:
          changes.durationHours !== undefined
            ? changes.durationHours
            : type === 'PERIOD'
              ? current.durationHours
              : null,
        claimHours: changes.claimHours ?? current.claimHours,
        featured: changes.featured ?? current.featured,
        sortOrder: changes.sortOrder ?? current.sortOrder,
      });
      return missions.updateMission(current.id, { ...figures, updatedAt: now });
    });
  }

  /** Retires a mission: no player sees or accepts it any more; false when it was retired already. */
  async retire(brand: BrandId, code: string): Promise<{ row: MissionRow; changed: boolean }> {
    const now = this.deps.clock();
    return this.uow.run(async ({ missions }) => {
      const current = await missions.missionByCode(brand, code);
      if (!current) throw new MissionConfigError(`${brand} has no mission ${code}.`);
      if (!current.active) return { row: current, changed: false };
      return {
        row: await missions.updateMission(current.id, { active: false, retiredAt: now, updatedAt: now }),
        changed: true,
      };
    });
  }

  /**
   * Creates the mission unless the brand has its code (the demo seed), open from now; a PERIOD one
   * without an end runs `periodDays` from now. True when it was made.
   */
  async ensure(
    brand: BrandId,
    code: string,
    input: MissionInput,
    options: { periodDays?: number } = {},
  ): Promise<boolean> {
    if (await this.repo.missionByCode(brand, code)) return false;
    const now = this.deps.clock();
    const endsAt =
      input.type === 'PERIOD' && input.endsAt === undefined && options.periodDays
        ? { endsAt: new Date(now.getTime() + options.periodDays * DAY_MS) }
        : {};
    try {
      await this.create(brand, code, { startsAt: now, ...input, ...endsAt });
      return true;
    } catch (error) {
      // Made meanwhile by another replica starting on the same database.
      if (error instanceof MissionConfigError && (await this.repo.missionByCode(brand, code))) return false;
      throw error;
    }
  }

  private async checked(
    missions: MissionRepository,
    brand: BrandId,
    current: MissionRow | null,
    input: {
      type: MissionType;
      tab: MissionTab;
      title: string;
      description: string;
      conditionKind: MissionConditionKind;
      target: number;
      reward: NonNullable<MissionInput['reward']>;
      prerequisite: string | null;
      startsAt: Date;
      endsAt: Date | null;
      durationHours: number | null;
      claimHours: number;
      featured: boolean;
      sortOrder: number;
    },
  ): Promise<Omit<NewMission, 'brand' | 'code' | 'active' | 'createdAt' | 'updatedAt'>> {
    const refuse = (message: string) => new MissionConfigError(message);
    if (!(MISSION_TYPES as readonly string[]).includes(input.type))
      throw refuse('--type is DAILY or PERIOD.');
    if (!(MISSION_TABS as readonly string[]).includes(input.tab))
      throw refuse('--tab is guide or accumulated.');
    if ((input.type === 'DAILY') !== (input.tab === 'daily'))
      throw refuse(
        input.type === 'DAILY'
          ? 'A DAILY mission is on the daily tab (leave out --tab).'
          : 'A PERIOD mission is on the guide or accumulated tab.',
      );
    const title = cleanText(input.title);
    if (title.length === 0 || title.length > MISSION_LIMITS.title)
      throw refuse(`--title is 1 to ${MISSION_LIMITS.title} characters.`);
    const description = cleanText(input.description);
    if (description.length > MISSION_LIMITS.description)
      throw refuse(`--description is at most ${MISSION_LIMITS.description} characters.`);
    if (!(MISSION_CONDITION_KINDS as readonly string[]).includes(input.conditionKind))
      throw refuse(`--kind is one of ${MISSION_CONDITION_KINDS.join(', ')}.`);
    const checkIn = input.conditionKind === 'DAILY_CHECK_IN';
    const maxTarget = checkIn ? MISSION_LIMITS.maxCheckInDays : MISSION_LIMITS.maxAmount;
    if (!Number.isSafeInteger(input.target) || input.target < 1 || input.target > maxTarget)
      throw refuse(
        `--target is a whole number from 1 to ${maxTarget.toLocaleString('en-US')}${checkIn ? ' (days)' : ' (VND)'}.`,
      );
    if (checkIn && input.type === 'DAILY' && input.target !== 1)
      throw refuse('A DAILY check-in mission counts today only: its --target is 1.');
    const reward = input.reward;
    if (!reward) throw refuse('--reward is required: cash:<VND> or bonus:<VND>x<rounds>.');
    if (!Number.isSafeInteger(reward.amount) || reward.amount < 1 || reward.amount > MISSION_LIMITS.maxAmount)
      throw refuse(
        `A reward is a whole number of VND from 1 to ${MISSION_LIMITS.maxAmount.toLocaleString('en-US')}.`,
      );
    if (
      reward.kind === 'bonus' &&
      (!Number.isSafeInteger(reward.rounds) ||
        reward.rounds < MISSION_LIMITS.rounds.min ||
        reward.rounds > MISSION_LIMITS.rounds.max)
    )
      throw refuse(`A bonus's rounds are ${MISSION_LIMITS.rounds.min} to ${MISSION_LIMITS.rounds.max}.`);
    if (Number.isNaN(input.startsAt.getTime())) throw refuse('--starts is not a date.');
    if (input.endsAt && Number.isNaN(input.endsAt.getTime())) throw refuse('--ends is not a date.');
    if (input.type === 'PERIOD' && !input.endsAt) throw refuse('A PERIOD mission needs --ends.');
    if (input.endsAt && input.endsAt <= input.startsAt) throw refuse('--ends must be after --starts.');
    if (input.durationHours !== null) {
      if (input.type !== 'PERIOD')
        throw refuse('--duration-hours is for PERIOD missions (a DAILY one ends with its day).');
      if (
        !Number.isSafeInteger(input.durationHours) ||
        input.durationHours < MISSION_LIMITS.durationHours.min ||
        input.durationHours > MISSION_LIMITS.durationHours.max
      )
        throw refuse(
          `--duration-hours is ${MISSION_LIMITS.durationHours.min} to ${MISSION_LIMITS.durationHours.max}.`,
        );
    }
    if (
      !Number.isSafeInteger(input.claimHours) ||
      input.claimHours < MISSION_LIMITS.claimHours.min ||
      input.claimHours > MISSION_LIMITS.claimHours.max
    )
      throw refuse(`--claim-hours is ${MISSION_LIMITS.claimHours.min} to ${MISSION_LIMITS.claimHours.max}.`);
    if (!Number.isSafeInteger(input.sortOrder) || Math.abs(input.sortOrder) > 100_000)
      throw refuse('--sort is a whole number from -100000 to 100000.');
    let prerequisiteId: number | null = null;
    if (input.prerequisite !== null) {
      const prerequisite = await missions.missionByCode(brand, input.prerequisite);
      if (!prerequisite) throw refuse(`${brand} has no mission ${input.prerequisite} to require first.`);
      if (current && prerequisite.id === current.id) throw refuse('A mission cannot require itself.');
      // No chain may loop back to this mission.
      for (let at: MissionRow | undefined = prerequisite, hops = 0; at?.prerequisiteId != null; hops += 1) {
        if ((current && at.prerequisiteId === current.id) || hops > 100)
          throw refuse('That prerequisite would make a loop.');
        at = await missions.missionById(brand, at.prerequisiteId);
      }
      prerequisiteId = prerequisite.id;
    }
    return {
      type: input.type,
      tab: input.tab,
      title,
      description,
      conditionKind: input.conditionKind,
      target: input.target,
      rewardKind: reward.kind,
      rewardAmount: reward.amount,
      rewardRounds: reward.kind === 'bonus' ? reward.rounds : null,
      prerequisiteId,
      durationHours: input.durationHours,
      claimHours: input.claimHours,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      featured: input.featured,
      sortOrder: input.sortOrder,
    };
  }
}

const cleanText = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function timingOf(mission: MissionRow) {
  return {
    type: mission.type,
    startsAt: mission.startsAt,
    endsAt: mission.endsAt,
    durationHours: mission.durationHours,
    claimHours: mission.claimHours,
  };
}

function stateOf(row: ProgressRow): RowState {
  return {
    status: row.status,
    progress: row.progress,
    target: row.target,
    deadline: row.deadline,
    completedAt: row.completedAt,
    claimUntil: row.claimUntil,
    expiredAt: row.expiredAt,
  };
}

const sortOf = (all: readonly Mission[], view: Mission): number =>
  all.findIndex((candidate) => candidate.id === view.id);

function viewOf(
  mission: MissionRow,
  row: ProgressRow | undefined,
  status: MissionStatus,
  cycle: { cycle: string; opens: Date; closes: Date; prerequisite: Mission['prerequisite'] },
): Mission {
  const reward: MissionReward = row
    ? { kind: row.rewardKind, amount: row.rewardAmount, rounds: row.rewardRounds }
    : { kind: mission.rewardKind, amount: mission.rewardAmount, rounds: mission.rewardRounds };
  return {
    id: mission.id,
    code: mission.code,
    title: mission.title,
    description: mission.description,
    type: mission.type,
    tab: mission.tab,
    category: MISSION_CATEGORY_OF[mission.conditionKind],
    conditionKind: mission.conditionKind,
    target: row?.target ?? mission.target,
    progress: row?.progress ?? 0,
    status,
    reward,
    prerequisite: cycle.prerequisite,
    cycle: row?.cycle ?? cycle.cycle,
    startsAt: cycle.opens.toISOString(),
    endsAt: cycle.closes.toISOString(),
    deadline: row?.deadline.toISOString() ?? null,
    claimUntil: row?.claimUntil?.toISOString() ?? null,
    acceptedAt: row?.acceptedAt.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
    claimedAt: row?.claimedAt?.toISOString() ?? null,
    featured: mission.featured,
  };
}
