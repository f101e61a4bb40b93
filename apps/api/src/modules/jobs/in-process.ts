import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../infra/clock';
import {
  asJson,
  backoffMs,
  checkName,
  checkSpec,
  KEY_RETENTION_MS,
  latestTick,
  nextSlot,
  retryOf,
  silentLogger,
  type EnqueueOptions,
  type JobOptions,
  type JobRun,
  type Jobs,
  type JobsLogger,
  type ScheduleSpec,
  watched,
} from './jobs';

export interface InProcessOptions {
  /** Whose time decides what is due (tests pass one they move by hand). */
  clock?: Clock;
  logger?: JobsLogger;
  /** Run due work by itself on timers (default true); false: only when `runDue` is called. */
  timers?: boolean;
  /** How long `stop` waits for running jobs (default 5 s); a job still running then is left. */
  stopGraceMs?: number;
}

interface Schedule {
  name: string;
  spec: ScheduleSpec;
  run: (job: JobRun) => Promise<unknown>;
  retry: Required<NonNullable<JobOptions['retry']>>;
  nextAt: number;
  retryAt: number | null;
  /** The tick of the last run (a retry is for it). */
  tick: number;
  failures: number;
  running: boolean;
}

interface Handler {
  run: (payload: unknown, job: JobRun) => Promise<unknown>;
  retry: Required<NonNullable<JobOptions['retry']>>;
  timeoutMs: number | undefined;
}

interface Queued {
  id: string;
  name: string;
  payload: unknown;
  key: string | undefined;
  runAt: number;
  runs: number;
}

/** The longest a timer sleeps before looking again (a clock moved, a sleep resumed). */
const MAX_SLEEP_MS = 30_000;

/**
 * The jobs of one process, in its memory: the runner on the embedded PGlite (one process by
 * construction), and the `process` schedules of every replica on PostgreSQL. A schedule never runs
 * twice at once (a tick coming while it runs waits for it, then runs once); a throw is retried
 * after a backoff; one-off jobs of one name run one after another.
 */
export class InProcessJobs implements Jobs {
  readonly kind = 'in-process' as const;
  private readonly clock: Clock;
  private readonly log: JobsLogger;
  private readonly schedules = new Map<string, Schedule>();
  private readonly handlers = new Map<string, Handler>();
  private queue: Queued[] = [];
  /** Keys of one-off jobs: until when they are remembered (Infinity while the job waits or runs). */
  private readonly keys = new Map<string, number>();
  private readonly busyNames = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(private readonly options: InProcessOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.log = options.logger ?? silentLogger;
  }

  schedule(name: string, spec: ScheduleSpec, run: (job: JobRun) => Promise<unknown>): void {
    checkSpec(name, spec);
    this.claim(name);
    this.schedules.set(name, {
      name,
      spec,
      run,
      retry: retryOf(spec),
      nextAt: nextSlot(spec, this.clock()).getTime(),
      retryAt: null,
      tick: 0,
      failures: 0,
      running: false,
    });
    this.arm();
  }

  handle<T>(
    name: string,
    run: (payload: T, job: JobRun) => Promise<unknown>,
    options: JobOptions = {},
  ): void {
    checkName(name);
    this.claim(name);
    this.handlers.set(name, {
      run: run as Handler['run'],
      retry: retryOf(options),
      timeoutMs: options.timeoutMs,
    });
  }

