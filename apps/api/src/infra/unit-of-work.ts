import type { Database } from './database';

/** A database transaction in progress: what the steps of one use case write through. */
export type Tx = Database;

/**
 * One use case, one database transaction. The use-case service opens it and gets its repositories
 * bound to it; other modules' steps (the ledger's `post(tx, …)`, a jackpot's contribution) take the
 * same `tx`. Everything commits together or nothing does. Repositories never open transactions.
 */
export class UnitOfWork<R> {
  constructor(
    private readonly db: Database,
    private readonly bind: (db: Database) => R,
  ) {}

  /** Repositories on the pool, for reads outside any transaction. */
  get read(): R {
    return (this.reader ??= this.bind(this.db));
  }

  private reader: R | undefined;

  /** Repositories bound to a transaction another use case opened (a step inside its unit of work). */
  bindTo(tx: Tx): R {
    return this.bind(tx);
  }

  /**
   * Runs the use case in one transaction; what its steps asked to happen after the commit
   * (`afterCommit`) happens once it committed, and never if it rolled back.
   */
  async run<T>(work: (repositories: R, tx: Tx) => Promise<T>): Promise<T> {
    const committed: Array<() => void> = [];
    const result = await this.db.transaction((tx) => {
      pending.set(tx, committed);
      return work(this.bind(tx), tx);
    });
    for (const task of committed) {
      try {
        task();
      } catch {
        // What follows a commit (an announcement) never undoes it nor fails the use case.
      }
    }
    return result;
  }
}

/** The after-commit tasks of each transaction a unit of work opened. */
const pending = new WeakMap<Tx, Array<() => void>>();

/**
 * A step's work for after its unit of work commits (telling listeners a balance moved): dropped if
 * the transaction rolls back. A transaction no unit of work opened (a test's own) has no commit
 * this can follow, so nothing is done.
 */
export function afterCommit(tx: Tx, task: () => void): void {
  pending.get(tx)?.push(task);
}
