import { startInTurns } from './start-in-turns';

describe('startInTurns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs the next timer (a task) and the promise jobs it queues. */
  const nextTask = async () => {
    jest.advanceTimersToNextTimer();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('starts one load per task, none in the caller’s, and answers the results in order', async () => {
    const started: string[] = [];
    const load = (name: string, wait: Promise<void>) => async () => {
      started.push(name);
      await wait;
      return name;
    };
    let finishFirst = () => undefined as void;
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    const all = startInTurns([load('a', first), load('b', Promise.resolve()), load('c', Promise.resolve())]);
    expect(started).toEqual([]);
    await nextTask();
    expect(started).toEqual(['a']);
    await nextTask();
    expect(started).toEqual(['a', 'b']); // side by side: 'a' has not finished
    await nextTask();
    expect(started).toEqual(['a', 'b', 'c']);
    finishFirst();
    await expect(all).resolves.toEqual(['a', 'b', 'c']);
  });

  it('answers the first failure, even one that comes before the other loads have started', async () => {
    jest.useRealTimers();
    const later = jest.fn(() => Promise.resolve('b'));
    const all = startInTurns([() => Promise.reject(new Error('offline')), later]);
    await expect(all).rejects.toThrow('offline');
    expect(later).toHaveBeenCalledTimes(1); // the others still start: each is wanted again on retry
  });

  it('answers an empty list at once', async () => {
    await expect(startInTurns([])).resolves.toEqual([]);
  });
});
