import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { MESSAGES } from './errors';

/**
 * A request that failed its route schema. `message` is the first failing field's own message (the
 * contracts give every field a Vietnamese one) or the generic one; the input itself is never kept,
 * so a password in a refused body cannot reach the logs.
 */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/**
 * fastify-type-provider-zod's validator with one change: a failure without a message of its own (a
 * check the contract did not word) says MESSAGES.validation rather than zod's English text.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    // Before any field's own rule: no text of a player's carries control characters (NUL would
    // reach the database as an error of its own).
    const bad = controlCharacterAt(data);
    if (bad !== null) return { error: new RequestValidationError(MESSAGES.controlCharacters, bad) };
    const result = safeParse(schema, data, { error: () => MESSAGES.validation });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return {
      error: new RequestValidationError(first?.message ?? MESSAGES.validation, (first?.path ?? []).join('.')),
    };
  };

/** C0 controls but tab, line feed and carriage return, and DEL: what no text of a player's holds. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path of the first string (or key) in `data` holding a control character, else null. */
export function controlCharacterAt(data: unknown, path = '', depth = 0): string | null {
  if (typeof data === 'string') return CONTROL.test(data) ? path : null;
  if (data === null || typeof data !== 'object' || depth > 32) return null;
  for (const [key, value] of Object.entries(data)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = controlCharacterAt(value, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
