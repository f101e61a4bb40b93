import {
  GAME_MESSAGES as M,
  GAME_PATHS as P,
  gameFavoriteRequestSchema,
  gameFavoriteResponseSchema,
  gameFavoritesResponseSchema,
  gameLinkQuerySchema,
  gameLinkResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameSectionsResponseSchema,
  gameThumbParamsSchema,
  gameThumbQuerySchema,
  svgResponseSchema,
  fixturesQuerySchema,
  fixturesResponseSchema,
  type Fixture,
} from '@xc/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '../../infra/errors';
import { errorResponses } from '../../infra/route-schema';
import { bearerToken, currentSession } from '../../infra/player-session';
import type { SessionService } from '../auth/sessions';
import type { GameService } from './service';
import type { GameLaunchService } from './sessions';

export interface GameRoutesOptions {
  games: GameService;
  launch: GameLaunchService;
  sessions: SessionService;
  /** The sports providers' fixture feed (the demo studio's). */
  fixtures: (days: number) => Fixture[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const gameRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (
  app,
  { games, launch, sessions, fixtures },
) => {
  /** Lists are open to visitors; a valid bearer token only adds the caller's favourites. */
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
    P.list,
    {
      schema: {
        tags: ['games'],
        summary: 'Games of a lobby: filter by section, category, partner, hot, or search the titles',
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const playerId = await optionalPlayer(request);
      // Per caller (isFavorite, live jackpot figures): not for shared caches.
      reply.header('cache-control', playerId === null ? 'public, max-age=5' : 'private, no-store');
      reply.header('vary', 'authorization');
      const { items, pagination } = await games.list(request.query, playerId);
      return { data: items, meta: { pagination } };
    },
  );

  app.get(
    P.sections,
    {
      schema: {
        tags: ['games'],
        summary: 'Each lobby with its categories and partners, and how many games each has',
        response: { 200: gameSectionsResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await games.sections() };
    },
  );

  app.get(
    P.thumb,
    {
      schema: {
        tags: ['games'],
        summary: 'The tile picture of a game (SVG, generated)',
        params: gameThumbParamsSchema,
        querystring: gameThumbQuerySchema,
        produces: ['image/svg+xml'],
        response: { 200: svgResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const thumbnail = await games.thumbnail(request.params.file.slice(0, -'.svg'.length));
      if (!thumbnail) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      // Immutable only under the URL of this very picture; an old ?v= gets a short life.
      reply.header(
        'cache-control',
        request.query.v === thumbnail.version ? IMMUTABLE : 'public, max-age=300',
      );
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml; charset=utf-8').send(thumbnail.svg);
    },
  );

  app.get(
    P.fixtures,
    {
      schema: {
        tags: ['games'],
        summary: 'The match schedule of the sports lobbies (demo fixtures), by kick-off',
        querystring: fixturesQuerySchema,
        response: { 200: fixturesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: fixtures(request.query.days) };
    },
  );

  await app.register(async (scope) => {
    const player = scope.withTypeProvider<ZodTypeProvider>();
    player.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    player.addHook('onRequest', app.requirePlayer);

    player.get(
      P.link,
      {
        schema: {
          tags: ['games'],
          summary:
            'The URL that opens a game for the logged-in player (spec §7); 400 with a message if it cannot',
          querystring: gameLinkQuerySchema,
          response: { 200: gameLinkResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await launch.link(currentSession(request), request.query) }),
    );

    player.get(
      P.favorite,
      {
        schema: {
          tags: ['games'],
          summary: "The logged-in player's favourite games, newest first",
          response: { 200: gameFavoritesResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await games.favorites(currentSession(request).playerId) }),
    );

    player.post(
      P.favorite,
      {
        schema: {
          tags: ['games'],
          summary: 'Add a game to the favourites (userId must be the caller, else 403)',
          body: gameFavoriteRequestSchema,
          response: { 200: gameFavoriteResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await games.setFavorite(currentSession(request), request.body, true),
        message: M.favoriteAdded,
      }),
    );

    player.delete(
      P.favorite,
      {
        schema: {
          tags: ['games'],
          summary: 'Remove a game from the favourites (userId must be the caller, else 403)',
          body: gameFavoriteRequestSchema,
          response: { 200: gameFavoriteResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await games.setFavorite(currentSession(request), request.body, false),
        message: M.favoriteRemoved,
      }),
    );
  });
};
