import { InvalidConfigurationError } from '../modules/system/service';
import type { Services } from '../services';
import { seedDemoData } from './seed';

export type Command =
  | { name: 'config list' }
  | { name: 'config set'; key: string; value: string }
  | { name: 'seed' }
  | { name: 'help' };

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export const EXIT_OK = 0;
/** The environment is wrong (database unreachable or held by the server). */
export const EXIT_FAILURE = 1;
/** The operator typed something the CLI refuses. */
export const EXIT_USAGE = 2;

export const USAGE = `Usage: npm run ops -- <command>

  config list              every system configuration key, its value and where it comes from
  config set <KEY> <VALUE> store a value (booleans: true/false; REFRESH_INTERVAL: positive integer, seconds)
  seed                     create the demo data (safe to repeat)
  help                     this text

The CLI opens the same database as the server: DATABASE_URL, else the embedded PGlite in DATA_DIR.`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseCommand(argv: readonly string[]): Command {
  const [first, second, ...rest] = argv;
  if (first === undefined || first === 'help' || first === '--help' || first === '-h')
    return { name: 'help' };
  if (first === 'seed' && second === undefined) return { name: 'seed' };
  if (first === 'config' && second === 'list' && rest.length === 0) return { name: 'config list' };
  if (first === 'config' && second === 'set') {
    const [key, value, ...extra] = rest;
    if (key === undefined || value === undefined || extra.length > 0) {
      throw new UsageError(
        'config set needs exactly a KEY and a VALUE, e.g. config set REFRESH_INTERVAL 600',
      );
    }
    return { name: 'config set', key, value };
  }
  throw new UsageError(`Unknown command: ${argv.join(' ')}`);
}

/** Runs one command through the services (never raw SQL) and returns the process exit code. */
export async function executeCommand(command: Command, services: Services, io: Output): Promise<number> {
  switch (command.name) {
    case 'help':
      io.out(USAGE);
      return EXIT_OK;
    case 'config list': {
      const entries = await services.systemConfigurations.list();
      const width = Math.max(...entries.map((entry) => entry.key.length));
      for (const entry of entries) {
        const source =
          entry.source === 'database' ? `set ${entry.updatedAt?.toISOString() ?? ''}`.trim() : 'default';
        io.out(`${entry.key.padEnd(width)}  ${JSON.stringify(entry.value)}  (${source})`);
      }
      return EXIT_OK;
    }
    case 'config set':
      try {
        const entry = await services.systemConfigurations.set(command.key, command.value);
        io.out(`${entry.key} = ${JSON.stringify(entry.value)}`);
        return EXIT_OK;
      } catch (error) {
        if (!(error instanceof InvalidConfigurationError)) throw error;
        io.err(`Error: ${error.message}`);
        return EXIT_USAGE;
      }
    case 'seed': {
      const report = await seedDemoData(services);
      io.out(`Demo data ensured: ${report.systemConfigurations} system configuration value(s) written.`);
      return EXIT_OK;
    }
  }
}
