import {
  GIFT_CODE_ERROR_CODES as CODES,
  GIFT_CODE_ERROR_STATUSES as STATUS,
  GIFT_CODE_MESSAGES as M,
  GIFT_CODE_MAX_LENGTH,
  mobileCarrier,
  type GiftCodeKind,
  type GiftRedemption,
  type Pagination,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import type { RateLimiter, RateLimitName } from '../../infra/rate-limit';
import type { Tx, UnitOfWork } from '../../infra/unit-of-work';
import type { BetService } from '../bets/service';
import type { PlayerRow } from '../players/repository';
import type { PlayerService } from '../players/service';
import { bonusAccount, playerAccount } from '../wallet/accounts';
import type { Ledger } from '../wallet/ledger';
import type { GiftCodeRepository, GiftCodeRow, RedemptionRow } from './repository';

/** The operator's bounds: a typo of extra zeros should not become a code. */
export const GIFT_CODE_LIMITS = {
  maxValue: 1_000_000_000,
  maxRequiredBet: 100_000_000_000,
  maxCap: 1_000_000,
  maxGenerate: 1_000,
} as const;

/** Generated single-use codes: 12 characters of an alphabet without look-alikes (60 random bits). */
export const GENERATED_CODE_LENGTH = 12;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Who redeems: the session's player, on the request's brand, from this address. */
export interface GiftCodeCaller {
  playerId: number;
  brand: BrandId;
  ip: string;
}

/** What the cashier asks before a withdrawal, inside its own unit of work; it throws to refuse. */
export type WithdrawalGuard = (tx: Tx, who: { playerId: number; brand: BrandId }) => Promise<void>;

/** A request the operator made that cannot be done (a code taken, unknown, out of bounds). */
export class GiftCodeAdminError extends Error {
  override readonly name = 'GiftCodeAdminError';
}

/** The state the operator's list shows. */
export type GiftCodeState = 'active' | 'disabled' | 'expired' | 'exhausted';

export interface NewCodeInput {
  brand: BrandId;
  code: string;
  kind: GiftCodeKind;
  value: number;
  requiredBet: number;
  expiresAt: Date;
  /** Redemptions in all (single: 1). */
  cap: number;
  createdBy: string;
}

const fail = (key: keyof typeof CODES, message: string, options?: ErrorOptions) =>
  new AppError(STATUS[key], CODES[key], message, options);
const invalid = () => fail('invalid', M.invalid);

const RULES: readonly RateLimitName[] = ['giftCodeFailuresPerIp', 'giftCodeFailuresPerPlayer'];

/**
 * Gift codes: the operator makes them (CLI), a player redeems one into the wallet (bonus:<brand> →
 * player, type `giftcode`), and its required total bet holds further codes and withdrawals until the
 * player's settled stakes since redeeming reach it (read through the bets module's turnover).
 */
export class GiftCodeService {
  constructor(
    private readonly uow: UnitOfWork<{ giftcodes: GiftCodeRepository }>,
    private readonly deps: {
      ledger: Ledger;
      players: PlayerService;
      bets: BetService;
      limiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  private now(): Date {
    return this.deps.clock();
  }

  // ---------------------------------------------------------------- the player's

  /**
   * Redeems a code (as the contract's schema let it through: trimmed, 1–20 letters and digits). The
   * same requestId again answers with the same redemption and moves nothing.
   */
  async redeem(caller: GiftCodeCaller, input: { code: string; requestId: string }): Promise<GiftRedemption> {
    const code = input.code.trim().toUpperCase();
    const earlier = await this.uow.read.giftcodes.redemptionByRequest(
      caller.playerId,
      caller.brand,
      input.requestId,
    );
    if (earlier) return this.view(this.replayOf(earlier, code));

    const player = await this.deps.players.require(caller.playerId);
    this.checkEligible(player);
    // A quick refusal that counts nothing; the one that decides is taken again under the lock below.
    await this.refuseWhilePending(caller);

    await this.countAttempt(caller);
    const outcome = { wrongCode: false };
    try {
      const row = await this.uow.run(async ({ giftcodes }, tx) => {
        await giftcodes.lockPlayer(caller.playerId);
        const twin = await giftcodes.redemptionByRequest(caller.playerId, caller.brand, input.requestId);
        if (twin) return this.replayOf(twin, code);
        await this.refuseWhilePending(caller, tx);

        // Unknown, another brand's, disabled, expired, used up, or redeemed by this player already: one
        // answer, after the same single read, whichever it is.
        const now = this.now();
        const found = await giftcodes.lockCode(caller.brand, code, caller.playerId);
        const usable =
          found !== undefined &&
          found.code.active &&
          found.code.expiresAt > now &&
          found.code.redeemedCount < found.code.totalCap &&
          !found.redeemedByPlayer;
        if (!usable || !(await giftcodes.takeOne(found.code.id))) {
          outcome.wrongCode = true;
          throw invalid();
        }
        const redemption = await giftcodes.insertRedemption({
          brand: caller.brand,
          playerId: caller.playerId,
          codeId: found.code.id,
          value: found.code.value,
          requiredBet: found.code.requiredBet,
          enteredAt: now,
          requestId: input.requestId,
        });
        await this.deps.ledger.post(tx, {
          idempotencyKey: `giftcode:${redemption.id}`,
          type: 'giftcode',
          brand: caller.brand,
          playerId: caller.playerId,
          reference: found.code.code,
          metadata: { redemption: redemption.id, requiredBet: redemption.requiredBet },
          lines: [
            { account: bonusAccount(caller.brand), amount: -redemption.value },
            { account: playerAccount(caller.playerId), amount: redemption.value },
          ],
        });
        return { ...redemption, code: found.code.code };
      });
      return await this.view(row);
    } finally {
      // Only wrong codes count against the limits.
      if (!outcome.wrongCode) await this.refundAttempt(caller);
    }
  }

  /** The player's redemptions, newest first, with each one's bet so far and status. */
  async history(
    who: { playerId: number; brand: BrandId },
    page: { page: number; per_page: number },
  ): Promise<{ data: GiftRedemption[]; meta: { pagination: Pagination } }> {
    const repo = this.uow.read.giftcodes;
    const { rows, total } = await repo.history(who.playerId, who.brand, {
      limit: page.per_page,
      offset: (page.page - 1) * page.per_page,
    });
    const latest = rows.length > 0 ? await repo.latestRedemption(who.playerId, who.brand) : undefined;
    const data = await Promise.all(
      rows.map((row) =>
        // A code is only redeemed once the one before it is eligible, and a bet so far never shrinks:
        // every redemption but the latest is eligible, its bet so far its requirement.
        row.id === latest?.id ? this.view(row) : Promise.resolve(toView(row, row.requiredBet)),
      ),
    );
    return {
      data,
      meta: {
        pagination: {
          total,
          page: page.page,
          per_page: page.per_page,
          last_page: Math.max(1, Math.ceil(total / page.per_page)),
        },
      },
    };
  }

  /**
   * For the cashier (wired in services.ts): refuses a withdrawal with 409 GIFT_CODE_WAGERING_INCOMPLETE
   * and the amount still to bet while the player's latest redemption is pending. A step inside the
   * cashier's unit of work: it reads through `tx`.
   */
  readonly withdrawalGuard: WithdrawalGuard = async (tx, who) => {
    // The redemptions' lock: a code being redeemed meanwhile is either seen here, or credited after
    // this withdrawal has taken its money.
    await this.uow.bindTo(tx).giftcodes.lockPlayer(who.playerId);
    const remaining = await this.remainingOf(who, tx);
    if (remaining > 0) throw fail('wageringIncomplete', M.wageringIncomplete(remaining));
  };

  /** What the player still has to bet for their latest redemption (0: none pending). */
  async remainingOf(who: { playerId: number; brand: BrandId }, tx?: Tx): Promise<number> {
    const repo = tx ? this.uow.bindTo(tx).giftcodes : this.uow.read.giftcodes;
    const latest = await repo.latestRedemption(who.playerId, who.brand);
    if (!latest) return 0;
    return latest.requiredBet - (await this.betSoFar(latest, tx));
  }

  private checkEligible(player: PlayerRow): void {
    // Where the coming self-exclusion joins the lock: either refuses every code.
    if (player.status !== 'active') throw fail('notEligible', M.notEligible);
    if (player.phoneVerifiedAt === null || mobileCarrier(player.phone) === null)
      throw fail('phoneRequired', M.phoneRequired);
  }

  private async refuseWhilePending(who: { playerId: number; brand: BrandId }, tx?: Tx): Promise<void> {
    const remaining = await this.remainingOf(who, tx);
    if (remaining > 0) throw fail('pending', M.pending(remaining));
  }

  private replayOf(row: RedemptionRow, code: string): RedemptionRow {
    if (row.code !== code) throw fail('requestConflict', M.requestConflict);
    return row;
  }

  /**
   * Counts the attempt on the address, then on the player (each 429 with the gift-code message); given
   * back unless it proves a wrong code.
   */
  private async countAttempt(caller: GiftCodeCaller): Promise<void> {
    const subjects = [caller.ip, String(caller.playerId)];
    for (const [index, rule] of RULES.entries()) {
      try {
        await this.deps.limiter.consume(rule, caller.brand, subjects[index] ?? '');
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        for (const [before, taken] of RULES.slice(0, index).entries())
          await this.deps.limiter.refund(taken, caller.brand, subjects[before] ?? '');
        throw new AppError(429, CODES.tooManyAttempts, M.tooManyAttempts, {
          headers: error.headers,
          cause: error,
        });
      }
    }
  }

  private async refundAttempt(caller: GiftCodeCaller): Promise<void> {
    await this.deps.limiter.refund('giftCodeFailuresPerIp', caller.brand, caller.ip);
    await this.deps.limiter.refund('giftCodeFailuresPerPlayer', caller.brand, String(caller.playerId));
  }

  /** Settled stakes on every product since the code was entered, up to its required bet. */
  private async betSoFar(row: RedemptionRow, tx?: Tx): Promise<number> {
    if (row.requiredBet === 0) return 0;
    const turnover = await this.deps.bets.turnover(
      {
        brand: row.brand,
        playerId: row.playerId,
        from: row.enteredAt,
        // Settle times come from the same clock; one past now so a round settled this instant counts.
        to: new Date(this.now().getTime() + 1),
      },
      tx,
    );
    const staked = turnover.reduce((sum, product) => sum + product.stake, 0);
    return Math.min(row.requiredBet, staked);
  }

  private async view(row: RedemptionRow): Promise<GiftRedemption> {
    return toView(row, await this.betSoFar(row));
  }

  // ---------------------------------------------------------------- the operator's

  async createCode(input: NewCodeInput): Promise<GiftCodeRow> {
    const code = input.code.trim().toUpperCase();
    if (!new RegExp(`^[A-Z0-9]{1,${GIFT_CODE_MAX_LENGTH}}$`).test(code))
      throw new GiftCodeAdminError(
        `A code is 1 to ${GIFT_CODE_MAX_LENGTH} letters and digits (got "${input.code}").`,
      );
    this.checkTerms(input);
    if (input.kind === 'single' && input.cap !== 1)
      throw new GiftCodeAdminError('A single-use code is redeemed once: its cap is 1.');
    const row = await this.uow.read.giftcodes.insertCode({
      brand: input.brand,
      code,
      kind: input.kind,
      value: input.value,
      requiredBet: input.requiredBet,
      expiresAt: input.expiresAt,
      totalCap: input.cap,
      createdBy: input.createdBy,
      createdAt: this.now(),
    });
    if (!row) throw new GiftCodeAdminError(`${input.brand} already has the code ${code}.`);
    return row;
  }

  /** `count` random single-use codes with the same terms, made in one transaction. */
  async generateCodes(
    input: Omit<NewCodeInput, 'code' | 'kind' | 'cap'> & { count: number },
  ): Promise<GiftCodeRow[]> {
    if (!Number.isSafeInteger(input.count) || input.count < 1 || input.count > GIFT_CODE_LIMITS.maxGenerate)
      throw new GiftCodeAdminError(`Generate 1 to ${GIFT_CODE_LIMITS.maxGenerate} codes at a time.`);
    this.checkTerms({ ...input, cap: 1 });
    const now = this.now();
    return this.uow.run(async ({ giftcodes }) => {
      const made: GiftCodeRow[] = [];
      while (made.length < input.count) {
        // 60 random bits: a clash is all but impossible, and simply drawn again.
        const row = await giftcodes.insertCode({
          brand: input.brand,
          code: randomCode(),
          kind: 'single',
          value: input.value,
          requiredBet: input.requiredBet,
          expiresAt: input.expiresAt,
          totalCap: 1,
          createdBy: input.createdBy,
          createdAt: now,
        });
        if (row) made.push(row);
      }
      return made;
    });
  }

  /**
   * Makes the code, valid `validDays` from now, if the brand does not have it (the demo seed); true
   * when it was made.
   */
  async ensureCode(input: Omit<NewCodeInput, 'expiresAt'> & { validDays: number }): Promise<boolean> {
    const key = input.code.toUpperCase();
    const repo = this.uow.read.giftcodes;
    if (await repo.codeOf(input.brand, key)) return false;
    const expiresAt = new Date(this.now().getTime() + input.validDays * 24 * 60 * 60_000);
    try {
      await this.createCode({ ...input, expiresAt });
      return true;
    } catch (error) {
      // Made meanwhile by another replica starting on the same database.
      if (error instanceof GiftCodeAdminError && (await repo.codeOf(input.brand, key))) return false;
      throw error;
    }
  }

  async listCodes(brand: BrandId, options: { usableOnly?: boolean; limit?: number } = {}) {
    const now = this.now();
    const { rows, total } = await this.uow.read.giftcodes.listCodes(brand, {
      ...(options.usableOnly ? { usableAt: now } : {}),
      limit: options.limit ?? 500,
    });
    return { codes: rows.map((row) => ({ ...row, state: stateOf(row, now) })), total };
  }

  /** Disables a code (redemptions made stay); false when it was already disabled. */
  async disableCode(brand: BrandId, code: string): Promise<{ row: GiftCodeRow; changed: boolean }> {
    const key = code.trim().toUpperCase();
    const repo = this.uow.read.giftcodes;
    const disabled = await repo.disable(brand, key, this.now());
    if (disabled) return { row: disabled, changed: true };
    const existing = await repo.codeOf(brand, key);
    if (!existing) throw new GiftCodeAdminError(`${brand} has no code ${key}.`);
    return { row: existing, changed: false };
  }

  private checkTerms(input: { value: number; requiredBet: number; expiresAt: Date; cap: number }): void {
    if (!Number.isSafeInteger(input.value) || input.value < 1 || input.value > GIFT_CODE_LIMITS.maxValue)
      throw new GiftCodeAdminError(
        `The value is a whole number of VND from 1 to ${GIFT_CODE_LIMITS.maxValue.toLocaleString('en-US')}.`,
      );
    if (
      !Number.isSafeInteger(input.requiredBet) ||
      input.requiredBet < 0 ||
      input.requiredBet > GIFT_CODE_LIMITS.maxRequiredBet
    )
      throw new GiftCodeAdminError(
        `The required bet is a whole number of VND from 0 to ${GIFT_CODE_LIMITS.maxRequiredBet.toLocaleString('en-US')}.`,
      );
    if (!Number.isSafeInteger(input.cap) || input.cap < 1 || input.cap > GIFT_CODE_LIMITS.maxCap)
      throw new GiftCodeAdminError(
        `The cap is 1 to ${GIFT_CODE_LIMITS.maxCap.toLocaleString('en-US')} redemptions.`,
      );
    if (Number.isNaN(input.expiresAt.getTime())) throw new GiftCodeAdminError('The expiry is not a date.');
    if (input.expiresAt <= this.now())
      throw new GiftCodeAdminError(
        `The expiry must be in the future (got ${input.expiresAt.toISOString()}).`,
      );
  }
}

function toView(row: RedemptionRow, betSoFar: number): GiftRedemption {
  return {
    id: row.id,
    code: row.code,
    enteredAt: row.enteredAt.toISOString(),
    value: row.value,
    requiredBet: row.requiredBet,
    betSoFar,
    status: betSoFar >= row.requiredBet ? 'eligible' : 'pending',
  };
}

export function stateOf(row: GiftCodeRow, now: Date): GiftCodeState {
  if (!row.active) return 'disabled';
  if (row.expiresAt <= now) return 'expired';
  if (row.redeemedCount >= row.totalCap) return 'exhausted';
  return 'active';
}

function randomCode(): string {
  let out = '';
  // 256 is a multiple of the alphabet's 32 letters: every letter equally likely.
  for (const byte of randomBytes(GENERATED_CODE_LENGTH)) out += ALPHABET[byte % ALPHABET.length];
  return out;
}
