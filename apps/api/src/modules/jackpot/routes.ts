import { GAME_PATHS as P, bigJackpotResponseSchema, explodeJackpotResponseSchema } from '@xc/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import type { HotAnswer, HotPath } from '../../infra/hot-path';
import { rawHeader } from '../../infra/raw-header';
import { errorResponses } from '../../infra/route-schema';
import type { CachedBody, JackpotService } from './service';

export interface JackpotRoutesOptions {
  jackpots: JackpotService;
  /** Where the same answers are also written without fastify's pipeline (see infra/hot-path). */
  hot?: HotPath;
}

/** A hot answer and the same headers as an object for fastify (which adds content-length itself). */
interface CachedAnswer extends HotAnswer {
  headers: Record<string, string>;
}

interface CachedAnswers {
  identity: CachedAnswer;
  br: CachedAnswer | null;
  gzip: CachedAnswer | null;
  notModified: CachedAnswer;
}

function answer(status: 200 | 304, headers: Record<string, string>, body: Buffer | null): CachedAnswer {
  const lines = Object.entries(headers).flat();
  if (body) lines.push('content-length', String(body.length));
  return { status, headers, lines, body };
}

/** Each body's answers, made the first time it is asked for (the figures change about once a second). */
const answersOf = new WeakMap<CachedBody, CachedAnswers>();

function answers(body: CachedBody): CachedAnswers {
  let made = answersOf.get(body);
  if (!made) {
    // Vary only when there is something to vary: a body too small to compress is the same for all.
    const compressed = body.br !== null || body.gzip !== null;
    const common: Record<string, string> = {
      'cache-control': 'public, max-age=1',
      etag: body.etag,
      ...(compressed ? { vary: 'accept-encoding' } : {}),
      'content-type': 'application/json; charset=utf-8',
    };
    made = {
      identity: answer(200, common, body.bytes),
      br: body.br && answer(200, { ...common, 'content-encoding': 'br' }, body.br),
      gzip: body.gzip && answer(200, { ...common, 'content-encoding': 'gzip' }, body.gzip),
      notModified: answer(304, common, null),
    };
    answersOf.set(body, made);
  }
  return made;
}

/**
 * A precomputed answer as it is: no serialization, no compression per request, and a 304 for a client
 * that already has it. Shared caches may keep it for a second, as long as the figures live.
 */
export function cachedAnswer(request: IncomingMessage, body: CachedBody): CachedAnswer {
  const made = answers(body);
  if (rawHeader(request, 'if-none-match') === body.etag) return made.notModified;
  const accepted = rawHeader(request, 'accept-encoding') ?? '';
  if (made.br && /\bbr\b/.test(accepted)) return made.br;
  if (made.gzip && /\bgzip\b/.test(accepted)) return made.gzip;
  return made.identity;
}

function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const answer = cachedAnswer(request.raw, body);
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

export const jackpotRoutes: FastifyPluginAsyncZod<JackpotRoutesOptions> = async (app, { jackpots, hot }) => {
  hot?.add(P.jackpot, (request) => {
    const board = jackpots.ready();
    return board && cachedAnswer(request, board.big);
  });
  hot?.add(P.explodeJackpot, (request) => {
    const board = jackpots.ready();
    return board && cachedAnswer(request, board.explode);
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
