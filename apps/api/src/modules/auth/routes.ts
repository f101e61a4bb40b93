import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_PATHS as P,
  authResponseSchema,
  autoLoginRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  otpChallengeResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTicketResponseSchema,
  verifyCodeRequestSchema,
} from '@xc/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../infra/errors';
import type { RateLimiter } from '../../infra/rate-limit';
import { errorResponses } from '../../infra/route-schema';
import { requestContext } from '../../infra/request-context';
import { bearerToken, currentSession } from '../../infra/player-session';
import { requireFingerprint } from './plugin';
import type { AuthService } from './service';
import { unauthenticated } from './sessions';

export interface AuthRoutesOptions {
  auth: AuthService;
  limiter: RateLimiter;
}

const FINGERPRINT_NOTE =
  'Needs the x-device-fingerprint header (hex); without it: 400 with message DEVICE_FINGERPRINT_REQUIRED.';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, limiter }) => {
  // Tokens and personal data: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    P.register,
    {
      preValidation: requireFingerprint,
      schema: {
        tags: ['auth'],
        summary: 'Create a player account and log in',
        description: FINGERPRINT_NOTE,
        body: registerRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limiter.consume('registerPerIp', request.brand, request.ip);
      return auth.register(request.body, requestContext(request));
    },
  );

  app.post(
    P.login,
    {
      preValidation: requireFingerprint,
      schema: {
        tags: ['auth'],
        summary: 'Log in; the previous session of the player is revoked',
        description: FINGERPRINT_NOTE,
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      await limiter.consume('loginPerIp', request.brand, request.ip);
      // Per brand (every key is): the namesake on another brand is another person.
      const name = username.toLowerCase();
      await limiter.consume('loginPerUsernameAndIp', request.brand, `${name}@${request.ip}`);
      // Before the password is checked, so the wait tells nothing about it.
      await limiter.slowDown('loginFailuresPerUsername', request.brand, name);
      try {
        return await auth.login(username, password, requestContext(request));
      } catch (error) {
        if (error instanceof AppError && error.code === ACCOUNT_ERROR_CODES.invalidCredentials)
          await limiter.fail('loginFailuresPerUsername', request.brand, name);
        throw error;
      }
    },
  );

  // A GET that rotates the token because the spec's client calls it so (§7). It is safe from
  // cross-site use: it acts only on the Authorization header, which browsers never add on their own.
  app.get(
    P.refresh,
    {
      schema: {
        tags: ['auth'],
        summary:
          'New token and user for a live session (Authorization: Bearer <token>); the old token stops working',
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      return auth.refresh(token, requestContext(request));
    },
  );

  app.post(
    P.autoLogin,
    {
      preValidation: requireFingerprint,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a one-time login token (operator CLI: login-token)',
        description: FINGERPRINT_NOTE,
        body: autoLoginRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limiter.consume('autoLoginPerIp', request.brand, request.ip);
      return auth.autoLogin(request.body.token, requestContext(request));
    },
  );

  app.post(
    P.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session of the bearer token (ok even if it is no longer live)',
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.logout(bearerToken(request), requestContext(request));
      return { ok: true as const };
    },
  );

  app.post(
    P.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password, step 1: find the account and text a code to its verified phone',
        body: forgotPasswordRequestSchema,
        response: { 200: otpChallengeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limiter.consume('otpSendPerIp', request.brand, request.ip);
      return { data: await auth.startPasswordReset(request.body.username, requestContext(request)) };
    },
  );

  app.post(
    P.forgotPasswordVerify,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password, step 2: the code buys a reset ticket (valid 10 minutes)',
        body: verifyCodeRequestSchema,
        response: { 200: resetTicketResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await limiter.consume('otpVerifyPerIp', request.brand, request.ip);
      const { challengeId, code } = request.body;
      return { data: await auth.verifyPasswordReset(challengeId, code, requestContext(request)) };
    },
  );

  app.post(
    P.forgotPasswordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password, step 3: set the new password; every session of the player is revoked',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.resetTicket, request.body.password, requestContext(request));
      return { ok: true as const };
    },
  );

  app.post(
    P.changePassword,
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['user'],
        summary: 'Change the password (current one required); other sessions are revoked, this one stays',
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = currentSession(request);
      await limiter.consume('passwordChangePerPlayer', request.brand, String(session.playerId));
      const { currentPassword, newPassword } = request.body;
      await auth.changePassword(session, currentPassword, newPassword, requestContext(request));
      return { ok: true as const };
    },
  );
};
