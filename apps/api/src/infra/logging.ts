import { GATEWAY_SIGNATURE, PROVIDER_SIGNATURE, STUDIO_SESSION_HEADER } from '@xc/api-contract';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { rawHeader } from './raw-header';

export type { Logger };

export interface LoggingOptions {
  level?: string;
  /** Where lines go; stdout when absent. Tests pass a stream to read them back. */
  stream?: DestinationStream;
}

/** Headers that carry credentials or identify a device; they never reach the logs. */
const REDACTED_HEADERS = [
  'authorization',
  'cookie',
  'x-device-fingerprint',
  'set-cookie',
  STUDIO_SESSION_HEADER,
  PROVIDER_SIGNATURE.signatureHeader,
  GATEWAY_SIGNATURE.signatureHeader,
];
/** Body fields that are secrets, should a request body or service input ever be logged. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'resetTicket',
  // scratch cards (deposits, and the ones a withdrawal bought) and the card withdrawal's confirmation
  'pin',
  'serial',
  'cards',
  'phoneLast5',
];
/** Query parameters carrying bearer-like tokens (auto-login, game play, event stream tickets). */
const SECRET_QUERY_PARAMS = /([?&](?:login_token|token|ticket)=)[^&#]*/gi;

export const REQUEST_ID_HEADER = 'x-request-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[Redacted]');
}

/** A caller-chosen id is kept only when it is a UUID, so it cannot be used to forge log lines. */
export function genReqId(req: IncomingMessage): string {
  const incoming = rawHeader(req, REQUEST_ID_HEADER);
  return incoming !== undefined && UUID.test(incoming) ? incoming.toLowerCase() : randomUUID();
}

export function createLogger(options: LoggingOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: {
        paths: [
          ...REDACTED_HEADERS.map((name) => `req.headers["${name}"]`),
          ...REDACTED_HEADERS.map((name) => `res.headers["${name}"]`),
          ...SECRET_FIELDS,
          ...SECRET_FIELDS.map((name) => `*.${name}`),
        ],
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: maskUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          headers: { ...request.headers },
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    options.stream,
  );
}
