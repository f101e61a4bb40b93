import { PerKeyThrottle } from './throttle';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PerKeyThrottle', () => {
  it('runs the first call of a key at once and the calls within its interval once, at its end, with the latest work', async () => {
    const throttle = new PerKeyThrottle(200, (error) => {
      throw error;
    });
    const runs: string[] = [];
    const work = (label: string) => async () => {
      runs.push(label);
    };
    throttle.call('p1', work('p1 first'));
    await sleep(0);
    expect(runs).toEqual(['p1 first']);

    throttle.call('p1', work('p1 second'));
    throttle.call('p1', work('p1 third'));
    throttle.call('p2', work('p2 first'));
    await sleep(0);
    // Another key is not held back by the first.
    expect(runs).toEqual(['p1 first', 'p2 first']);

    await sleep(300);
    expect(runs).toEqual(['p1 first', 'p2 first', 'p1 third']);

    // After a quiet interval, a call runs at once again.
    await sleep(250);
    throttle.call('p1', work('p1 later'));
    await sleep(0);
    expect(runs.at(-1)).toBe('p1 later');
  });

  it('settled() runs what waits for its interval now and waits for all work; a failure goes to onError', async () => {
    const failures: string[] = [];
    const throttle = new PerKeyThrottle(60_000, (error, key) =>
      failures.push(`${key}: ${(error as Error).message}`),
    );
    const runs: string[] = [];
    throttle.call('p1', async () => {
      await sleep(20);
      runs.push('first');
    });
    throttle.call('p1', async () => {
      runs.push('waiting');
    });
    throttle.call('p2', async () => {
      throw new Error('boom');
    });
    throttle.call('p3', () => {
      throw new Error('thrown before any await');
    });
    const started = Date.now();
    await throttle.settled();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(runs.sort()).toEqual(['first', 'waiting']);
    expect(failures.sort()).toEqual(['p2: boom', 'p3: thrown before any await']);
  });

  it('a burst of calls for one key costs one run per interval, not one per call', async () => {
    let now = 0;
    const throttle = new PerKeyThrottle(
      1_000,
      (error) => {
        throw error;
      },
      () => now,
    );
    let runs = 0;
    for (let round = 0; round < 100; round += 1) {
      now += 50; // a round every 50 ms for 5 s
      throttle.call('p1', async () => {
        runs += 1;
      });
    }
    await throttle.settled();
    // The first at once, the rest gathered into the one trailing run settled() released.
    expect(runs).toBe(2);
  });
});
