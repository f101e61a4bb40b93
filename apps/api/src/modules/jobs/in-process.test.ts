import { InProcessJobs } from './in-process';
import { backoffMs, jobId, nextSlot } from './jobs';

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-03-01T08:00:00.000Z')) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance: (by: number) => {
      ms += by;
    },
  };
}

/** A promise the test settles by hand. */
function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function runner(clock = manualClock()) {
  const jobs = new InProcessJobs({ clock: clock.now, timers: false });
  return { jobs, clock };
}

describe('schedules', () => {
  it('run once per tick, on the multiples of the period', async () => {
    const { jobs, clock } = runner();
    const runs: string[] = [];
    jobs.schedule('test.tick', { every: 1_000 }, async (job) => {
      runs.push(`${job.tick} at ${clock.now().toISOString()}`);
    });
    await jobs.start();

    expect(await jobs.runDue()).toBe(0); // the first tick is the next one
    clock.advance(1_000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0); // the same tick again: nothing
    clock.advance(400);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(600);
    expect(await jobs.runDue()).toBe(1);
    // Three ticks missed (a stalled process): one run catches up, not three.
    clock.advance(3_000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1_500);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toEqual([
      '2026-03-01T08:00:01.000Z at 2026-03-01T08:00:01.000Z',
      '2026-03-01T08:00:02.000Z at 2026-03-01T08:00:02.000Z',
      '2026-03-01T08:00:05.000Z at 2026-03-01T08:00:05.000Z',
      '2026-03-01T08:00:06.000Z at 2026-03-01T08:00:06.500Z',
    ]);
  });

  it('run on cron ticks, in a time zone', async () => {
    // 00:00 in Vietnam is 17:00 UTC the day before.
    expect(nextSlot({ cron: '0 0 * * *', tz: 'Asia/Ho_Chi_Minh' }, new Date('2026-03-01T08:00:00Z'))).toEqual(
      new Date('2026-03-01T17:00:00.000Z'),
    );
    const { jobs, clock } = runner();
    let runs = 0;
    jobs.schedule('test.daily', { cron: '0 0 * * *', tz: 'Asia/Ho_Chi_Minh' }, async () => {
      runs += 1;
    });
    await jobs.start();
    clock.advance(8 * 60 * 60_000);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(60 * 60_000 + 1);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('never overlap: a tick coming while the job runs waits for it, then runs once', async () => {
    const { jobs, clock } = runner();
    const slow = gate();
    let running = 0;
    let most = 0;
    let runs = 0;
    jobs.schedule('test.slow', { every: 1_000 }, async () => {
      running += 1;
      most = Math.max(most, running);
      runs += 1;
      if (runs === 1) await slow.promise;
      running -= 1;
    });
    await jobs.start();
    clock.advance(1_000);
    const first = jobs.runDue();
    clock.advance(1_000);
    expect(await jobs.runDue()).toBe(0); // still running
    clock.advance(1_000);
    expect(await jobs.runDue()).toBe(0);
    slow.open();
    expect(await first).toBe(1);
    expect(await jobs.runDue()).toBe(1); // the ticks missed meanwhile: one run
    expect(await jobs.runDue()).toBe(0);
    expect({ runs, most }).toEqual({ runs: 2, most: 1 });
  });

  it('retry after a throw, with a doubling backoff, then give up until the next tick', async () => {
    const { jobs, clock } = runner();
    const attempts: number[] = [];
    jobs.schedule('test.flaky', { every: 60_000, retry: { limit: 2, delayMs: 1_000 } }, async (job) => {
      attempts.push(job.attempt);
      throw new Error('the bank is down');
    });
    await jobs.start();
    clock.advance(60_000);
    expect(await jobs.runDue()).toBe(1); // attempt 1 fails
    clock.advance(999);
    expect(await jobs.runDue()).toBe(0); // retry in 1 s
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1); // attempt 2 fails: next retry in 2 s
    clock.advance(1_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1); // attempt 3 fails: no retries left
    clock.advance(30_000);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(30_000);
    expect(await jobs.runDue()).toBe(1); // the next tick starts over
    expect(attempts).toEqual([1, 2, 3, 1]);
    expect([1, 2, 3].map((n) => backoffMs({ limit: 3, delayMs: 1_000 }, n))).toEqual([1_000, 2_000, 4_000]);
  });

  it('a retry that succeeds resets the count', async () => {
    const { jobs, clock } = runner();
    let calls = 0;
    const attempts: number[] = [];
    jobs.schedule('test.once', { every: 10_000 }, async (job) => {
      attempts.push(job.attempt);
      calls += 1;
      if (calls === 1) throw new Error('once');
    });
    await jobs.start();
    clock.advance(10_000);
    await jobs.runDue();
    clock.advance(1_000);
    await jobs.runDue();
    clock.advance(9_000);
    await jobs.runDue();
    expect(attempts).toEqual([1, 2, 1]);
  });

  it('refuse bad names, periods and duplicates', () => {
    const { jobs } = runner();
    expect(() => jobs.schedule('Bad Name', { every: 1_000 }, async () => undefined)).toThrow(
      'not a job name',
    );
    expect(() => jobs.schedule('test.none', {}, async () => undefined)).toThrow('every (ms) or cron');
    expect(() =>
      jobs.schedule('test.both', { every: 1_000, cron: '* * * * *' }, async () => undefined),
    ).toThrow();
    expect(() => jobs.schedule('test.fast', { every: 0 }, async () => undefined)).toThrow('at least 10');
    expect(() => jobs.schedule('test.cron', { cron: 'not a cron' }, async () => undefined)).toThrow();
    jobs.schedule('test.twice', { every: 1_000 }, async () => undefined);
    expect(() => jobs.handle('test.twice', async () => undefined)).toThrow('already registered');
  });
});

describe('one-off jobs', () => {
  it('run after their delay with a JSON copy of their payload', async () => {
    const { jobs, clock } = runner();
    const seen: unknown[] = [];
    jobs.handle<{ id: number; at: string }>('test.mail', async (payload) => {
      seen.push(payload);
    });
    await jobs.start();
    const payload = { id: 7, at: new Date('2026-03-01T08:00:00Z') };
    await jobs.enqueue('test.mail', payload, { delayMs: 5_000 });
    payload.id = 8; // the job keeps what was enqueued
    clock.advance(4_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ id: 7, at: '2026-03-01T08:00:00.000Z' }]);
    await expect(jobs.enqueue('test.unknown', {})).rejects.toThrow('no handler');
  });

  it('with a key are added once: while waiting, running, and for an hour after', async () => {
    const { jobs, clock } = runner();
    const seen: number[] = [];
    jobs.handle<number>('test.keyed', async (n) => {
      seen.push(n);
    });
    await jobs.start();
    await jobs.enqueue('test.keyed', 1, { key: 'account-1' });
    await jobs.enqueue('test.keyed', 2, { key: 'account-1' });
    await jobs.enqueue('test.keyed', 3, { key: 'account-2' });
    await jobs.enqueue('test.keyed', 4);
    await jobs.enqueue('test.keyed', 4);
    expect(await jobs.runDue()).toBe(4);
    await jobs.enqueue('test.keyed', 5, { key: 'account-1' });
    clock.advance(60 * 60_000);
    await jobs.enqueue('test.keyed', 6, { key: 'account-1' });
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([1, 3, 4, 4, 6]);
  });

  it('retry after a throw with backoff, up to their limit', async () => {
    const { jobs, clock } = runner();
    const attempts: number[] = [];
    jobs.handle(
      'test.payout',
      async (_payload, job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error('gateway down');
      },
      { retry: { limit: 5, delayMs: 500 } },
    );
    await jobs.start();
    await jobs.enqueue('test.payout', { withdrawal: 1 }, { key: 'w1' });
    expect(await jobs.runDue()).toBe(1);
    clock.advance(500);
    expect(await jobs.runDue()).toBe(1);
    clock.advance(999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    clock.advance(60_000);
    expect(await jobs.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('of one name run one after another; a job is never run twice at once', async () => {
    const { jobs } = runner();
    const open = gate();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    jobs.handle<number>('test.serial', async (n) => {
      running += 1;
      most = Math.max(most, running);
      if (n === 1) await open.promise;
      order.push(n);
      running -= 1;
    });
    await jobs.start();
    await jobs.enqueue('test.serial', 1);
    await jobs.enqueue('test.serial', 2);
    const first = jobs.runDue();
    expect(await jobs.runDue()).toBe(0); // the name is busy
    open.open();
    expect(await first).toBe(2);
    expect({ order, most }).toEqual({ order: [1, 2], most: 1 });
  });

  it('enqueued before start wait for it; none run after stop', async () => {
    const { jobs } = runner();
    let runs = 0;
    jobs.handle('test.early', async () => {
      runs += 1;
    });
    await jobs.enqueue('test.early', null);
    await jobs.start();
    expect(await jobs.runDue()).toBe(1);
    await jobs.enqueue('test.early', null);
    await jobs.stop();
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(1);
  });
});

describe('the runner on its own timers', () => {
  it('runs ticks and delayed jobs by itself, and stops waiting for the running one', async () => {
    const jobs = new InProcessJobs();
    let ticks = 0;
    let delivered = false;
    const finishing = gate();
    let stoppedAfterFinish = false;
    jobs.schedule('test.fast', { every: 20 }, async () => {
      ticks += 1;
    });
    jobs.handle('test.later', async () => {
      delivered = true;
      await finishing.promise;
      stoppedAfterFinish = true;
    });
    await jobs.start();
    await jobs.enqueue('test.later', null, { delayMs: 30 });
    for (let i = 0; i < 250 && (ticks < 3 || !delivered); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(delivered).toBe(true);
    const stopped = jobs.stop();
    finishing.open();
    await stopped;
    expect(stoppedAfterFinish).toBe(true);
    const after = ticks;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ticks).toBe(after);
  });
});

describe('a run outliving its timeout', () => {
  it('is reported once, and not run a second time meanwhile', async () => {
    const warnings: string[] = [];
    const logger = {
      info: () => undefined,
      error: () => undefined,
      warn: (_: object, m: string) => warnings.push(m),
    };
    const clock = manualClock();
    const jobs = new InProcessJobs({ clock: clock.now, timers: false, logger });
    const hung = gate();
    let runs = 0;
    jobs.schedule('test.hung', { every: 1_000, timeoutMs: 20 }, async () => {
      runs += 1;
      await hung.promise;
    });
    await jobs.start();
    clock.advance(1_000);
    const first = jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 60));
    clock.advance(1_000);
    expect(await jobs.runDue()).toBe(0);
    expect(warnings).toEqual(['job still running after its timeout']);
    hung.open();
    await first;
    expect(runs).toBe(1);
  });
});

describe('job ids', () => {
  it('are UUIDs derived from what identifies the job', () => {
    const id = jobId('gateway.tick', 'tick', '2026-03-01T08:00:01.000Z');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobId('gateway.tick', 'tick', '2026-03-01T08:00:01.000Z')).toBe(id);
    expect(jobId('gateway.tick', 'tick', '2026-03-01T08:00:02.000Z')).not.toBe(id);
    expect(jobId('cashier.tick', 'tick', '2026-03-01T08:00:01.000Z')).not.toBe(id);
  });
});
