// Helpers shared by the benchmarks: brands, a real site server on a free port, result files.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tenants from '../../libs/brand/src/tenants.json' with { type: 'json' };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ALL_BRANDS = Object.keys(tenants);

/** Brands named on the command line (`-- xc05 xc06`) or by BRANDS=..., else all six. */
export function brandsFromArgs() {
  const named = [...process.argv.slice(2), ...(process.env.BRANDS ?? '').split(',')].filter((b) =>
    ALL_BRANDS.includes(b),
  );
  return named.length ? named : ALL_BRANDS;
}

export function writeResult(name, data) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, ...data }, null, 2),
  );
  console.log(`\nwrote ${path.relative(root, file)}`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Starts the real server (API + built brand, compressing) on a fresh embedded database. */
export async function startServer(brand, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `xc-bench-${brand}-`));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`server for ${brand} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function buildBrands(brands) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/nx'),
      ['run-many', '-t', 'build', '-p', brands.join(','), '--output-style=stream'],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
  });
}
