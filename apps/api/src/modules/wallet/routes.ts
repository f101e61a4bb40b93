import { WALLET_PATHS, balanceResponseSchema } from '@xc/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../infra/route-schema';
import { currentSession } from '../../infra/player-session';
import type { WalletService } from './service';

export interface WalletRoutesOptions {
  wallet: WalletService;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { wallet }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', app.requirePlayer);

  app.get(
    WALLET_PATHS.balance,
    {
      schema: {
        tags: ['wallet'],
        summary: "The logged-in player's balance (integer VND), e.g. for the header after a game",
        response: { 200: balanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await wallet.balanceView(currentSession(request).playerId) }),
  );
};
