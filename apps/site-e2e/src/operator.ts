import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The data folder the brand's e2e server runs on (set in playwright.config.ts). */
export const e2eDataDir = (brandId: string): string => path.join(root, 'dist/e2e-data', brandId);

export interface OpsRun {
  status: number;
  out: string;
}

/**
 * Runs an operator command on the server holding the database in `dataDir`, through its operator
 * bridge: what `npm run ops -- …` does when a server runs on the embedded database (the bridge file
 * that server wrote, its token, `POST /api/ops/exec`), without starting a CLI process for it (a tsx
 * process is about a CPU-second, and the journeys act as the operator hundreds of times per run).
 * The CLI's own way there is tested in apps/api (`cli.test.ts`, a real server and its bridge).
 */
export async function opsIn(dataDir: string, ...args: string[]): Promise<OpsRun> {
  const bridge = JSON.parse(readFileSync(path.join(dataDir, 'ops-bridge.json'), 'utf8')) as {
    url: string;
    token: string;
  };
  // As the CLI does before sending: a money command gets its idempotency key.
  const argv =
    args[0] === 'credit' && !args.includes('--key') ? [...args, '--key', `ops-credit-${randomUUID()}`] : args;
  const response = await fetch(`${bridge.url}/api/ops/exec`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': bridge.token },
    body: JSON.stringify({ argv }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the operator bridge answered ${response.status} to ${args.join(' ')}`);
  const result = (await response.json()) as { code: number; out: string[]; err: string[] };
  return { status: result.code, out: [...result.out, ...result.err].map((line) => `${line}\n`).join('') };
}

/** An operator command for this brand on its e2e server, acting on that brand's players. */
export const ops = (brandId: string, ...args: string[]) =>
  opsIn(e2eDataDir(brandId), ...args, '--brand', brandId);

/**
 * Several operator commands for this brand in order, stopping at the first that fails. Unlike
 * `ops batch`, the lines are not all checked before the first runs: the tests' lines are known good.
 */
export async function opsBatch(brandId: string, commands: string[][]): Promise<OpsRun> {
  let out = '';
  for (const args of commands) {
    const run = await ops(brandId, ...args);
    out += run.out;
    if (run.status !== 0) return { status: run.status, out };
  }
  return { status: 0, out };
}
