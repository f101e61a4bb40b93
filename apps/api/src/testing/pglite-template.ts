import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromPglite, type DatabaseHandle } from '../infra/database';
import { MIGRATIONS_DIR, REPO_ROOT } from '../infra/paths';

/** Changes whenever a migration or the PGlite version changes, so a stale template is never reused. */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<Buffer> {
  const client = await PGlite.create();
  const handle = fromPglite(client, 'template');
  try {
    await handle.migrate();
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/**
 * A fresh in-memory PGlite with every migration applied. initdb takes ~6 s, so the first test
 * file builds a migrated data directory once (in the OS temp dir) and every later one loads a
 * copy of it in ~1 s.
 */
export async function createPgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = path.join(os.tmpdir(), `xc-api-pglite-template-${templateKey()}.tar.gz`);
  const template = existsSync(file) ? readFileSync(file) : await buildTemplate(file);
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(template)]) });
  return fromPglite(client, 'memory');
}
