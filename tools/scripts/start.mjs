// `npm start`: build the brand if needed (Nx restores it from cache when nothing changed), then run
// the one process that serves the API and the built brand.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tenants from '../../libs/brand/src/tenants.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BRANDS = Object.keys(tenants);
// One brand (default xc05), or `all`: the six brands in one process, each on its own hosts.
const brand = process.env.BRAND ?? 'xc05';
if (brand !== 'all' && !BRANDS.includes(brand)) {
  console.error(`BRAND must be one of ${BRANDS.join(', ')} or all (got "${brand}")`);
  process.exit(2);
}
const served = brand === 'all' ? BRANDS : [brand];

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const built = served.every((id) => existsSync(path.join(root, 'apps', id, 'build/client')));
if (!(process.env.SKIP_BUILD === '1' && built)) {
  const build = spawnSync(
    bin('nx'),
    ['run-many', '-t', 'build', '-p', served.join(','), '--output-style=stream'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tsx'), [path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BRAND: brand },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
