import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The data folder the brand's e2e server runs on (set in playwright.config.ts). */
export const e2eDataDir = (brandId: string): string => path.join(root, 'dist/e2e-data', brandId);

/** Runs `npm run ops -- …` on the database in `dataDir` (through the running server's bridge), as an operator would. */
export function opsIn(dataDir: string, ...args: string[]): { status: number | null; out: string } {
  return cli(dataDir, args);
}

function cli(dataDir: string, args: string[], input?: string): { status: number | null; out: string } {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/api/src/ops/cli.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      input,
    },
  );
  return { status: run.status, out: run.stdout + run.stderr };
}

/** The operator CLI against this brand's e2e server, acting on that brand's players. */
export const ops = (brandId: string, ...args: string[]) =>
  opsIn(e2eDataDir(brandId), ...args, '--brand', brandId);

/**
 * Several operator commands for this brand in one CLI process (`ops batch`, which checks every line
 * first and stops at the first that fails): each process loads the whole API, seconds of CPU.
 */
export const opsBatch = (brandId: string, commands: string[][]) =>
  cli(
    e2eDataDir(brandId),
    ['batch'],
    commands.map((args) => [...args, '--brand', brandId].join(' ')).join('\n'),
  );
