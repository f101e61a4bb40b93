import type { Clock } from '../../infra/clock';
import type { DatabaseHandle } from '../../infra/database';
import { InProcessJobs } from './in-process';
import type { Jobs, JobsLogger } from './jobs';
import { PgBossJobs } from './pg-boss';

export type { Jobs, JobRun, ScheduleSpec, JobOptions, EnqueueOptions } from './jobs';

export interface JobsOptions {
  logger?: JobsLogger;
  /**
   * 'auto' (default): pg-boss on PostgreSQL, the in-process runner on PGlite (one process by
   * construction, so its memory is the whole cluster's).
   */
  runner?: 'auto' | 'in-process' | 'pg-boss';
  /** The in-process runner's time (tests); the system clock by default, whatever the services use. */
  clock?: Clock;
  /** The in-process runner without its own timers: only `runDue` runs jobs (tests). */
  timers?: boolean;
  /** pg-boss: how often each queue looks for ready jobs (default 1 s) and maintenance runs (15 s). */
  pollMs?: number;
  maintenanceIntervalSeconds?: number;
  /** How long stopping waits for the jobs running (default 5 s). */
  stopGraceMs?: number;
}

/** The jobs service of one process: pick the runner for the database. */
export function createJobs(database: DatabaseHandle, options: JobsOptions = {}): Jobs {
  const runner = options.runner ?? 'auto';
  const pgBoss = runner === 'pg-boss' || (runner === 'auto' && database.kind === 'postgres');
  if (pgBoss) {
    if (database.kind !== 'postgres') throw new Error('jobs: pg-boss needs PostgreSQL');
    return new PgBossJobs(
      { executeSql: (text, values) => database.execute(text, values) },
      {
        logger: options.logger,
        pollMs: options.pollMs,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
        stopGraceMs: options.stopGraceMs,
      },
    );
  }
  return new InProcessJobs({
    clock: options.clock,
    logger: options.logger,
    timers: options.timers,
    stopGraceMs: options.stopGraceMs,
  });
}
