// `npm run ops -- …`. A command for a server running on the embedded database goes to that server
// (bridge.ts) without this process loading the API's modules: those, the database and the services,
// are imported only when the command runs here (PostgreSQL, or no server running).
import path from 'node:path';
import { ConfigError, loadDatabaseConfig } from '../infra/config';
import { DatabaseLockedError } from '../infra/dir-lock';
import type { DatabaseHandle } from '../infra/database';
import { batchLines, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, withBrand, withInvocationKey } from './argv';
import { readBridge, sendToBridge, type BridgeAddress, type OpsResult } from './bridge-client';
import type { Command, Output } from './commands';

const io: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** The database, the running server that holds it, or the message explaining why neither can be used. */
async function open(): Promise<DatabaseHandle | BridgeAddress | string> {
  let dataDir: string | undefined;
  try {
    const config = loadDatabaseConfig(process.env);
    dataDir = config.dataDir;
    const { openDatabase } = await import('../infra/open-database');
    return await openDatabase(config);
  } catch (error) {
    if (error instanceof ConfigError) return `Error: ${error.message}`;
    if (error instanceof DatabaseLockedError) {
      const bridge = dataDir ? readBridge(path.resolve(dataDir)) : null;
      if (bridge?.pid === error.holderPid) return bridge;
      return (
        `Error: the embedded database is held by process ${error.holderPid}, which does not accept operator ` +
        `commands (PGlite allows one process at a time). Wait until it has started or stop it, ` +
        `or run both the server and the CLI against PostgreSQL by setting DATABASE_URL.`
      );
    }
    throw error;
  }
}

function print(result: OpsResult): number {
  for (const line of result.out) io.out(line);
  for (const line of result.err) io.err(line);
  return result.code;
}

type Commands = typeof import('./commands');

/** The invocation with its brand and (for money) its key, as it runs here or on the server. */
const invocation = (given: readonly string[]): string[] => withBrand(withInvocationKey(given), process.env);

/** The invocation as a command; a usage error is printed. */
function commandOf(
  { parseCommand, USAGE, UsageError }: Commands,
  argv: string[],
): { argv: string[]; command: Command } | null {
  try {
    return { argv, command: parseCommand(argv) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`Error: ${error.message}\n\n${USAGE}`);
    return null;
  }
}

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

/** The server running on DATA_DIR's embedded database, as its bridge file names it (a live process). */
function runningServer(): BridgeAddress | null {
  try {
    const { databaseUrl, dataDir } = loadDatabaseConfig(process.env);
    if (databaseUrl) return null;
    const bridge = readBridge(dataDir);
    if (!bridge) return null;
    process.kill(bridge.pid, 0); // throws when no such process
    return bridge;
  } catch {
    return null;
  }
}

/** Runs each command line in the server that holds the database, in order, until one fails. */
async function runOnServer(
  server: BridgeAddress,
  commands: readonly { line: number; argv: string[] }[],
  stopped: (line: number, code: number) => boolean,
): Promise<number> {
  for (const { line, argv } of commands) {
    const result = await sendToBridge(server, argv);
    if (!result) {
      io.err('Error: the running server holds the embedded database but did not answer the command.');
      return EXIT_FAILURE;
    }
    const code = print(result);
    if (stopped(line, code)) return code;
  }
  return EXIT_OK;
}

/**
 * The quick way, when a server holds the embedded database: the server reads every line first and
 * runs none unless all are commands, then runs each. Null when it cannot be taken (no server answers,
 * or a line is not a command): the full way then runs or explains, exactly as without it.
 */
async function viaRunningServer(
  commands: readonly { line: number; argv: string[] }[],
  stopped: (line: number, code: number) => boolean,
): Promise<number | null> {
  const server = runningServer();
  if (!server) return null;
  for (const { argv } of commands) {
    const checked = await sendToBridge(server, argv, true);
    if (checked?.code !== EXIT_OK) return null;
  }
  return runOnServer(server, commands, stopped);
}

async function run(given: readonly string[]): Promise<number> {
  const batch = given.length === 1 && given[0] === 'batch';
  const lines = (batch ? batchLines(await readStdin()) : [{ line: 0, argv: [...given] }]).map(
    ({ line, argv }) => ({ line, argv: invocation(argv) }),
  );
  const stopped = (line: number, code: number) => {
    if (batch && code !== EXIT_OK) io.err(`Error: the batch stopped at line ${line}.`);
    return code !== EXIT_OK;
  };
  if (lines.length === 0) return EXIT_OK;
  if (batch || given[0] !== 'help') {
    const quick = await viaRunningServer(lines, stopped);
    if (quick !== null) return quick;
  }

  const commandsModule = await import('./commands');
  const commands: Array<{ line: number; argv: string[]; command: Command }> = [];
  for (const { line, argv } of lines) {
    const parsed = commandOf(commandsModule, argv);
    if (!parsed) {
      if (batch) io.err(`Error: line ${line} of the batch is not a command; nothing was run.`);
      return EXIT_USAGE;
    }
    commands.push({ line, ...parsed });
  }
  if (!batch && commands[0]?.command.name === 'help') {
    io.out(commandsModule.USAGE);
    return EXIT_OK;
  }

  const database = await open();
  if (typeof database === 'string') {
    io.err(database);
    return EXIT_FAILURE;
  }
  if ('token' in database) return runOnServer(database, commands, stopped);
  const [{ createServices }, { RedisEventBus }] = await Promise.all([
    import('../services'),
    import('../modules/events/redis-bus'),
  ]);
  // On PostgreSQL beside running servers: what the command moves (a credit) reaches the players'
  // live streams through the same Redis the servers listen on.
  const redisUrl = process.env['REDIS_URL']?.trim();
  const eventBus = redisUrl
    ? new RedisEventBus(redisUrl, {
        prefix: process.env['REDIS_PREFIX']?.trim() || undefined,
        onError: (error, what) => io.err(`Warning: ${what}: ${String(error)}`),
      })
    : undefined;
  try {
    const services = createServices(database, { eventBus });
    for (const { line, command } of commands) {
      const code = await commandsModule.executeCommand(command, services, io);
      if (stopped(line, code)) return code;
    }
    return EXIT_OK;
  } finally {
    // Closing waits for the publications in flight.
    await eventBus?.close();
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(EXIT_FAILURE);
  },
);
