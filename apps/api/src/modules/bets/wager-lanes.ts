import type { AnyLeg, LegResult } from './repository';

/** What the lanes need of the bets repository: a leg alone, and several legs as one statement. */
export interface LegStatements {
  legAtOnce(leg: AnyLeg): Promise<LegResult>;
  legsAtOnce(legs: readonly AnyLeg[]): Promise<Array<LegResult | null>>;
}

export interface WagerLanesOptions {
  /** Statements in flight at once (each on its own connection); a player's legs always share one. */
  lanes: number;
  /**
   * Legs in one statement at most. Each leg is a subtransaction; PostgreSQL caches 64 of them per
   * transaction before every other session's visibility checks get slower.
   */
  maxLegs: number;
  /**
   * How long a leg that finds its lane idle waits for others before it is sent (default 0: sent at
   * once). Like PostgreSQL's commit_delay: latency traded for larger groups; tests use it to make a
   * group certain.
   */
  gatherMs?: number;
}

/** Lanes on PostgreSQL unless WAGER_LANES says otherwise. */
export const DEFAULT_WAGER_LANES = 2;
/** Legs per statement at most (see WagerLanesOptions.maxLegs). */
export const MAX_LEGS_PER_STATEMENT = 48;

export interface WagerLaneStats {
  statements: number;
  legs: number;
  /** Legs of a group that had to be run again alone (something else than an outcome, a failed statement). */
  again: number;
}

interface Waiting {
  leg: AnyLeg;
  resolve: (result: LegResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the wager legs. A leg that finds its lane idle is sent at once, alone, as its own
 * statement (no waiting added); the legs that arrive while a lane's statement runs are sent together
 * as the next one, so under load many legs share one round trip and one commit instead of queueing
 * fifty connections on two cores. Each leg is still answered only after its own commit, one that
 * raised is undone alone, and a player's legs keep their order (a lane per player).
 */
export class WagerLanes {
  private readonly lanes: Lane[];
  private readonly counts: WagerLaneStats = { statements: 0, legs: 0, again: 0 };

  constructor(statements: LegStatements, options: WagerLanesOptions) {
    if (!(options.lanes >= 1) || !(options.maxLegs >= 1)) throw new Error('wager lanes need lanes and legs');
    this.lanes = Array.from({ length: options.lanes }, () => new Lane(statements, options, this.counts));
  }

  /**
   * Statements sent so far (a leg run again alone counts again), the legs they carried, and the legs
   * waiting now for their lane.
   */
  stats(): WagerLaneStats & { waiting: number } {
    return { ...this.counts, waiting: this.lanes.reduce((sum, lane) => sum + lane.waiting, 0) };
  }

  run(leg: AnyLeg): Promise<LegResult> {
    const lane = this.lanes[leg.playerId % this.lanes.length];
    if (!lane) throw new Error('no lane');
    return lane.push(leg);
  }
}

class Lane {
  private readonly queue: Waiting[] = [];
  private busy = false;

  constructor(
    private readonly statements: LegStatements,
    private readonly options: WagerLanesOptions,
    private readonly counts: WagerLaneStats,
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  push(leg: AnyLeg): Promise<LegResult> {
    return new Promise<LegResult>((resolve, reject) => {
      this.queue.push({ leg, resolve, reject });
      if (!this.busy) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      const { gatherMs = 0, maxLegs } = this.options;
      if (gatherMs > 0) await new Promise((resolve) => setTimeout(resolve, gatherMs));
      while (this.queue.length > 0) await this.send(this.queue.splice(0, maxLegs));
    } finally {
      this.busy = false;
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    const [only] = batch;
    if (batch.length === 1 && only) return this.alone(only);
    let results: Array<LegResult | null>;
    this.counted(batch.length);
    try {
      results = await this.statements.legsAtOnce(batch.map((waiting) => waiting.leg));
    } catch {
      // Nothing of the statement is known to have committed (or its answer was lost with its
      // connection): each leg alone says what became of it; a committed one answers as a replay.
      this.counts.again += batch.length;
      await Promise.all(batch.map((waiting) => this.alone(waiting)));
      return;
    }
    const again: Waiting[] = [];
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result) waiting.resolve(result);
      // Something else than a leg's outcome (a deadlock, a lost lock wait): alone, it answers for itself.
      else again.push(waiting);
    });
    this.counts.again += again.length;
    await Promise.all(again.map((waiting) => this.alone(waiting)));
  }

  private counted(legs: number): void {
    this.counts.statements += 1;
    this.counts.legs += legs;
  }

  private async alone(waiting: Waiting): Promise<void> {
    this.counted(1);
    try {
      waiting.resolve(await this.statements.legAtOnce(waiting.leg));
    } catch (error) {
      waiting.reject(error);
    }
  }
}
