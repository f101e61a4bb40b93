import {
  GIFT_CODE_PATHS as P,
  giftHistoryQuerySchema,
  giftHistoryResponseSchema,
  giftRedemptionResponseSchema,
  redeemGiftCodeRequestSchema,
} from '@xc/api-contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession } from '../../infra/player-session';
import { errorResponses } from '../../infra/route-schema';
import type { GiftCodeService } from './service';

export interface GiftCodeRoutesOptions {
  giftCodes: GiftCodeService;
}

/** The player's gift codes (🔒): redeem one, and the history tab. */
export const giftCodeRoutes: FastifyPluginAsyncZod<GiftCodeRoutesOptions> = async (app, { giftCodes }) => {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', scope.requirePlayer);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.post(
      P.redeem,
      {
        schema: {
          tags: ['giftcodes'],
          summary:
            'Redeem a gift code: its value is credited at once, withdrawable once its total bet is reached',
          body: redeemGiftCodeRequestSchema,
          response: { 200: giftRedemptionResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await giftCodes.redeem(
          { playerId: currentSession(request).playerId, brand: request.brand, ip: request.ip },
          request.body,
        ),
      }),
    );

    api.get(
      P.history,
      {
        schema: {
          tags: ['giftcodes'],
          summary: 'Your redeemed gift codes, newest first: value, required total bet, bet so far, status',
          querystring: giftHistoryQuerySchema,
          response: { 200: giftHistoryResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        giftCodes.history(
          { playerId: currentSession(request).playerId, brand: request.brand },
          request.query,
        ),
    );
  });
};
