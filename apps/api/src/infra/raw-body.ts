import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from './errors';

/**
 * For the signed endpoints (a provider's wallet calls, the gateway's merchant API and webhooks): in
 * `scope`, JSON bodies are parsed from their exact bytes, which are kept for the signature check.
 * Returns how to read a request's raw body (empty when it had none).
 */
export function keepRawJsonBodies(
  scope: FastifyInstance,
  bodyLimit = 16 * 1024,
): (request: FastifyRequest) => string {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text.length > 0 ? JSON.parse(text) : {});
    } catch {
      done(new AppError(400, 'VALIDATION_ERROR', MESSAGES.validation), undefined);
    }
  });
  return (request) => rawBodies.get(request) ?? '';
}
