import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_CSP, documentCsp } from './csp';

export const DOCS_PREFIX = '/api/docs';

/** Swagger UI loads its own scripts and styles from 'self' and injects inline styles. */
const DOCS_CSP = documentCsp();

const FIXED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * What the hook below sets on a JSON answer of the API, as header lines (name, value, …) for answers
 * written without fastify (infra/hot-path).
 */
export const API_SECURITY_LINES: readonly string[] = Object.entries({
  ...FIXED,
  'content-security-policy': API_CSP,
}).flat();

/** JSON makes no requests: a referrer policy on it governs nothing (pages, styles and images keep theirs). */
function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * Headers every response carries, API and site alike. A route that knows better (an HTML page with
 * its own script hashes) sets its CSP itself and it is kept.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(FIXED);
      // A route's own policy is kept (the payment pages say no-referrer: their address names the payment).
      if (!reply.hasHeader('referrer-policy') && !isJson(reply.getHeader('content-type')))
        reply.header('referrer-policy', REFERRER_POLICY);
      if (!reply.hasHeader('content-security-policy')) {
        const pathname = request.url.split('?', 1)[0] ?? '';
        const isDocs = pathname === DOCS_PREFIX || pathname.startsWith(`${DOCS_PREFIX}/`);
        reply.header('content-security-policy', isDocs ? DOCS_CSP : API_CSP);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
