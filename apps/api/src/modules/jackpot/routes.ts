import { GAME_PATHS as P, bigJackpotResponseSchema, explodeJackpotResponseSchema } from '@xc/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingHttpHeaders } from 'node:http';
import type { HotAnswer, HotPath } from '../../infra/hot-path';
import { errorResponses } from '../../infra/route-schema';
import type { CachedBody, JackpotService } from './service';

export interface JackpotRoutesOptions {
  jackpots: JackpotService;
  /** Where the same answers are also written without fastify's pipeline (see infra/hot-path). */
  hot?: HotPath;
}

/**
 * A precomputed answer as it is: no serialization, no compression per request, and a 304 for a client
 * that already has it. Shared caches may keep it for a second, as long as the figures live.
 */
export function cachedAnswer(headers: IncomingHttpHeaders, body: CachedBody): HotAnswer {
  const common = {
    'cache-control': 'public, max-age=1',
    etag: body.etag,
    vary: 'accept-encoding',
    'content-type': 'application/json; charset=utf-8',
  };
  if (headers['if-none-match'] === body.etag) return { status: 304, headers: common, body: null };
  const accepted = String(headers['accept-encoding'] ?? '');
  if (body.br && /\bbr\b/.test(accepted))
    return { status: 200, headers: { ...common, 'content-encoding': 'br' }, body: body.br };
  if (body.gzip && /\bgzip\b/.test(accepted))
    return { status: 200, headers: { ...common, 'content-encoding': 'gzip' }, body: body.gzip };
  return { status: 200, headers: common, body: body.json };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const answer = cachedAnswer(request.headers, body);
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

export const jackpotRoutes: FastifyPluginAsyncZod<JackpotRoutesOptions> = async (app, { jackpots, hot }) => {
  hot?.add(P.jackpot, (request) => {
    const board = jackpots.ready();
    return board && cachedAnswer(request.headers, board.big);
  });
  hot?.add(P.explodeJackpot, (request) => {
    const board = jackpots.ready();
    return board && cachedAnswer(request.headers, board.explode);
  });

  app.get(
    P.jackpot,
    {
      // Already compressed once per figure change: the per-request compressor has nothing to do.
      config: { compress: false },
      schema: {
        tags: ['jackpot'],
        summary: 'The big progressive jackpot (precomputed, at most about a second old)',
        response: { 200: bigJackpotResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendCached(request, reply, (await jackpots.current()).big),
  );

  app.get(
    P.explodeJackpot,
    {
      config: { compress: false },
      schema: {
        tags: ['jackpot'],
        summary: "Every game's own jackpot: data.games = [{ id, jackpot }], largest first",
        response: { 200: explodeJackpotResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendCached(request, reply, (await jackpots.current()).explode),
  );
};
