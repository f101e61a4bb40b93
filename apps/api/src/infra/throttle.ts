/**
 * Background work per key (a player), run at most once per interval: the first call runs at once, the
 * calls that come within the interval after it run once, at its end. For the re-measurements that
 * follow a commit (a bonus meter, a player's missions): a player playing fast (auto-spin, a provider's
 * burst of rounds) costs one read per interval instead of one per round, and an isolated round, or
 * the first of a burst, is measured at once.
 *
 * Nobody awaits the work: a failure goes to `onError` (the owner's log), never to an unhandled
 * rejection. `settled()` runs whatever is due and waits for all of it (tests, shutdown).
 */
export class PerKeyThrottle {
  private readonly lastStart = new Map<string, number>();
  private readonly due = new Map<string, { timer: NodeJS.Timeout; run: () => Promise<void> }>();
  private readonly running = new Set<Promise<void>>();
  private pruneAbove = 10_000;

  constructor(
    private readonly intervalMs: number,
    private readonly onError: (error: unknown, key: string) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `run` for `key` now, or once at the end of the key's interval (the latest `run` given). */
  call(key: string, run: () => Promise<void>): void {
    const waiting = this.due.get(key);
    if (waiting) {
      waiting.run = run;
      return;
    }
    const since = this.now() - (this.lastStart.get(key) ?? -Infinity);
    if (since >= this.intervalMs) {
      this.start(key, run);
      return;
    }
    const timer = setTimeout(() => {
      const entry = this.due.get(key);
      this.due.delete(key);
      if (entry) this.start(key, entry.run);
    }, this.intervalMs - since);
    timer.unref();
    this.due.set(key, { timer, run });
  }

  /** Runs the calls still waiting for their interval now, and resolves once all work is done. */
  async settled(): Promise<void> {
    while (this.due.size > 0 || this.running.size > 0) {
      for (const [key, entry] of this.due) {
        clearTimeout(entry.timer);
        this.due.delete(key);
        this.start(key, entry.run);
      }
      await Promise.allSettled([...this.running]);
    }
  }

  private start(key: string, run: () => Promise<void>): void {
    const at = this.now();
    this.lastStart.set(key, at);
    // Keys idle for longer than the interval are forgotten now and then (their next call runs at once
    // either way); the bound grows with the keys still active, so the sweep stays rare.
    if (this.lastStart.size > this.pruneAbove) {
      for (const [other, started] of this.lastStart)
        if (at - started >= this.intervalMs) this.lastStart.delete(other);
      this.pruneAbove = Math.max(10_000, this.lastStart.size * 2);
    }
    const work = Promise.resolve()
      .then(run)
      .catch((error: unknown) => this.onError(error, key))
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }
}
