// What the CLI does to an invocation before it runs anywhere (here or through the server's bridge):
// small and free of the API's modules, so that a command sent to a running server starts in a
// fraction of a second instead of loading the whole API first.
import { randomUUID } from 'node:crypto';
import { DEFAULT_BRAND, isBrandId } from '@xc/brand/tenants';

/** The CLI's exit codes. */
export const EXIT_OK = 0;
/** The environment is wrong (database unreachable or held by the server). */
export const EXIT_FAILURE = 1;
/** The operator typed something the CLI refuses. */
export const EXIT_USAGE = 2;

export const newOpsKey = (command: string): string => `ops-${command}-${randomUUID()}`;

/**
 * The CLI gives each money command its idempotency key before anything else, so the same key is used
 * whether the command runs here or through the server's bridge.
 */
export function withInvocationKey(argv: readonly string[]): string[] {
  if (argv[0] !== 'credit' || argv.includes('--key')) return [...argv];
  return [...argv, '--key', newOpsKey('credit')];
}

/** The commands of a batch (`ops batch`): one a line, its words split on spaces, with their line numbers. */
export function batchLines(text: string): Array<{ line: number; argv: string[] }> {
  return text
    .split(/\r?\n/)
    .map((content, index) => ({ line: index + 1, argv: content.trim().split(/\s+/).filter(Boolean) }))
    .filter(({ argv }) => argv.length > 0 && !argv[0]?.startsWith('#'));
}

/** Gives the invocation its brand (--brand, else BRAND when it names one, else the default). */
export function withBrand(argv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  if (argv.includes('--brand')) return [...argv];
  return [...argv, '--brand', isBrandId(env['BRAND']) ? env['BRAND'] : DEFAULT_BRAND];
}
