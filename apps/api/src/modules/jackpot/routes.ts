import { GAME_PATHS as P, bigJackpotResponseSchema, explodeJackpotResponseSchema } from '@xc/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../infra/route-schema';
import type { CachedBody, JackpotService } from './service';

export interface JackpotRoutesOptions {
  jackpots: JackpotService;
}

/**
 * Sends a precomputed answer as it is: no serialization, no compression per request, and a 304 for a
 * client that already has it. Shared caches may keep it for a second, as long as the figures live.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  void reply
    .header('cache-control', 'public, max-age=1')
    .header('etag', body.etag)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}

export const jackpotRoutes: FastifyPluginAsyncZod<JackpotRoutesOptions> = async (app, { jackpots }) => {
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
