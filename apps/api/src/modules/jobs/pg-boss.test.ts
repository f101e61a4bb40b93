import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildApp, type App } from '../../app';
import { createDatabase, type DatabaseHandle } from '../../infra/database';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../testing/test-db';
import type { Services } from '../../services';
import { createJobs } from './service';

// Replicas share PostgreSQL; PGlite is one process by construction, so this file runs on
// PostgreSQL only (api:test-postgres, CI).
const onPostgres = testDatabaseKind() === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  console.info(
    'jobs/pg-boss.test.ts: skipped on PGlite (one process); run it with TEST_DATABASE_URL=… node tools/scripts/api-test-postgres.mjs',
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

/** A replica: an app on its own connection pool to the shared database, its jobs tuned to be quick. */
async function replica(database: DatabaseHandle, register: (jobs: Services['jobs']) => void): Promise<App> {
  const app = await buildApp({
    database,
    logger: false,
    docs: false,
    services: {
      gatewayPollMs: 0,
      cashierPollMs: 0,
      jobs: { pollMs: 100, maintenanceIntervalSeconds: 1, stopGraceMs: 200 },
    },
    expose: ({ services }) => register(services.jobs),
  });
  await app.ready();
  return app;
}

describeOnPostgres('jobs on pg-boss, replicas starting together', () => {
  it('create their queues one at a time (pg-boss alone deadlocks on them)', async () => {
    const testDb = await createTestDatabase({ migrated: false });
    const pools = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ databaseUrl: testDb.url, maxConnections: 2 })),
    );
    const replicas = pools.map((pool) => {
      const jobs = createJobs(pool, { runner: 'pg-boss' });
      for (const name of ['a', 'b', 'c', 'd', 'e', 'f'])
        jobs.schedule(`test.${name}`, { every: 60_000 }, async () => undefined);
      jobs.handle('test.one-off', async () => undefined);
      return jobs;
    });
    try {
      await Promise.all(replicas.map((jobs) => jobs.start()));
      const { rows } = await testDb.database.execute('select count(*)::int as n from pgboss.queue');
      expect(rows).toEqual([{ n: 7 }]);
    } finally {
      await Promise.all(replicas.map((jobs) => jobs.stop()));
      await Promise.all(pools.map((pool) => pool.close()));
      await testDb.drop();
    }
  });
});

describeOnPostgres('jobs on pg-boss, two replicas on one database', () => {
  let testDb: TestDatabase;
  let second: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    second = await createDatabase({ databaseUrl: testDb.url, maxConnections: 4 });
  });
  afterAll(async () => {
    await second?.close();
    await testDb?.drop();
  });

  it('run each tick of a schedule once between them, never two runs at once', async () => {
    const runs: Array<{ replica: string; tick: string }> = [];
    const slowTicks: string[] = [];
    let running = 0;
    let most = 0;
    const register = (replicaName: string) => (jobs: Services['jobs']) => {
      jobs.schedule('test.tick', { every: 250 }, async (job) => {
        runs.push({ replica: replicaName, tick: job.tick ?? '' });
      });
      // Slower than its period: a tick coming while it runs must wait, in either replica.
      jobs.schedule('test.slow', { every: 250 }, async (job) => {
        running += 1;
        most = Math.max(most, running);
        slowTicks.push(job.tick ?? '');
        await sleep(400);
        running -= 1;
      });
    };
    const a = await replica(testDb.database, register('a'));
    const b = await replica(second, register('b'));
    try {
      await sleep(3_000);
    } finally {
      await a.close();
      await b.close();
    }
    const ticks = runs.map((run) => run.tick);
    expect(new Set(ticks).size).toBe(ticks.length); // no tick ran twice
    expect(ticks.every((tick) => Date.parse(tick) % 250 === 0)).toBe(true);
    // Every tick of the time both ran, give or take the first and a slow machine.
    const first = Date.parse(ticks[0] ?? '');
    const last = Date.parse(ticks.at(-1) ?? '');
    expect(ticks.length).toBeGreaterThanOrEqual(8);
    expect(ticks.length).toBeGreaterThanOrEqual(Math.floor(((last - first) / 250 + 1) * 0.8));
    console.info(
      `jobs/pg-boss.test.ts: ${ticks.length} ticks, by replica a ${runs.filter((run) => run.replica === 'a').length}, b ${runs.filter((run) => run.replica === 'b').length}`,
    );
    expect(most).toBe(1);
    expect(new Set(slowTicks).size).toBe(slowTicks.length);
    expect(slowTicks.length).toBeGreaterThanOrEqual(4);
  });

  it('retry a job whose handler throws', async () => {
    const attempts: Array<{ replica: string; attempt: number; payload: unknown }> = [];
    let aJobs: Services['jobs'] | undefined;
    const register = (replicaName: string) => (jobs: Services['jobs']) => {
      if (replicaName === 'a') aJobs = jobs;
      jobs.handle(
        'test.flaky',
        async (payload, job) => {
          attempts.push({ replica: replicaName, attempt: job.attempt, payload });
          if (job.attempt === 1) throw new Error('the bank is down');
        },
        { retry: { limit: 2, delayMs: 1_000 } },
      );
    };
    const a = await replica(testDb.database, register('a'));
    const b = await replica(second, register('b'));
    try {
      await aJobs?.enqueue('test.flaky', { withdrawal: 42 }, { key: 'withdrawal-42' });
      await aJobs?.enqueue('test.flaky', { withdrawal: 42 }, { key: 'withdrawal-42' }); // a replay: nothing
      await until(() => attempts.length >= 2);
      await sleep(1_500); // no third run
    } finally {
      await a.close();
      await b.close();
    }
    expect(attempts.map(({ attempt, payload }) => ({ attempt, payload }))).toEqual([
      { attempt: 1, payload: { withdrawal: 42 } },
      { attempt: 2, payload: { withdrawal: 42 } },
    ]);
  });

  it('retry, on the other replica, a job whose process was killed in the middle of it (pg-boss expiry)', async () => {
    // A replica in a process of its own takes the job, then dies (SIGKILL) before finishing it.
    const child: ChildProcess = fork(path.join(__dirname, '../../testing/jobs-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, JOBS_DATABASE_URL: testDb.url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const messages: Array<{ ready?: boolean; started?: number }> = [];
    child.on('message', (message) => messages.push(message as (typeof messages)[number]));
    try {
      await until(() => messages.some((message) => message.started === 1), 30_000);
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));

    // The other replica starts; the job, still active in the database, expires and is retried there.
    const ran: Array<{ attempt: number; payload: unknown }> = [];
    const survivor = await replica(testDb.database, (jobs) =>
      jobs.handle(
        'test.fragile',
        async (payload, job) => {
          ran.push({ attempt: job.attempt, payload });
        },
        { timeoutMs: 1_000, retry: { limit: 2, delayMs: 1_000 } },
      ),
    );
    try {
      await until(() => ran.length > 0);
    } finally {
      await survivor.close();
    }
    expect(ran).toEqual([{ attempt: 2, payload: { from: 'the worker process' } }]);
  });
});
