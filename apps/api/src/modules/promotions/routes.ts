import {
  PROMOTION_PATHS as P,
  bonusResponseSchema,
  cancelBonusRequestSchema,
  forfeitPreviewResponseSchema,
  playerPromotionsResponseSchema,
  promotionListResponseSchema,
} from '@xc/api-contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession } from '../../infra/player-session';
import { errorResponses } from '../../infra/route-schema';
import type { PromotionService } from './service';

export interface PromotionRoutesOptions {
  promotions: PromotionService;
}

/** The brand's promotions (public), and the player's bonus and cashback (🔒). */
export const promotionRoutes: FastifyPluginAsyncZod<PromotionRoutesOptions> = async (app, { promotions }) => {
  app.get(
    P.list,
    {
      schema: {
        tags: ['promotions'],
        summary: "The brand's active promotions, every rule in figures and in their terms",
        response: { 200: promotionListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await promotions.list(request.brand) };
    },
  );

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', scope.requirePlayer);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.get(
      P.mine,
      {
        schema: {
          tags: ['promotions'],
          summary:
            'Your active bonus with its live wagering, past bonuses, and cashback (today so far, and credits)',
          response: { 200: playerPromotionsResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const session = currentSession(request);
        return { data: await promotions.mine(session.playerId, request.brand) };
      },
    );
    api.get(
      P.forfeitPreview,
      {
        schema: {
          tags: ['promotions'],
          summary: 'What cancelling your active bonus would take back now, and what you would keep',
          response: { 200: forfeitPreviewResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await promotions.forfeitPreview(currentSession(request).playerId) }),
    );
    api.post(
      P.cancel,
      {
        schema: {
          tags: ['promotions'],
          summary: 'Cancel your active bonus: the bonus and the winnings attributable to it are forfeited',
          body: cancelBonusRequestSchema,
          response: { 200: bonusResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const session = currentSession(request);
        return { data: await promotions.cancel(session.playerId, request.brand, request.body) };
      },
    );
  });
};
