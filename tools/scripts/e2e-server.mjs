// The real site server for one brand's e2e run, on a fresh embedded database in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A fresh embedded database per run; DATA_DIR may name where (a test then reaches it with the ops CLI).
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), `xc-e2e-${process.env.BRAND}-`));
rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
