import { ACCOUNT_ERROR_CODES } from '@xc/api-contract';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError, MESSAGES } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  /** The window, from the first attempt (whole seconds; rounded up). */
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What is limited; every rule counts attempts, successful or not. */
export interface RateLimitRules {
  /** Logins from one IP (generous: mobile carriers put many players behind one address). */
  loginPerIp: RateLimitRule;
  /**
   * Logins to one username from one IP: a stranger guessing from their address locks out only
   * that address, never the owner logging in from theirs.
   */
  loginPerUsernameAndIp: RateLimitRule;
  /**
   * Wrong passwords for one username from any address: past `max` in the window, each attempt waits
   * longer before it is checked (1 s, 2 s, 4 s, then 8 s each: ASVS soft lockout), the owner's too,
   * but nobody is refused for it.
   */
  loginFailuresPerUsername: RateLimitRule;
  registerPerIp: RateLimitRule;
  autoLoginPerIp: RateLimitRule;
  /** One-time codes sent from one IP (includes forgot-password searches). */
  otpSendPerIp: RateLimitRule;
  /** One-time codes sent to one phone or email, and for one player. */
  otpSendPerTarget: RateLimitRule;
  /** Code guesses per player (each challenge also dies after 5 wrong codes). */
  otpVerifyPerPlayer: RateLimitRule;
  /** Code guesses per IP (forgot password has no player yet). */
  otpVerifyPerIp: RateLimitRule;
  /** Password changes per player: each one checks the current password. */
  passwordChangePerPlayer: RateLimitRule;
  /** Demo studio rounds per session: each one is two wallet calls. */
  studioRoundsPerSession: RateLimitRule;
  /** Live-video checks per address (a lobby page asks for each of its live tiles). */
  streamVerifyPerIp: RateLimitRule;
  /** Scratch cards a player submits (PINs can be guessed; only the owner's own tries count). */
  cardDepositPerPlayer: RateLimitRule;
  /** Card withdrawals confirmed with the phone's last 5 digits, per player. */
  withdrawalConfirmPerPlayer: RateLimitRule;
  /** Wrong gift codes a player types, from any address (only the owner's session can count here). */
  giftCodeFailuresPerPlayer: RateLimitRule;
  /**
   * Wrong gift codes typed from one address, by any player (generous: carriers put many players
   * behind one address); a guesser there never locks the owner out from theirs.
   */
  giftCodeFailuresPerIp: RateLimitRule;
  /** Event reward claims (lost-bet refund, app download bonus) per player: each one is a locked payout. */
  rewardClaimPerPlayer: RateLimitRule;
  /** Lucky spin submits per player (one a day succeeds; the rest are refused or replayed). */
  rewardSpinPerPlayer: RateLimitRule;
  /**
   * Mission accepts, claims and tracking pings per player: past `max` in the window each call waits
   * longer (a slowdown, never a refusal: a player is never locked out of their missions).
   */
  missionActionsPerPlayer: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  loginPerUsernameAndIp: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerUsername: { max: 5, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: HOUR },
  autoLoginPerIp: { max: 30, windowMs: 15 * MINUTE },
  otpSendPerIp: { max: 30, windowMs: HOUR },
  otpSendPerTarget: { max: 10, windowMs: HOUR },
  otpVerifyPerPlayer: { max: 30, windowMs: HOUR },
  otpVerifyPerIp: { max: 60, windowMs: HOUR },
  passwordChangePerPlayer: { max: 10, windowMs: HOUR },
  studioRoundsPerSession: { max: 300, windowMs: MINUTE },
  streamVerifyPerIp: { max: 300, windowMs: MINUTE },
  cardDepositPerPlayer: { max: 10, windowMs: 15 * MINUTE },
  withdrawalConfirmPerPlayer: { max: 10, windowMs: HOUR },
  giftCodeFailuresPerPlayer: { max: 10, windowMs: HOUR },
  giftCodeFailuresPerIp: { max: 50, windowMs: HOUR },
  rewardClaimPerPlayer: { max: 20, windowMs: MINUTE },
  rewardSpinPerPlayer: { max: 20, windowMs: MINUTE },
  missionActionsPerPlayer: { max: 30, windowMs: MINUTE },
};

export type RateLimitName = keyof RateLimitRules;

/**
 * What a limit does while its shared store (Redis) fails — down, unreachable, or slower than the
 * client's command timeout:
 *
 * - `local`: it counts in this process's memory instead (rate-limiter-flexible's insurance limiter),
 *   so the limit still holds on each replica: at worst N times the limit across N replicas, for the
 *   outage. Failing open would let guessing run unlimited exactly while Redis is down; failing
 *   closed would turn a Redis outage into an outage of login, registration and one-time codes for
 *   every player.
 *
 * Every limit here protects an account or a paid channel (SMS) or a capacity, so each one is `local`;
 * the table is per limit so that a future limit states its own choice.
 */
