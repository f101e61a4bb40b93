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

  run<T>(work: (repositories: R, tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.bind(tx), tx));
  }
}
