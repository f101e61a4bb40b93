import {
  MISSION_DEFAULT_ERROR_MESSAGE,
  MISSION_ERROR_CODES,
  MISSION_MESSAGES,
  MISSION_PATHS as P,
  missionActionRequestSchema,
  missionActionResponseSchema,
  missionClaimResponseSchema,
  missionErrorBodySchema,
  missionFeaturedResponseSchema,
  missionListQuerySchema,
  missionListResponseSchema,
  missionRecentClaimsQuerySchema,
  missionRecentClaimsResponseSchema,
  missionTrackingResponseSchema,
  type MissionErrorBody,
} from '@xc/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { toErrorBody } from '../../infra/error-handler';
import { AppError } from '../../infra/errors';
import { currentSession } from '../../infra/player-session';
import { RequestValidationError } from '../../infra/validation';
import { MISSION_LIMITS, type MissionService } from './service';

export interface MissionRoutesOptions {
  missions: MissionService;
}

/** Every error of these routes: the spec's success flag, a status code, and 'Có lỗi xảy ra' for the unexpected. */
const missionErrors = { '4xx': missionErrorBodySchema, '5xx': missionErrorBodySchema } as const;

/**
 * The API's error body with the spec's `success: false` (§8); a mission id that is not a positive
 * whole number reads as an unknown mission (404), and an unexpected error says only 'Có lỗi xảy ra'.
 */
export function missionErrorBody(error: unknown): MissionErrorBody {
  if (error instanceof RequestValidationError && error.path === 'mission_id')
    return {
      success: false,
      statusCode: 404,
      code: MISSION_ERROR_CODES.notFound,
      message: MISSION_MESSAGES.notFound,
    };
  const body = toErrorBody(error);
  return {
    success: false,
    ...body,
    message: body.statusCode === 500 ? MISSION_DEFAULT_ERROR_MESSAGE : body.message,
  };
}

function sendMissionError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const body = missionErrorBody(error);
  if (error instanceof AppError && error.headers) void reply.headers(error.headers);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ err: error, code: body.code }, 'request rejected');
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** The player's missions (🔒): the spec's six calls (§7). */
export const missionRoutes: FastifyPluginAsyncZod<MissionRoutesOptions> = async (app, { missions }) => {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.setErrorHandler(sendMissionError);
    scope.addHook('onRequest', scope.requirePlayer);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const caller = (request: FastifyRequest) => ({
      playerId: currentSession(request).playerId,
      brand: request.brand,
    });

    api.get(
      P.list,
      {
        schema: {
          tags: ['missions'],
          summary:
            'The brand’s missions with your status and progress, filtered and paged; and the requirements',
          querystring: missionListQuerySchema,
          response: { 200: missionListResponseSchema, ...missionErrors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await missions.list(caller(request), request.query)),
      }),
    );

    api.get(
      P.featured,
      {
        schema: {
          tags: ['missions'],
          summary: 'Up to three featured missions still open to you',
          response: { 200: missionFeaturedResponseSchema, ...missionErrors },
        },
      },
      async (request) => ({ success: true as const, data: await missions.featured(caller(request)) }),
    );

    api.get(
      P.recentClaims,
      {
        schema: {
          tags: ['missions'],
          summary: 'The brand’s latest mission rewards claimed, newest first, names masked',
          querystring: missionRecentClaimsQuerySchema,
          response: { 200: missionRecentClaimsResponseSchema, ...missionErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await missions.recentClaims(request.brand, request.query.limit),
      }),
    );

    api.post(
      P.accept,
      {
        schema: {
          tags: ['missions'],
          summary: 'Accept a mission: its progress counts from now until its deadline',
          body: missionActionRequestSchema,
          response: { 200: missionActionResponseSchema, ...missionErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await missions.accept(caller(request), request.body.mission_id),
      }),
    );

    api.post(
      P.claim,
      {
        schema: {
          tags: ['missions'],
          summary:
            'Claim a completed mission’s reward (cash into the wallet, or a bonus with wagering), once',
          body: missionActionRequestSchema,
          response: { 200: missionClaimResponseSchema, ...missionErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await missions.claim(caller(request), request.body.mission_id),
      }),
    );

    api.patch(
      P.tracking,
      {
        schema: {
          tags: ['missions'],
          summary:
            'The check-in ping: records today’s check-in, answers with your live missions and claimable count',
          response: { 200: missionTrackingResponseSchema, ...missionErrors },
        },
      },
      async (request) => ({ success: true as const, data: await missions.tracking(caller(request)) }),
    );
  });
};

export const MISSION_TEST_CLOCK_PATH = '/api/test/missions/clock';

const testClockRequestSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  advanceMs: z.int().check(z.minimum(0), z.maximum(MISSION_LIMITS.maxTestAdvanceMs)),
});

/**
 * The test clock hook (buildApp's `testHooks`; main.ts: TEST_HOOKS=1, refused in production): moves one
 * player's mission clock `advanceMs` ahead of the server's, so a test can live that player's
 * tomorrow without touching anyone else. Without `testHooks` the route does not exist.
 */
export const missionTestRoutes: FastifyPluginAsyncZod<MissionRoutesOptions> = async (app, { missions }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    MISSION_TEST_CLOCK_PATH,
    {
      schema: {
        tags: ['test hooks'],
        summary: 'Tests only: move one player’s mission clock ahead (0 puts it back)',
        body: testClockRequestSchema,
      },
    },
    async (request) => {
      const moved = await missions.setTestClock(request.brand, request.body.username, request.body.advanceMs);
      return { success: true, data: { playerId: moved.playerId, now: moved.now.toISOString() } };
    },
  );
};
