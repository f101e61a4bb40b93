import { ACCOUNT_ERROR_CODES as CODES, ACCOUNT_MESSAGES as M, AUTHORIZATION_SCHEME } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A login session that passed every check (the auth module decides; every module reads it). */
export interface ActiveSession {
  sessionId: string;
  playerId: number;
  brand: BrandId;
}

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

export const unauthenticated = (): AppError => new AppError(401, CODES.unauthenticated, M.unauthenticated);

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
