import { ACCOUNT_ERROR_CODES } from '@xc/api-contract';
import { AppError, MESSAGES } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Where counters live. In memory for one process; a shared store (Redis, once REDIS_URL lands)
 * implements the same call so replicas count together.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in its current fixed window and returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The hits on `key` in its current window, without counting one. */
  count(key: string, now: number): Promise<number>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hitsSinceSweep = 0;

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    this.sweep(now);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async count(key: string, now: number): Promise<number> {
    const current = this.windows.get(key);
    return current && current.resetAt > now ? current.count : 0;
  }

  get size(): number {
    return this.windows.size;
  }

  /** Drops finished windows now and then, so one-off keys (an IP seen once) do not pile up. */
  private sweep(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
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
};

export type RateLimitName = keyof RateLimitRules;

/** The slowdown's first wait and its cap. */
// The cap stays well under the web client's 15 s timeout, so a slowed owner still gets an answer.
export const SLOWDOWN = { firstMs: 1_000, maxMs: 8_000 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RateLimiter {
  private readonly rules: RateLimitRules;

  constructor(
    rules: Partial<RateLimitRules> = {},
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly now: () => number = Date.now,
    /** How a slowed attempt waits (tests record the waits instead of sleeping). */
    private readonly sleep: (ms: number) => Promise<void> = wait,
  ) {
    this.rules = { ...DEFAULT_RATE_LIMITS, ...rules };
  }

  /**
   * Waits as long as `subject`'s failures under `rule` ask: nothing up to the rule's `max`, then a
   * wait that doubles with each further failure, up to SLOWDOWN.maxMs. Returns the wait.
   */
  async slowDown(rule: RateLimitName, subject: string): Promise<number> {
    const failures = await this.store.count(`${rule}:${subject}`, this.now());
    const over = failures - this.rules[rule].max;
    if (over <= 0) return 0;
    const ms = Math.min(SLOWDOWN.maxMs, SLOWDOWN.firstMs * 2 ** Math.min(over - 1, 16));
    await this.sleep(ms);
    return ms;
  }

  /** Counts one failure of `subject` under a slowdown `rule`. */
  async fail(rule: RateLimitName, subject: string): Promise<void> {
    await this.store.hit(`${rule}:${subject}`, this.rules[rule].windowMs, this.now());
  }

  /** Counts one attempt under `rule` for `subject`; over the limit it throws a 429 with Retry-After. */
  async consume(rule: RateLimitName, subject: string): Promise<void> {
    const { max, windowMs } = this.rules[rule];
    const now = this.now();
    const { count, resetAt } = await this.store.hit(`${rule}:${subject}`, windowMs, now);
    if (count <= max) return;
    throw new AppError(429, ACCOUNT_ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil((resetAt - now) / 1000))) },
    });
  }
}
