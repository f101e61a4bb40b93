import { Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, in arrival order, and survives failures', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) =>
      semaphore.run(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (n === 2) throw new Error('boom');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(semaphore.pending).toBe(0);
    await expect(semaphore.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
