import { createHash } from 'node:crypto';
import { parseExpression } from 'cron-parser';

/**
 * The one way background work runs: recurring jobs by name and period (or cron), one-off jobs with a
 * payload and an idempotency key. Two implementations: pg-boss on PostgreSQL (any number of
 * replicas), an in-process runner on the embedded PGlite (one process by construction).
 *
 * Handlers run **at least once**: a run whose process dies, or whose outcome cannot be recorded, is
 * run again. Every handler must be idempotent (they are: they do "the due work" or decide once).
 */
export interface Jobs {
  readonly kind: 'in-process' | 'pg-boss';
  /**
   * A recurring job. `scope: 'cluster'` (default): once per tick among all the replicas, never two
   * runs at once; `'process'`: in every process, for work on the process's own memory (a cache).
   */
  schedule(name: string, spec: ScheduleSpec, run: (job: JobRun) => Promise<unknown>): void;
  /** The handler of the one-off jobs of that name (registered before any is enqueued). */
  handle<T>(name: string, run: (payload: T, job: JobRun) => Promise<unknown>, options?: JobOptions): void;
  /**
   * A one-off job, run once by one replica after `delayMs`. With a `key`, enqueuing the same key
   * again (while it waits, runs, or for an hour after it ran) adds nothing. The payload is JSON.
   * Enqueued before `start`, it waits for it.
   */
  enqueue<T>(name: string, payload: T, options?: EnqueueOptions): Promise<void>;
  /** Starts running the jobs (the app's onReady); registrations come before it. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (a while) for the running ones; the app's onClose. */
  stop(): Promise<void>;
  /** Tests: runs now what is due (in-process), or fetches and runs what is ready (pg-boss). */
  runDue(): Promise<number>;
}

export interface JobRun {
  name: string;
  /** 1 for the first run, 2 for the first retry … */
  attempt: number;
  /** A schedule's tick this run is for (ISO time); absent for one-off jobs. */
  tick?: string;
}

export interface JobOptions {
  /** Retries after a throw (or a death), `delayMs` doubling each time. Default 3 retries from 1 s. */
  retry?: { limit?: number; delayMs?: number };
  /**
   * A run taking longer than this is presumed dead (its process killed) and is retried elsewhere
   * (pg-boss expiry). Default 60 s; keep it well above the longest legitimate run.
   */
  timeoutMs?: number;
}

export interface ScheduleSpec extends JobOptions {
  /** Every `every` ms, on the multiples of it since the epoch (so replicas agree on the ticks). */
  every?: number;
  /** Or a cron expression (5 fields, or 6 with seconds), in `tz` (default UTC). */
  cron?: string;
  tz?: string;
  scope?: 'cluster' | 'process';
}

export interface EnqueueOptions {
  key?: string;
  delayMs?: number;
}

export const DEFAULT_RETRY = { limit: 3, delayMs: 1_000 };
export const DEFAULT_TIMEOUT_MS = 60_000;
/** How long a one-off job's key is remembered after it ran. */
export const KEY_RETENTION_MS = 60 * 60_000;

const NAME = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

export function checkName(name: string): void {
  if (!NAME.test(name) || name.length > 100)
    throw new Error(`jobs: "${name}" is not a job name (lower case words separated by dots)`);
}

export function checkSpec(name: string, spec: ScheduleSpec): void {
  checkName(name);
  if ((spec.every === undefined) === (spec.cron === undefined))
    throw new Error(`jobs: ${name} needs either every (ms) or cron`);
  if (spec.every !== undefined && (!Number.isSafeInteger(spec.every) || spec.every < 10))
    throw new Error(`jobs: ${name}: every must be a whole number of ms, at least 10`);
  if (spec.cron !== undefined) nextSlot(spec, new Date());
}

/** The first tick of a schedule strictly after `after`. */
export function nextSlot(spec: Pick<ScheduleSpec, 'every' | 'cron' | 'tz'>, after: Date): Date {
  if (spec.every !== undefined) {
    const t = after.getTime();
    return new Date(Math.floor(t / spec.every) * spec.every + spec.every);
  }
  return parseExpression(spec.cron ?? '', { currentDate: after, tz: spec.tz ?? 'UTC' })
    .next()
    .toDate();
}

/**
 * The latest tick at or before `now`, given a tick `due` at or before it (replicas agree on it,
 * whenever each wakes up), and the tick after it.
 */
export function latestTick(spec: Pick<ScheduleSpec, 'every' | 'cron' | 'tz'>, due: number, now: number) {
  if (spec.every !== undefined) {
    const tick = Math.max(due, Math.floor(now / spec.every) * spec.every);
    return { tick, next: tick + spec.every };
  }
  let tick = due;
  let next = nextSlot(spec, new Date(tick)).getTime();
  for (let i = 0; next <= now && i < 10_000; i += 1) {
    tick = next;
    next = nextSlot(spec, new Date(tick)).getTime();
  }
  if (next <= now) next = nextSlot(spec, new Date(now)).getTime();
  return { tick, next };
}

/** Retries after the nth failure (1, 2, …): the delay doubling from `delayMs`. */
export function backoffMs(retry: Required<NonNullable<JobOptions['retry']>>, failures: number): number {
  return retry.delayMs * 2 ** Math.min(16, Math.max(0, failures - 1));
}

export function retryOf(options: JobOptions): Required<NonNullable<JobOptions['retry']>> {
  return { ...DEFAULT_RETRY, ...options.retry };
}

/**
 * A UUID derived from what identifies a job: a schedule's tick (`name`, the tick's time) or a
 * one-off job's key. Replicas that add the same tick or key add the same id, which the queue keeps
 * once.
 */
export function jobId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** JSON in, JSON out: handlers get what a queue in a database would give them. */
export function asJson<T>(payload: T): T {
  return payload === undefined ? (null as T) : (JSON.parse(JSON.stringify(payload)) as T);
}

/**
 * Runs a job's handler, warning once if it outlives its timeout: on PostgreSQL the job is then
 * presumed dead and may run again elsewhere; in one process the schedule waits for it.
 */
export async function watched<T>(
  log: JobsLogger,
  job: JobRun,
  timeoutMs: number | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const timer = setTimeout(
    () => log.warn({ job: job.name, attempt: job.attempt }, 'job still running after its timeout'),
    timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  timer.unref();
  try {
    return await run();
  } finally {
    clearTimeout(timer);
  }
}

/** The logger the runners write to (pino's shape). */
export interface JobsLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const silentLogger: JobsLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
