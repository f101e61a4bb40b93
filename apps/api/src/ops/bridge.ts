// The embedded PGlite allows one process, and the running server holds it. So that an operator can
// still run `npm run ops -- …` beside `npm start`, the server offers its own services to the CLI over
// loopback: it writes a random token and its address into DATA_DIR (readable by the same OS user
// only), and the CLI sends the command there. With PostgreSQL the CLI opens the database itself.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../infra/errors';
import { sameHash } from '../infra/tokens';
import type { Services } from '../services';
import {
  BRIDGE_FILE,
  OPS_EXEC_PATH,
  OPS_TOKEN_HEADER,
  type BridgeAddress,
  type OpsResult,
} from './bridge-client';
import { executeCommand, EXIT_OK, EXIT_USAGE, parseCommand, UsageError, type Output } from './commands';

export { BRIDGE_FILE, OPS_EXEC_PATH, OPS_TOKEN_HEADER, readBridge, sendToBridge } from './bridge-client';
export type { BridgeAddress, OpsResult } from './bridge-client';

/**
 * Parses and runs one CLI command line against `services`, collecting what it prints; with `check`,
 * only parses it (a batch's lines are all read before any runs).
 */
export async function runCommandLine(
  argv: readonly string[],
  services: Services,
  check = false,
): Promise<OpsResult> {
  const result: OpsResult = { code: 0, out: [], err: [] };
  const io: Output = { out: (line) => result.out.push(line), err: (line) => result.err.push(line) };
  try {
    const command = parseCommand(argv);
    result.code = check ? EXIT_OK : await executeCommand(command, services, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`Error: ${error.message}`);
    result.code = EXIT_USAGE;
  }
  return result;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface OpsBridgeOptions {
  token: string;
  services: Services;
}

/** POST /api/ops/exec {argv, check?}: loopback only, with the token; not part of the public API or its docs. */
export const opsBridgeRoutes: FastifyPluginAsync<OpsBridgeOptions> = async (app, { token, services }) => {
  app.post(OPS_EXEC_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers[OPS_TOKEN_HEADER];
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      typeof given !== 'string' ||
      !sameHash(given, token)
    ) {
      // Exactly the answer of a route that does not exist.
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    const body = request.body as { argv?: unknown; check?: unknown } | undefined;
    const argv = body?.argv;
    const check = body?.check ?? false;
    if (
      !Array.isArray(argv) ||
      !argv.every((part): part is string => typeof part === 'string') ||
      typeof check !== 'boolean'
    ) {
      return reply.code(400).send({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.badRequest });
    }
    if (!check) request.log.info({ command: argv.slice(0, 2).join(' ') }, 'operator command');
    return runCommandLine(argv, services, check);
  });
};

export const newBridgeToken = (): string => randomBytes(32).toString('base64url');

/** Publishes the bridge for CLIs of the same user; returns the function that withdraws it. */
export function publishBridge(dataDir: string, address: BridgeAddress): () => void {
  const file = path.join(dataDir, BRIDGE_FILE);
  writeFileSync(file, JSON.stringify(address), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}
