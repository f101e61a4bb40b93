// A replica's jobs runner in a process of its own, for modules/jobs/pg-boss.test.ts to kill with
// SIGKILL in the middle of a job: `node --import tsx jobs-worker.ts` with JOBS_DATABASE_URL set.
// It enqueues one `test.fragile` job and runs it, telling its parent (IPC) when it starts, and never
// finishes it.
import { createDatabase } from '../infra/database';
import { createJobs } from '../modules/jobs/service';

async function main(): Promise<void> {
  const url = process.env['JOBS_DATABASE_URL'];
  if (!url) throw new Error('JOBS_DATABASE_URL is not set');
  const database = await createDatabase({ databaseUrl: url, maxConnections: 2 });
  const jobs = createJobs(database, { runner: 'pg-boss', pollMs: 100, maintenanceIntervalSeconds: 1 });
  jobs.handle(
    'test.fragile',
    async (_payload, job) => {
      process.send?.({ started: job.attempt });
      await new Promise(() => undefined); // hangs until the process is killed
    },
    { timeoutMs: 1_000, retry: { limit: 2, delayMs: 1_000 } },
  );
  await jobs.start();
  await jobs.enqueue('test.fragile', { from: 'the worker process' }, { key: 'fragile-1' });
  process.send?.({ ready: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
