import { ConfigError, loadDatabaseConfig } from '../infra/config';
import { DatabaseLockedError } from '../infra/dir-lock';
import type { DatabaseHandle } from '../infra/database';
import { openDatabase } from '../infra/open-database';
import { createServices } from '../services';
import {
  executeCommand,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  parseCommand,
  USAGE,
  UsageError,
  type Command,
  type Output,
} from './commands';

const io: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** The database, or the message explaining why the CLI cannot open it. */
async function open(): Promise<DatabaseHandle | string> {
  try {
    return await openDatabase(loadDatabaseConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) return `Error: ${error.message}`;
    if (error instanceof DatabaseLockedError) {
      return (
        `Error: the embedded database is held by process ${error.holderPid}, most likely the running server ` +
        `(PGlite allows one process at a time). Stop the server and run the command again, ` +
        `or run both the server and the CLI against PostgreSQL by setting DATABASE_URL.`
      );
    }
    throw error;
  }
}

async function run(argv: readonly string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`Error: ${error.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (command.name === 'help') {
    io.out(USAGE);
    return EXIT_OK;
  }

  const database = await open();
  if (typeof database === 'string') {
    io.err(database);
    return EXIT_FAILURE;
  }
  try {
    return await executeCommand(command, createServices(database), io);
  } finally {
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
