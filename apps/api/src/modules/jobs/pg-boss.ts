import PgBoss from 'pg-boss';
import { InProcessJobs } from './in-process';
import {
  checkName,
  checkSpec,
  DEFAULT_TIMEOUT_MS,
  jobId,
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

/** How pg-boss reaches PostgreSQL: the app's own pool (`DatabaseHandle.execute`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface PgBossOptions {
  logger?: JobsLogger;
  /** How often each queue is asked for jobs that became ready (retries, delayed jobs). Default 1 s. */
  pollMs?: number;
  /**
   * How often pg-boss's maintenance (one replica at a time) fails the jobs of dead workers over to a
   * retry, archives and deletes. Default 15 s.
   */
  maintenanceIntervalSeconds?: number;
  /** How long `stop` waits for running jobs (default 5 s); a job still running then is left to expiry. */
  stopGraceMs?: number;
}

interface Queue {
  name: string;
  schedule?: { spec: ScheduleSpec; nextAt: number };
  run: (payload: unknown, job: JobRun) => Promise<unknown>;
  options: JobOptions;
}

const SCHEMA = 'pgboss';

/**
 * The jobs of a cluster on PostgreSQL, through pg-boss 10 (its own schema `pgboss`, created at start).
 *
 * - A schedule's tick is a job whose id is derived from (name, tick time): every replica adds it at
 *   the tick, PostgreSQL keeps one, one replica fetches it (`FOR UPDATE SKIP LOCKED`). Its queue has
 *   the `stately` policy: at most one of its jobs runs at a time in the whole cluster, so ticks never
 *   overlap (a tick added while one waits is dropped: the waiting one does the work).
 * - A one-off job with a key has the id derived from the key, so the same key is added once.
 * - A throw fails the job: pg-boss retries it with backoff. A job whose process died stays active
 *   until its `timeoutMs`; then pg-boss's maintenance fails it over to a retry another replica runs.
 * - `process` schedules run in each process's own in-process runner.
 *
 * pg-boss's own workers and cron are not used: they record a job's completion without waiting for
 * it (an unhandled rejection when the connection is cut at that moment), and cron ticks once a
 * minute at best. This loop awaits and catches every call, and ticks at any period.
 */
