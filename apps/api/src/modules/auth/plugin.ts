import { ACCOUNT_ERROR_CODES as CODES } from '@xc/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../infra/errors';
import { bearerToken, unauthenticated } from '../../infra/player-session';
import { readFingerprint } from '../../infra/request-context';
import type { SessionService } from './sessions';

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
      request.playerSession = await sessions.authenticate(token, request.brand);
    });
  },
  { name: 'auth' },
);
