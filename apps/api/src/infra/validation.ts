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
    const result = safeParse(schema, data, { error: () => MESSAGES.validation });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return {
      error: new RequestValidationError(first?.message ?? MESSAGES.validation, (first?.path ?? []).join('.')),
    };
  };
