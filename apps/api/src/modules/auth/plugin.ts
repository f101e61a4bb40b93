import { ACCOUNT_ERROR_CODES as CODES, AUTHORIZATION_SCHEME } from '@xc/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../infra/errors';
import { readFingerprint } from './context';
import { unauthenticated, type ActiveSession, type SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes of a logged-in player: 401 unless the bearer token is a live session. */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requirePlayer. */
    playerSession: ActiveSession | null;
  }
}

/** The token of `Authorization: Bearer <token>`, if that is what the header holds. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (rest.length > 0 || !token || scheme?.toLowerCase() !== AUTHORIZATION_SCHEME.toLowerCase())
    return undefined;
  return token.length <= 256 ? token : undefined;
}

/** The session requirePlayer found; only call it in routes that have requirePlayer. */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.playerSession) throw unauthenticated();
  return request.playerSession;
}

/**
 * preValidation hook of login, register and auto-login. The client matches the message itself
 * (spec §8), so it is the code, not Vietnamese text.
 */
export async function requireFingerprint(request: FastifyRequest): Promise<void> {
  if (!readFingerprint(request)) {
    throw new AppError(400, CODES.deviceFingerprintRequired, CODES.deviceFingerprintRequired);
  }
}

export interface AuthPluginOptions {
  sessions: SessionService;
}

/** Gives every later module `app.requirePlayer` and `request.playerSession`. */
export const authPlugin = fp(
  async (app: FastifyInstance, { sessions }: AuthPluginOptions) => {
    app.decorateRequest('playerSession', null);
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      request.playerSession = await sessions.authenticate(token);
    });
  },
  { name: 'auth' },
);
