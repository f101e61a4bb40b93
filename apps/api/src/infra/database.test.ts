import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../testing/test-db';
import { createDatabase } from './database';
import { DatabaseLockedError } from './dir-lock';
import { systemConfigurations } from '../schema';

describe('migrations', () => {
  it('can run again, even concurrently, without failing or losing data', async () => {
    const testDb = await createTestDatabase();
    try {
      const { database } = testDb;
      await database.db.insert(systemConfigurations).values({ key: 'REFRESH_INTERVAL', value: 60 });
      await Promise.all([database.migrate(), database.migrate()]);
      expect(await database.db.select().from(systemConfigurations)).toHaveLength(1);
    } finally {
      await testDb.drop();
    }
  });
});

describe('raw SQL for a library that brings its own (execute)', () => {
  it('runs a statement with parameters, and leaves no failed transaction on the connection', async () => {
    const testDb = await createTestDatabase({ maxConnections: 1 });
    try {
      const { database } = testDb;
      expect((await database.execute('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
      // pg-boss sends `BEGIN; …; COMMIT` in one query; a failure inside must not leave the one
      // connection of the pool inside the failed transaction for the next request.
      await expect(database.execute('BEGIN; SELECT 1/0; COMMIT')).rejects.toThrow('division by zero');
      expect((await database.execute('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(await database.db.select().from(systemConfigurations)).toEqual([]);
    } finally {
      await testDb.drop();
    }
  });
});

describe('embedded PGlite on disk', () => {
  // Two cold starts of PGlite on disk, every migration and a checkpoint at close: about 3 s alone, but
  // over 30 s on CI's two cores while the e2e suites run beside it (it timed out there twice).
  it('persists across restarts and is held by one handle at a time', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xc-pglite-'));
    try {
      const first = await createDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await expect(createDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
      await first.migrate();
      await first.db.insert(systemConfigurations).values({ key: 'REFRESH_INTERVAL', value: 42 });
      await first.close();

      const second = await createDatabase({ dataDir });
      const rows = await second.db.select().from(systemConfigurations);
      await second.close();
      expect(rows.map((row) => row.value)).toEqual([42]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
