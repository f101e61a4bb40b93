// The CLI's side of the server's bridge (bridge.ts): where a running server published itself, and a
// command line sent to it. Nothing of the API's own modules, so a CLI whose command goes to the
// running server starts without loading them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BRIDGE_FILE = 'ops-bridge.json';
export const OPS_TOKEN_HEADER = 'x-ops-token';
export const OPS_EXEC_PATH = '/api/ops/exec';

export interface BridgeAddress {
  url: string;
  token: string;
  pid: number;
}

export interface OpsResult {
  code: number;
  out: string[];
  err: string[];
}

export function readBridge(dataDir: string): BridgeAddress | null {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(dataDir, BRIDGE_FILE), 'utf8'),
    ) as Partial<BridgeAddress>;
    return typeof parsed.url === 'string' &&
      typeof parsed.token === 'string' &&
      typeof parsed.pid === 'number'
      ? (parsed as BridgeAddress)
      : null;
  } catch {
    return null;
  }
}

/** Sends a command line to the running server; null when no server answers there. */
export async function sendToBridge(
  address: BridgeAddress,
  argv: readonly string[],
  /** Only whether the server reads it as a command (a usage error or nothing), without running it. */
  check = false,
): Promise<OpsResult | null> {
  try {
    const response = await fetch(address.url + OPS_EXEC_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: address.token },
      body: JSON.stringify(check ? { argv, check } : { argv }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) return null;
    return (await response.json()) as OpsResult;
  } catch {
    return null;
  }
}