export const WHEN_STORE_FAILS: Record<RateLimitName, 'local'> = {
  loginPerIp: 'local',
  loginPerUsernameAndIp: 'local',
  loginFailuresPerUsername: 'local',
  registerPerIp: 'local',
  autoLoginPerIp: 'local',
  otpSendPerIp: 'local',
  otpSendPerTarget: 'local',
  otpVerifyPerPlayer: 'local',
  otpVerifyPerIp: 'local',
  passwordChangePerPlayer: 'local',
  studioRoundsPerSession: 'local',
  streamVerifyPerIp: 'local',
  cardDepositPerPlayer: 'local',
  withdrawalConfirmPerPlayer: 'local',
  giftCodeFailuresPerPlayer: 'local',
  giftCodeFailuresPerIp: 'local',
  rewardClaimPerPlayer: 'local',
  rewardSpinPerPlayer: 'local',
  missionActionsPerPlayer: 'local',
};

/** The slowdown's first wait and its cap. */
// The cap stays well under the web client's 15 s timeout, so a slowed owner still gets an answer.
export const SLOWDOWN = { firstMs: 1_000, maxMs: 8_000 };

/** Where the counters live: this process's memory, or Redis shared by every replica. */
export interface RateLimiterOptions {
  rules?: Partial<RateLimitRules>;
  /** A client from infra/redis.ts; absent = memory (one process). */
  redis?: Redis;
  /** Namespace of the keys in Redis (`<prefix>:<brand>:<rule>:<subject>`); tests give one per file. */
  keyPrefix?: string;
  /** How a slowed attempt waits (tests record the waits instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_KEY_PREFIX = 'xc:rl';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The platform's limits on rate-limiter-flexible: one fixed window per rule and key, starting at
 * the key's first attempt, counted in Redis when a client is given (atomically, by a Lua script, so
 * replicas count together) and in memory otherwise. Every key is the brand's: a player, a name or an
 * address of one brand never uses up another's.
 */
export class RateLimiter {
  readonly rules: RateLimitRules;
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: RateLimiterOptions = {}) {
    this.rules = { ...DEFAULT_RATE_LIMITS, ...options.rules };
    this.sleep = options.sleep ?? wait;
    const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
    const limiterOf = (name: RateLimitName): RateLimiterAbstract => {
      const rule = this.rules[name];
      const shape = { points: rule.max, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)), keyPrefix };
      const memory = new RateLimiterMemory(shape);
      if (!options.redis) return memory;
      return new RateLimiterRedis({
        ...shape,
        storeClient: options.redis,
        // Not connected (yet, or any more): straight to the fallback, never a queued command.
        rejectIfRedisNotReady: true,
        insuranceLimiter: WHEN_STORE_FAILS[name] === 'local' ? memory : undefined,
      });
    };
    this.limiters = Object.fromEntries(
      (Object.keys(this.rules) as RateLimitName[]).map((name) => [name, limiterOf(name)]),
    ) as Record<RateLimitName, RateLimiterAbstract>;
  }

  private key(rule: RateLimitName, brand: string, subject: string): string {
    return `${brand}:${rule}:${subject}`;
  }

  /** Counts one attempt under `rule` for `subject`; over the limit it throws a 429 with Retry-After. */
  async consume(rule: RateLimitName, brand: string, subject: string): Promise<void> {
    try {
      await this.limiters[rule].consume(this.key(rule, brand, subject));
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      throw new AppError(429, ACCOUNT_ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(outcome.msBeforeNext / 1000))) },
      });
    }
  }

  /**
   * Waits as long as `subject`'s failures under `rule` ask: nothing up to the rule's `max`, then a
   * wait that doubles with each further failure, up to SLOWDOWN.maxMs. Returns the wait.
   */
  async slowDown(rule: RateLimitName, brand: string, subject: string): Promise<number> {
    const counted = await this.limiters[rule].get(this.key(rule, brand, subject));
    const over = (counted?.consumedPoints ?? 0) - this.rules[rule].max;
    if (over <= 0) return 0;
    const ms = Math.min(SLOWDOWN.maxMs, SLOWDOWN.firstMs * 2 ** Math.min(over - 1, 16));
    await this.sleep(ms);
    return ms;
  }

  /**
   * Gives back an attempt `consume` counted, for a rule that counts failures only: the attempt is
   * taken first (atomic, so parallel tries cannot slip past the limit) and returned once it proved
   * not to be one.
   */
  async refund(rule: RateLimitName, brand: string, subject: string): Promise<void> {
    await this.limiters[rule].reward(this.key(rule, brand, subject), 1);
  }

  /** Counts one failure of `subject` under a slowdown `rule` (never refuses). */
  async fail(rule: RateLimitName, brand: string, subject: string): Promise<void> {
    await this.limiters[rule].penalty(this.key(rule, brand, subject));
  }
}
