// `npm start`: build the brand if needed (Nx restores it from cache when nothing changed), then run
// the one process that serves the API and the built brand.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BRANDS = ['xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08'];
const brand = process.env.BRAND ?? 'xc05';
if (!BRANDS.includes(brand)) {
  console.error(`BRAND must be one of ${BRANDS.join(', ')} (got "${brand}")`);
  process.exit(2);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const skipBuild = process.env.SKIP_BUILD === '1' && existsSync(path.join(root, 'apps', brand, 'build/client'));
if (!skipBuild) {
  const build = spawnSync(bin('nx'), ['run', `${brand}:build`, '--output-style=stream'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tsx'), [path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BRAND: brand },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