  async enqueue<T>(name: string, payload: T, options: EnqueueOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`jobs: no handler for ${name}`);
    const now = this.clock().getTime();
    if (options.key !== undefined) {
      const keyed = `${name}\u0000${options.key}`;
      if ((this.keys.get(keyed) ?? 0) > now) return;
      this.keys.set(keyed, Infinity);
    }
    this.queue.push({
      id: randomUUID(),
      name,
      payload: asJson(payload),
      key: options.key,
      runAt: now + Math.max(0, options.delayMs ?? 0),
      runs: 0,
    });
    this.arm();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.arm();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight.size === 0) return;
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise<void>((resolve) => {
        grace = setTimeout(resolve, this.options.stopGraceMs ?? 5_000);
        grace.unref();
      }),
    ]);
    clearTimeout(grace);
  }

  /** Runs what is due now and waits for it; returns how many runs it made. */
  async runDue(): Promise<number> {
    const launched = this.launchDue();
    await Promise.all(launched.map((work) => work.promise));
    return launched.reduce((sum, work) => sum + work.runs(), 0);
  }

  // ---- the machinery

  private claim(name: string): void {
    if (this.schedules.has(name) || this.handlers.has(name))
      throw new Error(`jobs: ${name} is already registered`);
  }

  private launchDue(): Array<{ promise: Promise<void>; runs: () => number }> {
    if (this.stopped) return [];
    const now = this.clock().getTime();
    const launched: Array<{ promise: Promise<void>; runs: () => number }> = [];
    for (const schedule of this.schedules.values()) {
      if (schedule.running || now < Math.min(schedule.nextAt, schedule.retryAt ?? Infinity)) continue;
      launched.push({ promise: this.track(this.runSchedule(schedule, now)), runs: () => 1 });
    }
    const names = new Set(this.queue.filter((job) => job.runAt <= now).map((job) => job.name));
    for (const name of names) {
      if (this.busyNames.has(name)) continue;
      let runs = 0;
      launched.push({
        promise: this.track(this.drain(name, () => (runs += 1))),
        runs: () => runs,
      });
    }
    return launched;
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => {
      this.inFlight.delete(tracked);
      this.arm();
    });
    this.inFlight.add(tracked);
    return tracked;
  }

  private async runSchedule(schedule: Schedule, now: number): Promise<void> {
    schedule.running = true;
    if (now >= schedule.nextAt) {
      // A new tick (the latest one due): a retry pending for an older one is folded into it.
      const { tick, next } = latestTick(schedule.spec, schedule.nextAt, now);
      schedule.tick = tick;
      schedule.failures = 0;
      schedule.nextAt = next;
    }
    schedule.retryAt = null;
    try {
      const run = {
        name: schedule.name,
        attempt: schedule.failures + 1,
        tick: new Date(schedule.tick).toISOString(),
      };
      await watched(this.log, run, schedule.spec.timeoutMs, () => schedule.run(run));
      schedule.failures = 0;
      schedule.retryAt = null;
    } catch (error) {
      schedule.failures += 1;
      if (schedule.failures <= schedule.retry.limit) {
        const delayMs = backoffMs(schedule.retry, schedule.failures);
        schedule.retryAt = this.clock().getTime() + delayMs;
        this.log.warn(
          { err: error, job: schedule.name, attempt: schedule.failures, retryInMs: delayMs },
          'job failed, retrying',
        );
      } else {
        this.log.error(
          { err: error, job: schedule.name, attempts: schedule.failures },
          'job failed, no retries left (the next tick runs it again)',
        );
        schedule.failures = 0;
      }
    } finally {
      schedule.running = false;
    }
  }

  /** Runs the due one-off jobs of one name, one after another. */
  private async drain(name: string, counted: () => void): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) return;
    this.busyNames.add(name);
    try {
      for (;;) {
        if (this.stopped) return;
        const now = this.clock().getTime();
        const job = this.queue.find((candidate) => candidate.name === name && candidate.runAt <= now);
        if (!job) return;
        this.queue = this.queue.filter((candidate) => candidate !== job);
        counted();
        await this.runQueued(handler, job);
      }
    } finally {
      this.busyNames.delete(name);
    }
  }

  private async runQueued(handler: Handler, job: Queued): Promise<void> {
    job.runs += 1;
    try {
      const run = { name: job.name, attempt: job.runs };
      await watched(this.log, run, handler.timeoutMs, () => handler.run(asJson(job.payload), run));
      this.forgetKeyLater(job);
    } catch (error) {
      if (job.runs <= handler.retry.limit) {
        const delayMs = backoffMs(handler.retry, job.runs);
        job.runAt = this.clock().getTime() + delayMs;
        this.queue.push(job);
        this.log.warn(
          { err: error, job: job.name, attempt: job.runs, retryInMs: delayMs },
          'job failed, retrying',
        );
      } else {
        this.log.error(
          { err: error, job: job.name, attempts: job.runs, payload: job.payload },
          'job failed, no retries left',
        );
        this.forgetKeyLater(job);
      }
    }
  }

  private forgetKeyLater(job: Queued): void {
    const now = this.clock().getTime();
    for (const [key, until] of this.keys) if (until <= now) this.keys.delete(key);
    if (job.key !== undefined) this.keys.set(`${job.name}\u0000${job.key}`, now + KEY_RETENTION_MS);
  }

  /** Sleeps until the next due work (at most MAX_SLEEP_MS), when started with timers. */
  private arm(): void {
    if (!this.started || this.stopped || this.options.timers === false) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    let next = Infinity;
    for (const schedule of this.schedules.values())
      if (!schedule.running) next = Math.min(next, schedule.nextAt, schedule.retryAt ?? Infinity);
    for (const job of this.queue) if (!this.busyNames.has(job.name)) next = Math.min(next, job.runAt);
    if (next === Infinity) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, next - this.clock().getTime()));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.launchDue();
      this.arm();
    }, delay);
    this.timer.unref();
  }
}
