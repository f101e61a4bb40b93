import {
  ACCOUNT_PATHS as P,
  addBankAccountRequestSchema,
  bankAccountListResponseSchema,
  bankAccountParamsSchema,
  bankAccountResponseSchema,
  otpChallengeResponseSchema,
  profileResponseSchema,
  sendEmailCodeRequestSchema,
  verifyCodeRequestSchema,
} from '@xc/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../infra/rate-limit';
import { errorResponses } from '../../infra/route-schema';
import { requestContext } from '../../infra/request-context';
import { currentSession } from '../../infra/player-session';
import type { BankAccountService } from './banks';
import type { PlayerService } from './service';

export interface PlayerRoutesOptions {
  players: PlayerService;
  banks: BankAccountService;
  limiter: RateLimiter;
}

/** Routes of the logged-in player's own account; nothing here takes another player's id. */
export const playerRoutes: FastifyPluginAsyncZod<PlayerRoutesOptions> = async (
  app,
  { players, banks, limiter },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', app.requirePlayer);

  const playerId = (request: FastifyRequest) => currentSession(request).playerId;
  const beforeSend = async (request: FastifyRequest) => {
    await limiter.consume('otpSendPerIp', request.brand, request.ip);
    await limiter.consume('otpSendPerTarget', request.brand, `player:${playerId(request)}`);
  };
  const beforeVerify = (request: FastifyRequest) =>
    limiter.consume('otpVerifyPerPlayer', request.brand, String(playerId(request)));

  app.get(
    P.profile,
    {
      schema: {
        tags: ['user'],
        summary: 'Personal info of the logged-in player',
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await players.profile(playerId(request)) }),
  );

  app.post(
    P.phoneSendCode,
    {
      schema: {
        tags: ['user'],
        summary: "Text a code to the player's phone to verify it (again after resendAfterSeconds)",
        response: { 200: otpChallengeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await beforeSend(request);
      return { data: await players.sendPhoneCode(playerId(request), requestContext(request)) };
    },
  );

  app.post(
    P.phoneVerify,
    {
      schema: {
        tags: ['user'],
        summary: 'Verify the phone with the code; answers the updated profile',
        body: verifyCodeRequestSchema,
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await beforeVerify(request);
      return { data: await players.verifyPhone(playerId(request), request.body, requestContext(request)) };
    },
  );

  app.post(
    P.emailSendCode,
    {
      schema: {
        tags: ['user'],
        summary: 'Email a code to the address to add or change to; it is saved once verified',
        body: sendEmailCodeRequestSchema,
        response: { 200: otpChallengeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await beforeSend(request);
      return {
        data: await players.sendEmailCode(playerId(request), request.body.email, requestContext(request)),
      };
    },
  );

  app.post(
    P.emailVerify,
    {
      schema: {
        tags: ['user'],
        summary: 'Verify the email with the code; the address becomes the account email',
        body: verifyCodeRequestSchema,
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await beforeVerify(request);
      return { data: await players.verifyEmail(playerId(request), request.body, requestContext(request)) };
    },
  );

  app.get(
    P.banks,
    {
      schema: {
        tags: ['user'],
        summary: "The player's bank accounts, oldest first",
        response: { 200: bankAccountListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await banks.list(playerId(request)) }),
  );

  app.get(
    P.bank,
    {
      schema: {
        tags: ['user'],
        summary: "One of the player's bank accounts (another player's id: 404)",
        params: bankAccountParamsSchema,
        response: { 200: bankAccountResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await banks.get(playerId(request), request.params.id) }),
  );

  app.post(
    P.bankSendCode,
    {
      schema: {
        tags: ['user'],
        summary: 'Text the code that confirms adding a bank account (verified phone required)',
        response: { 200: otpChallengeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await beforeSend(request);
      return { data: await banks.sendCode(playerId(request), requestContext(request)) };
    },
  );

  app.post(
    P.banks,
    {
      schema: {
        tags: ['user'],
        summary: 'Add a bank account (verified phone and code required); it starts as verifying',
        body: addBankAccountRequestSchema,
        response: { 200: bankAccountResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await beforeVerify(request);
      return { data: await banks.add(playerId(request), request.body, requestContext(request)) };
    },
  );
};
