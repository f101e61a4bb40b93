import {
  APP_INSTALL_BONUS,
  REWARD_ERROR_CODES as CODES,
  REWARD_MESSAGES as M,
  type LostBetRefund,
  type ReadyRewards,
  type SpinResult,
  type SpinStatus,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { hashServerSeed, newServerSeed } from '../../infra/fair';
import type { RateLimiter } from '../../infra/rate-limit';
import type { Tx, UnitOfWork } from '../../infra/unit-of-work';
import type { TurnoverRow } from '../bets/service';
import type { PlayerRow } from '../players/repository';
import { bonusAccount, playerAccount } from '../wallet/accounts';
import { balanceAfter, type Ledger } from '../wallet/ledger';
import type { CampaignRow, RewardRepository, SpinRow } from './repository';
import { drawPrize, SPIN_PRIZES, type SpinPrize } from './spin';
import { campaignView, DAY, refundOf, startOfVietnamDay, vietnamDay, vietnamMonth } from './terms';

/** Who asks: the session's player on the request's brand. */
export interface RewardCaller {
  playerId: number;
  brand: BrandId;
}

/** The cashier, as far as the rewards ask it (services.ts passes the cashier's answer). */
export interface DepositHistory {
  hasCompletedDeposit(playerId: number): Promise<boolean>;
}

export interface RewardDependencies {
  ledger: Ledger;
  players: { require(playerId: number): Promise<PlayerRow> };
  /** Settled play (bets module): what the lost-bet refund counts. */
  turnover(filter: { brand: string; from: Date; to: Date; playerId?: number }): Promise<TurnoverRow[]>;
  deposits: DepositHistory;
  limiter: RateLimiter;
  clock: Clock;
}

export interface CampaignInput {
  title: string;
  startsAt: Date;
  endsAt: Date;
  claimUntil: Date;
  rateBp: number;
  maxRefund: number;
  active: boolean;
}

/** The largest refund cap a campaign may have (a typo of extra zeros should not go through). */
export const MAX_CAMPAIGN_REFUND = 10_000_000_000;

/** The demo campaign the seed adds for the current month (README "Event rewards"). */
export const DEMO_CAMPAIGN = { rateBp: 500, maxRefund: 2_000_000 } as const;

/** An operator's campaign edit that breaks a rule (the CLI prints it and exits 2). */
export class CampaignError extends Error {
  override readonly name = 'CampaignError';
}

const notEligible = () => new AppError(403, CODES.notEligible, M.notEligible);
const alreadySpun = () => new AppError(409, CODES.alreadySpun, M.alreadySpun);
const requestConflict = () => new AppError(409, CODES.requestConflict, M.requestConflict);

/**
 * The event rewards: the lost-bet refund campaigns, the app download bonus (once per person) and the
 * daily lucky spin (provably fair). Every payout is one `Ledger.post` of `bonus:<brand>` → the
 * player's wallet (type `reward`) inside the use case's unit of work, under a lock that makes
 * parallel submits take turns, keyed so that no payout can happen twice.
 */
export class RewardService {
  constructor(
    private readonly uow: UnitOfWork<{ rewards: RewardRepository }>,
    private readonly deps: RewardDependencies,
  ) {}

  private get repo(): RewardRepository {
    return this.uow.read.rewards;
  }

  private now(): Date {
    return this.deps.clock();
  }

  /**
   * Whether the player may receive event rewards at all. The hook of the responsible-gaming tools:
   * a self-excluded player (on any brand of the person) will be refused here too.
   */
  private isEligible(player: PlayerRow): boolean {
    return player.status === 'active';
  }

  private async eligiblePlayer(playerId: number): Promise<PlayerRow> {
    const player = await this.deps.players.require(playerId);
    if (!this.isEligible(player)) throw notEligible();
    return player;
  }

  private async pay(
    tx: Tx,
    caller: RewardCaller,
    payout: { key: string; amount: number; reference: string; metadata: Record<string, unknown> },
  ): Promise<{ walletTransactionId: number; balance: number }> {
    const account = playerAccount(caller.playerId);
    const posted = await this.deps.ledger.post(tx, {
      idempotencyKey: payout.key,
      type: 'reward',
      brand: caller.brand,
      playerId: caller.playerId,
      reference: payout.reference,
      metadata: payout.metadata,
      lines: [
        { account: bonusAccount(caller.brand), amount: -payout.amount },
        { account, amount: payout.amount },
      ],
    });
    return { walletTransactionId: posted.id, balance: balanceAfter(posted, account) ?? 0 };
  }

  // ---------------------------------------------------------------- lost-bet refund

  /** The campaign the page shows and claims go to: the one running, or still open for claims. */
  private campaignNow(brand: BrandId, now: Date): Promise<CampaignRow | undefined> {
    return this.repo.claimableCampaign(brand, now);
  }

  /** Settled stakes minus wins of the player in the campaign's window up to now (0 when ahead). */
  private async netLoss(campaign: CampaignRow, playerId: number, now: Date): Promise<number> {
    // Settled up to and including now (the turnover's end is exclusive), never past the window.
    const to = new Date(Math.min(now.getTime() + 1, campaign.endsAt.getTime()));
    if (to <= campaign.startsAt) return 0;
    const rows = await this.deps.turnover({ brand: campaign.brand, from: campaign.startsAt, to, playerId });
    const stake = rows.reduce((total, row) => total + row.stake, 0);
    const win = rows.reduce((total, row) => total + row.win, 0);
    return Math.max(0, stake - win);
  }

  private async figure(campaign: CampaignRow, playerId: number, now: Date) {
    const netLoss = await this.netLoss(campaign, playerId, now);
    const refundable = refundOf(netLoss, campaign.rateBp, campaign.maxRefund);
    const claimed = await this.repo.refundClaimed(campaign.id, playerId);
    return { netLoss, refundable, claimed, claimable: Math.max(0, refundable - claimed) };
  }

  /** The campaign with its terms, and with a session the player's own figure. */
  async lostBetRefund(brand: BrandId, playerId: number | null): Promise<LostBetRefund> {
    const now = this.now();
    const campaign = await this.campaignNow(brand, now);
    if (!campaign) return { campaign: null, mine: null };
    return {
      campaign: campaignView(campaign),
      mine: playerId === null ? null : await this.figure(campaign, playerId, now),
    };
  }

  /**
   * Pays what accrued and was not claimed yet. The figure is read first, then, under the player's
   * lock, what was already claimed: two claims at once pay the difference once.
   */
  async claimLostBetRefund(
    caller: RewardCaller,
    requestId: string,
  ): Promise<{ amount: number; balance: number }> {
    await this.deps.limiter.consume('rewardClaimPerPlayer', caller.brand, String(caller.playerId));
    await this.eligiblePlayer(caller.playerId);
    const answered = await this.repo.refundClaimByRequest(caller.playerId, requestId);
    if (answered) return { amount: answered.amount, balance: answered.balanceAfter };
    const now = this.now();
    const campaign = await this.campaignNow(caller.brand, now);
    if (!campaign) throw new AppError(409, CODES.campaignClosed, M.campaignClosed);
    const netLoss = await this.netLoss(campaign, caller.playerId, now);
    const refundable = refundOf(netLoss, campaign.rateBp, campaign.maxRefund);
    return this.uow.run(async ({ rewards }, tx) => {
      await rewards.lockRefundsOf(caller.playerId);
      const twin = await rewards.refundClaimByRequest(caller.playerId, requestId);
      if (twin) return { amount: twin.amount, balance: twin.balanceAfter };
      const claimed = await rewards.refundClaimed(campaign.id, caller.playerId);
      const amount = refundable - claimed;
      if (amount <= 0) throw new AppError(409, CODES.nothingToClaim, M.nothingToClaim);
      const paid = await this.pay(tx, caller, {
        key: `reward:refund:${campaign.id}:${caller.playerId}:${requestId}`,
        amount,
        reference: `lost-bet-refund:${campaign.id}`,
        metadata: {
          reward: 'lost-bet-refund',
          campaignId: campaign.id,
          netLoss,
          refundable,
          claimedBefore: claimed,
        },
      });
      await rewards.insertRefundClaim({
        campaignId: campaign.id,
        playerId: caller.playerId,
        brand: caller.brand,
        amount,
        requestId,
        balanceAfter: paid.balance,
        walletTransactionId: paid.walletTransactionId,
        createdAt: now,
      });
      return { amount, balance: paid.balance };
    });
  }

  // ---------------------------------------------------------------- app download bonus

  async appInstallStatus(caller: RewardCaller) {
    const player = await this.deps.players.require(caller.playerId);
    const claim =
      player.personId === null
        ? await this.repo.appInstallClaimOfPlayer(player.id)
        : await this.repo.appInstallClaimOf(player.personId);
    return {
      amount: APP_INSTALL_BONUS,
      claimed: claim !== undefined,
      phoneVerified: player.phoneVerifiedAt !== null,
    };
  }

  /**
   * 5,000 VND once per person. The client's `standalone: true` is all the server knows of the
   * display mode (it cannot verify it); the person rule, under the person's lock and a unique index,
   * is the real guard: the person's account on another brand cannot take it again.
   */
  async claimAppInstall(
    caller: RewardCaller,
    requestId: string,
  ): Promise<{ amount: number; balance: number }> {
    await this.deps.limiter.consume('rewardClaimPerPlayer', caller.brand, String(caller.playerId));
    const player = await this.eligiblePlayer(caller.playerId);
    const personId = player.personId;
    if (player.phoneVerifiedAt === null || personId === null)
      throw new AppError(403, CODES.phoneRequired, M.phoneRequired);
    return this.uow.run(async ({ rewards }, tx) => {
      await rewards.lockPerson(personId);
      const existing =
        (await rewards.appInstallClaimOf(personId)) ?? (await rewards.appInstallClaimOfPlayer(player.id));
      if (existing) {
        if (existing.playerId === player.id && existing.requestId === requestId)
          return { amount: existing.amount, balance: existing.balanceAfter };
        throw new AppError(409, CODES.alreadyClaimed, M.appAlreadyClaimed);
      }
      const paid = await this.pay(tx, caller, {
        key: `reward:app-install:${personId}`,
        amount: APP_INSTALL_BONUS,
        reference: 'app-install',
        metadata: { reward: 'app-install', personId },
      });
      await rewards.insertAppInstallClaim({
        personId,
        playerId: player.id,
        brand: caller.brand,
        amount: APP_INSTALL_BONUS,
        requestId,
        balanceAfter: paid.balance,
        walletTransactionId: paid.walletTransactionId,
        createdAt: this.now(),
      });
      return { amount: APP_INSTALL_BONUS, balance: paid.balance };
    });
  }

  // ---------------------------------------------------------------- daily lucky spin

  /** The seed committed for the player's next spin, committing a first one if there is none. */
  private async committedSeed(caller: RewardCaller) {
    const found = await this.repo.spinSeedOf(caller.playerId);
    if (found) return found;
    const serverSeed = newServerSeed();
    await this.repo.ensureSpinSeed({
      playerId: caller.playerId,
      brand: caller.brand,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      nonce: 0,
      createdAt: this.now(),
    });
    const seed = await this.repo.spinSeedOf(caller.playerId);
    if (!seed) throw new Error('spin seed vanished');
    return seed;
  }

  /** Why the player cannot spin today (a message of REWARD_MESSAGES), or null. */
  private async spinRefusal(player: PlayerRow, spunToday: boolean): Promise<string | null> {
    if (!this.isEligible(player)) return M.notEligible;
    if (!(await this.deps.deposits.hasCompletedDeposit(player.id))) return M.depositRequired;
    if (spunToday) return M.alreadySpun;
    return null;
  }

  async spinStatus(caller: RewardCaller): Promise<SpinStatus> {
    const player = await this.deps.players.require(caller.playerId);
    const seed = await this.committedSeed(caller);
    const now = this.now();
    const spunToday = (await this.repo.spinOfDay(caller.playerId, vietnamDay(now))) !== undefined;
    const reason = await this.spinRefusal(player, spunToday);
    return {
      prizes: SPIN_PRIZES.map((prize) => ({ ...prize })),
      available: reason === null,
      reason,
      serverSeedHash: seed.serverSeedHash,
      nonce: seed.nonce,
      nextSpinAt: spunToday ? new Date(startOfVietnamDay(now).getTime() + DAY).toISOString() : null,
    };
  }

  /**
   * One spin per Vietnam day. Under the lock of the player's committed seed: a replay (same
   * requestId) answers the first result; another spin of the same day is refused; otherwise the
   * committed seed and the player's client seed decide the prize, the prize is paid, the seed is
   * revealed in the answer and a new one is committed for the next spin.
   */
  async spin(caller: RewardCaller, input: { clientSeed: string; requestId: string }): Promise<SpinResult> {
    await this.deps.limiter.consume('rewardSpinPerPlayer', caller.brand, String(caller.playerId));
    await this.eligiblePlayer(caller.playerId);
    const answered = await this.repo.spinByRequest(caller.playerId, input.requestId);
    if (answered) return this.replayed(answered, input.clientSeed);
    if (!(await this.deps.deposits.hasCompletedDeposit(caller.playerId)))
      throw new AppError(403, CODES.depositRequired, M.depositRequired);
    await this.committedSeed(caller);
    const now = this.now();
    const day = vietnamDay(now);
    return this.uow.run(async ({ rewards }, tx) => {
      const seed = await rewards.lockSpinSeed(caller.playerId);
      if (!seed) throw new Error('spin seed vanished');
      const twin = await rewards.spinByRequest(caller.playerId, input.requestId);
      if (twin) return this.replayed(twin, input.clientSeed);
      if (await rewards.spinOfDay(caller.playerId, day)) throw alreadySpun();
      const { prize } = drawPrize(seed.serverSeed, input.clientSeed, seed.nonce);
      const paid =
        prize.amount > 0
          ? await this.pay(tx, caller, {
              key: `reward:spin:${caller.playerId}:${day}`,
              amount: prize.amount,
              reference: `spin:${day}`,
              metadata: { reward: 'spin', day, prizeIndex: prize.index, nonce: seed.nonce },
            })
          : {
              walletTransactionId: null,
              balance: await this.deps.ledger.balanceWithin(tx, playerAccount(caller.playerId)),
            };
      const row = await rewards.insertSpin({
        playerId: caller.playerId,
        brand: caller.brand,
        day,
        requestId: input.requestId,
        serverSeed: seed.serverSeed,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: input.clientSeed,
        nonce: seed.nonce,
        prizeIndex: prize.index,
        amount: prize.amount,
        balanceAfter: paid.balance,
        walletTransactionId: paid.walletTransactionId,
        createdAt: now,
      });
      const next = newServerSeed();
      await rewards.replaceSpinSeed(caller.playerId, {
        serverSeed: next,
        serverSeedHash: hashServerSeed(next),
        nonce: seed.nonce + 1,
        createdAt: now,
      });
      return spinResult(row);
    });
  }

  private replayed(row: SpinRow, clientSeed: string): SpinResult {
    if (row.clientSeed !== clientSeed) throw requestConflict();
    return spinResult(row);
  }

  // ---------------------------------------------------------------- what is ready

  /** What the eventGetRewardDaily / eventGetRewardPeriod modals offer now. */
  async ready(caller: RewardCaller): Promise<ReadyRewards> {
    const player = await this.deps.players.require(caller.playerId);
    if (!this.isEligible(player)) return { daily: null, period: null };
    const now = this.now();
    const day = vietnamDay(now);
    const spunToday = (await this.repo.spinOfDay(caller.playerId, day)) !== undefined;
    const daily =
      (await this.spinRefusal(player, spunToday)) === null ? { kind: 'spin' as const, day } : null;
    const campaign = await this.campaignNow(caller.brand, now);
    const claimable = campaign ? (await this.figure(campaign, caller.playerId, now)).claimable : 0;
    return {
      daily,
      period:
        campaign && claimable > 0
          ? { kind: 'lost-bet-refund' as const, campaignId: campaign.id, claimable }
          : null,
    };
  }

  // ---------------------------------------------------------------- the operator's campaigns

  listCampaigns(brand: BrandId): Promise<CampaignRow[]> {
    return this.repo.campaigns(brand);
  }

  async createCampaign(brand: BrandId, input: CampaignInput): Promise<CampaignRow> {
    const campaign = checkCampaign(input);
    const now = this.now();
    return this.uow.run(async ({ rewards }) => {
      await rewards.lockCampaignsOf(brand);
      if (campaign.active) await refuseOverlap(rewards, brand, campaign);
      return rewards.insertCampaign({ ...campaign, brand, createdAt: now, updatedAt: now });
    });
  }

  async updateCampaign(brand: BrandId, id: number, changes: Partial<CampaignInput>): Promise<CampaignRow> {
    return this.uow.run(async ({ rewards }) => {
      await rewards.lockCampaignsOf(brand);
      const current = await rewards.campaign(brand, id);
      if (!current) throw new CampaignError(`No refund campaign ${id} on ${brand}.`);
      const merged: CampaignInput = {
        title: changes.title ?? current.title,
        startsAt: changes.startsAt ?? current.startsAt,
        endsAt: changes.endsAt ?? current.endsAt,
        claimUntil: changes.claimUntil ?? current.claimUntil,
        rateBp: changes.rateBp ?? current.rateBp,
        maxRefund: changes.maxRefund ?? current.maxRefund,
        active: changes.active ?? current.active,
      };
      const campaign = checkCampaign(merged);
      if (campaign.active) await refuseOverlap(rewards, brand, campaign, id);
      return rewards.updateCampaign(id, { ...campaign, updatedAt: this.now() });
    });
  }

  /**
   * The demo campaign of the current (Vietnam) month, unless the brand has any campaign, active or
   * not, meeting that month (the operator's own, or one switched off, is left as it is). Null when
   * nothing was added.
   */
  async ensureDemoCampaign(brand: BrandId): Promise<CampaignRow | null> {
    const now = this.now();
    const month = vietnamMonth(now);
    return this.uow.run(async ({ rewards }) => {
      await rewards.lockCampaignsOf(brand);
      if ((await rewards.overlapping(brand, month.start, month.end, { activeOnly: false })).length > 0)
        return null;
      return rewards.insertCampaign({
        brand,
        title: `Hoàn trả cược thua tháng ${month.month}/${month.year}`,
        startsAt: month.start,
        endsAt: month.end,
        claimUntil: month.end,
        rateBp: DEMO_CAMPAIGN.rateBp,
        maxRefund: DEMO_CAMPAIGN.maxRefund,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
    });
  }
}

function spinResult(row: SpinRow): SpinResult {
  const prize: SpinPrize | undefined = SPIN_PRIZES[row.prizeIndex];
  if (!prize) throw new Error(`spin ${row.id} landed on unknown slot ${row.prizeIndex}`);
  return {
    // The amount paid is the row's, whatever the wheel says today.
    prize: { ...prize, amount: row.amount },
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    balance: row.balanceAfter,
    at: row.createdAt.toISOString(),
  };
}

/** The campaign as it will be stored (title trimmed), or a CampaignError saying which rule it breaks. */
function checkCampaign(input: CampaignInput): CampaignInput {
  const title = input.title.trim();
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (title.length === 0 || title.length > 120 || /[\u0000-\u001f\u007f]/.test(title))
    throw new CampaignError('The title is 1 to 120 characters, without control characters.');
  for (const [name, at] of [
    ['start', input.startsAt],
    ['end', input.endsAt],
    ['claim-until', input.claimUntil],
  ] as const)
    if (Number.isNaN(at.getTime())) throw new CampaignError(`The ${name} is not a date.`);
  if (input.startsAt >= input.endsAt) throw new CampaignError('The campaign must end after it starts.');
  if (input.claimUntil < input.endsAt)
    throw new CampaignError('Claims must stay open at least until the campaign ends.');
  if (!Number.isInteger(input.rateBp) || input.rateBp < 1 || input.rateBp > 10_000)
    throw new CampaignError('The rate is 1 to 10000 basis points (0.01% to 100%).');
  if (!Number.isSafeInteger(input.maxRefund) || input.maxRefund < 1 || input.maxRefund > MAX_CAMPAIGN_REFUND)
    throw new CampaignError(`The maximum refund is 1 to ${MAX_CAMPAIGN_REFUND.toLocaleString('en-US')} VND.`);
  return { ...input, title };
}

/** One claimable campaign at a time per brand: active campaigns' [start, claim-until) never meet. */
async function refuseOverlap(
  rewards: RewardRepository,
  brand: BrandId,
  input: CampaignInput,
  except?: number,
): Promise<void> {
  const [other] = await rewards.overlapping(brand, input.startsAt, input.claimUntil, { except });
  if (other)
    throw new CampaignError(
      `It overlaps active campaign ${other.id} "${other.title}" (${other.startsAt.toISOString()} to claims until ${other.claimUntil.toISOString()}); a brand runs one campaign at a time.`,
    );
}
