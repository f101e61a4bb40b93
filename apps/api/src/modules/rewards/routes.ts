import {
  REWARD_ERROR_CODES as CODES,
  REWARD_MESSAGES as M,
  REWARD_PATHS as P,
  appInstallClaimRequestSchema,
  appInstallStatusResponseSchema,
  claimRequestSchema,
  lostBetRefundResponseSchema,
  readyRewardsResponseSchema,
  rewardPaidResponseSchema,
  spinRequestSchema,
  spinResultResponseSchema,
  spinStatusResponseSchema,
} from '@xc/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../infra/errors';
import { bearerToken, currentSession } from '../../infra/player-session';
import { errorResponses } from '../../infra/route-schema';
import { RequestValidationError } from '../../infra/validation';
import type { SessionService } from '../auth/sessions';
import type { RewardCaller, RewardService } from './service';

export interface RewardRoutesOptions {
  rewards: RewardService;
  sessions: SessionService;
}

const callerOf = (request: FastifyRequest): RewardCaller => ({
  playerId: currentSession(request).playerId,
  brand: request.brand,
});

/** The event rewards: the refund campaign's page (public), and the player's claims and spin (🔒). */
export const rewardRoutes: FastifyPluginAsyncZod<RewardRoutesOptions> = async (
  app,
  { rewards, sessions },
) => {
  /** The page is open to visitors; a valid bearer token of this brand adds the player's own figure. */
  const optionalPlayer = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      return (await sessions.authenticate(token, request.brand)).playerId;
    } catch {
      return null;
    }
  };

  app.get(
    P.lostBetRefund,
    {
      schema: {
        tags: ['rewards'],
        summary: 'The lost-bet refund campaign and its terms; with a session, your net loss and refund',
        response: { 200: lostBetRefundResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const playerId = await optionalPlayer(request);
      reply.header('cache-control', playerId === null ? 'public, max-age=30' : 'private, no-store');
      reply.header('vary', 'authorization');
      return { data: await rewards.lostBetRefund(request.brand, playerId) };
    },
  );

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', scope.requirePlayer);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const paid = { 200: rewardPaidResponseSchema, ...errorResponses };

    api.post(
      P.lostBetRefundClaim,
      {
        schema: {
          tags: ['rewards'],
          summary: 'Claim the lost-bet refund accrued and not claimed yet (again later for what accrues)',
          body: claimRequestSchema,
          response: paid,
        },
      },
      async (request) => ({
        data: await rewards.claimLostBetRefund(callerOf(request), request.body.requestId),
      }),
    );

    api.get(
      P.appInstall,
      {
        schema: {
          tags: ['rewards'],
          summary: 'The app download bonus: its amount, and whether you (on any brand) took it',
          response: { 200: appInstallStatusResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await rewards.appInstallStatus(callerOf(request)) }),
    );

    api.post(
      P.appInstallClaim,
      {
        // A body saying it is not the installed app gets its own code, not the generic one.
        attachValidation: true,
        schema: {
          tags: ['rewards'],
          summary: 'Claim the app download bonus (once per person, verified phone, installed app)',
          body: appInstallClaimRequestSchema,
          response: paid,
        },
      },
      async (request) => {
        const invalid = request.validationError;
        if (invalid) {
          if (invalid instanceof RequestValidationError && invalid.message === M.notStandalone)
            throw new AppError(400, CODES.notStandalone, M.notStandalone);
          throw invalid;
        }
        return { data: await rewards.claimAppInstall(callerOf(request), request.body.requestId) };
      },
    );

    api.get(
      P.spin,
      {
        schema: {
          tags: ['rewards'],
          summary:
            "The lucky wheel, whether you may spin today, and the SHA-256 of the next spin's server seed",
          response: { 200: spinStatusResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await rewards.spinStatus(callerOf(request)) }),
    );

    api.post(
      P.spin,
      {
        schema: {
          tags: ['rewards'],
          summary: 'Spin once today with your client seed; the answer reveals the server seed to verify it',
          body: spinRequestSchema,
          response: { 200: spinResultResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await rewards.spin(callerOf(request), request.body) }),
    );

    api.get(
      P.ready,
      {
        schema: {
          tags: ['rewards'],
          summary: 'Event rewards ready to take now (the daily spin, a lost-bet refund to claim)',
          response: { 200: readyRewardsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await rewards.ready(callerOf(request)) }),
    );
  });
};
