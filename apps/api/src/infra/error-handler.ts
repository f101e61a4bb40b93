import type { ApiErrorBody } from '@xc/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { AppError, MESSAGES } from './errors';
import { RequestValidationError } from './validation';

function codeForStatus(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in the API's shape. */
function clientErrorBody(statusCode: number): ApiErrorBody {
  if (statusCode === 400) return { statusCode, code: 'VALIDATION_ERROR', message: MESSAGES.validation };
  if (statusCode === 429) return { statusCode, code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests };
  return { statusCode, code: codeForStatus(statusCode), message: MESSAGES.badRequest };
}

export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof AppError) return error.toBody();
  if (error instanceof RequestValidationError) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: MESSAGES.validation };
  }
  const statusCode = (error as Partial<FastifyError>).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return clientErrorBody(statusCode);
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.internal };
}

/**
 * Every error leaves as `{ statusCode, code, message }`; the cause of a 500 stays in the log only,
 * so stack traces and SQL never reach a player.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorBody(error);
      if (error instanceof AppError && error.headers) void reply.headers(error.headers);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
      else request.log.info({ err: error, code: body.code }, 'request rejected');
      return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const body: ApiErrorBody = { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound };
      return reply.status(404).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
