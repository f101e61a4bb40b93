import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { systemConfigurations } from './schema';

export interface StoredConfiguration {
  key: string;
  value: unknown;
  updatedAt: Date;
}

export class SystemRepository {
  constructor(private readonly db: Database) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  async findAllConfigurations(): Promise<StoredConfiguration[]> {
    return this.db.select().from(systemConfigurations).orderBy(systemConfigurations.key);
  }

  async upsertConfiguration(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(systemConfigurations)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemConfigurations.key, set: { value, updatedAt: sql`now()` } });
  }

  /** Writes only the keys not stored yet, so operator changes survive a re-seed. Returns how many. */
  async insertMissingConfigurations(
    entries: ReadonlyArray<{ key: string; value: unknown }>,
  ): Promise<number> {
    if (entries.length === 0) return 0;
    const inserted = await this.db
      .insert(systemConfigurations)
      .values([...entries])
      .onConflictDoNothing({ target: systemConfigurations.key })
      .returning({ key: systemConfigurations.key });
    return inserted.length;
  }

  async findConfiguration(key: string): Promise<StoredConfiguration | undefined> {
    const [row] = await this.db.select().from(systemConfigurations).where(eq(systemConfigurations.key, key));
    return row;
  }
}
