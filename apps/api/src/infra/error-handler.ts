import type { ApiErrorBody } from '@xc/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/** SQLSTATEs a bad input can still cause in the database (a last line behind the schemas). */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

/** A connection to the database ended under a request (a restart, a failover, a cut): retry soon. */
const CONNECTION_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

function databaseState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** The driver saw its connection die (no SQLSTATE: the socket is gone). */
function connectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { message, code, cause } = current as { message?: unknown; code?: unknown; cause?: unknown };
    if (code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE') return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection .*(closed|ended)|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    current = cause;
  }
  return false;
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
  const state = databaseState(error);
  if (state && INPUT_SQLSTATES.has(state)) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: MESSAGES.validation };
  }
  if ((state && CONNECTION_SQLSTATES.has(state)) || connectionLost(error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.internal };
}

/**
 * Errors the framework meets before a route runs (a malformed %-escape in the URL, an over-long
 * parameter), in the API's shape: never fastify's English text echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body = clientErrorBody(error.statusCode && error.statusCode < 500 ? error.statusCode : 400);
  void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Node's HTTP parser meets before fastify sees a request (headers too large, a malformed
 * request line, a client too slow): the API's shape, written on the socket, which then closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ApiErrorBody =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { statusCode: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: MESSAGES.headersTooLarge }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { statusCode: 408, code: 'REQUEST_TIMEOUT', message: MESSAGES.timeout }
        : { statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.badRequest };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
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
      if (body.statusCode === 503) request.log.warn({ err: error }, 'database connection lost');
      else if (body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
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