export class PgBossJobs implements Jobs {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly local: InProcessJobs;
  private readonly log: JobsLogger;
  private readonly queues = new Map<string, Queue>();
  private readonly waiting: Array<{ name: string; payload: unknown; options: EnqueueOptions }> = [];
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Map<string, () => void>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: SqlExecutor,
    private readonly options: PgBossOptions = {},
  ) {
    this.log = options.logger ?? silentLogger;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => db.executeSql(text, values) },
      schema: SCHEMA,
      schedule: false,
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 15,
      archiveCompletedAfterSeconds: KEY_RETENTION_MS / 1000,
      deleteAfterDays: 1,
    });
    // pg-boss reports its maintenance's failures (a connection lost) as 'error' events.
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue maintenance failed'));
    this.local = new InProcessJobs({ logger: this.log, stopGraceMs: options.stopGraceMs });
  }

  schedule(name: string, spec: ScheduleSpec, run: (job: JobRun) => Promise<unknown>): void {
    checkSpec(name, spec);
    if (spec.scope === 'process') {
      this.local.schedule(name, spec, run);
      return;
    }
    this.register({ name, schedule: { spec, nextAt: 0 }, run: (_payload, job) => run(job), options: spec });
  }

  handle<T>(
    name: string,
    run: (payload: T, job: JobRun) => Promise<unknown>,
    options: JobOptions = {},
  ): void {
    checkName(name);
    this.register({ name, run: run as Queue['run'], options });
  }

  async enqueue<T>(name: string, payload: T, options: EnqueueOptions = {}): Promise<void> {
    const queue = this.queues.get(name);
    if (!queue || queue.schedule) throw new Error(`jobs: no handler for ${name}`);
    if (!this.started) {
      this.waiting.push({ name, payload, options });
      return;
    }
    await this.boss.send(
      name,
      (payload ?? null) as object,
      {
        ...(options.key !== undefined ? { id: jobId(name, 'key', options.key) } : {}),
        ...(options.delayMs && options.delayMs > 0
          ? { startAfter: `${options.delayMs / 1000} seconds` }
          : {}),
      } as PgBoss.SendOptions,
    );
    this.wakers.get(name)?.();
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    const settings = [...this.queues.values()].map((queue) => {
      const retry = retryOf(queue.options);
      return {
        name: queue.name,
        policy: queue.schedule ? 'stately' : 'standard',
        retryLimit: retry.limit,
        retryDelay: Math.max(1, Math.round(retry.delayMs / 1000)),
        retryBackoff: true,
        expireInSeconds: Math.max(1, Math.ceil((queue.options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)),
      } as const;
    });
    // Replicas starting together would deadlock in pg-boss's create_queue (each inserts its queue
    // row, then alters the partition to reference the queue table), so queues are created in one
    // transaction under an advisory lock: one replica at a time. (Several statements in one simple
    // query are one transaction; no BEGIN, so a failure leaves no aborted transaction on the pool.)
    if (settings.length > 0) {
      await this.db.executeSql(
        [
          `SELECT pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.xc.jobs.queues')::bytea), 'hex'))::bit(64)::bigint)`,
          ...settings.map(
            (queue) =>
              `SELECT ${SCHEMA}.create_queue(${literal(queue.name)}, ${literal(JSON.stringify(queue))}::json)`,
          ),
        ].join(';\n'),
      );
    }
    // A queue made by an older release takes this release's settings.
    for (const queue of settings) await this.boss.updateQueue(queue.name, queue);
    this.started = true;
    for (const { name, payload, options } of this.waiting.splice(0))
      await this.enqueue(name, payload, options);
    await this.local.start();
    for (const queue of this.queues.values()) this.loops.push(this.loop(queue));
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const wake of this.wakers.values()) wake();
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.loops, ...this.running]),
      new Promise<void>((resolve) => {
        grace = setTimeout(resolve, this.options.stopGraceMs ?? 5_000);
        grace.unref();
      }),
    ]);
    clearTimeout(grace);
    await this.local.stop();
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }

  /** Adds the ticks that are due and runs, in turn, one ready job of each queue. */
  async runDue(): Promise<number> {
    let runs = await this.local.runDue();
    for (const queue of this.queues.values()) {
      await this.addTickIfDue(queue);
      if (await this.fetchAndRun(queue)) runs += 1;
    }
    return runs;
  }

  // ---- the machinery

  private register(queue: Queue): void {
    if (this.started) throw new Error(`jobs: register ${queue.name} before start`);
    if (this.queues.has(queue.name)) throw new Error(`jobs: ${queue.name} is already registered`);
    this.queues.set(queue.name, queue);
  }

  /** One queue's worker in this process: a tick when due, then jobs as long as there are some. */
  private async loop(queue: Queue): Promise<void> {
    const pollMs = this.options.pollMs ?? 1_000;
    while (!this.stopped) {
      let ran = false;
      try {
        await this.addTickIfDue(queue);
        ran = await this.fetchAndRun(queue);
      } catch (error) {
        this.log.warn({ err: error, job: queue.name }, 'job queue unreachable');
      }
      if (ran || this.stopped) continue;
      const wakeAt = Math.min(Date.now() + pollMs, queue.schedule?.nextAt ?? Infinity);
      await this.sleep(queue.name, Math.max(0, wakeAt - Date.now()));
    }
  }

  private async addTickIfDue(queue: Queue): Promise<void> {
    const schedule = queue.schedule;
    if (!schedule) return;
    const now = Date.now();
    if (now < schedule.nextAt) return;
    if (schedule.nextAt === 0) {
      // Started between two ticks: the first one this replica adds is the next.
      schedule.nextAt = nextSlot(schedule.spec, new Date(now)).getTime();
      return;
    }
    const { tick, next } = latestTick(schedule.spec, schedule.nextAt, now);
    schedule.nextAt = next;
    const at = new Date(tick).toISOString();
    await this.boss.send(queue.name, { tick: at }, {
      id: jobId(queue.name, 'tick', at),
    } as PgBoss.SendOptions);
  }

  private async fetchAndRun(queue: Queue): Promise<boolean> {
    if (this.stopped) return false;
    const [job] = (await this.boss.fetch(queue.name, { batchSize: 1, includeMetadata: true })) as
      PgBoss.JobWithMetadata[] | [];
    if (!job) return false;
    const run = this.runJob(queue, job);
    this.running.add(run);
    await run.finally(() => this.running.delete(run));
    return true;
  }

  private async runJob(queue: Queue, job: PgBoss.JobWithMetadata): Promise<void> {
    const attempt = job.retryCount + 1;
    let failure: unknown = null;
    try {
      const tick = queue.schedule ? (job.data as { tick?: string } | null)?.tick : undefined;
      const run = { name: queue.name, attempt, ...(tick ? { tick } : {}) };
      await watched(this.log, run, queue.options.timeoutMs, () =>
        queue.run(queue.schedule ? null : job.data, run),
      );
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === null) await this.boss.complete(queue.name, job.id);
      else {
        this.log.warn(
          { err: failure, job: queue.name, attempt },
          'job failed, retrying if it has retries left',
        );
        const message = failure instanceof Error ? failure.message : String(failure);
        await this.boss.fail(queue.name, job.id, { message });
      }
    } catch (error) {
      // Not recorded: the job stays active until its timeout, then runs again (at least once).
      this.log.warn({ err: error, job: queue.name }, 'job outcome could not be recorded');
    }
  }

  private sleep(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.set(name, done);
    });
  }
}

/** A SQL string literal (the names and settings are ours, checked; quoted all the same). */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
