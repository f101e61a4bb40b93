import {
  STUDIO_PATHS as P,
  STUDIO_SESSION_HEADER,
  studioRoundRequestSchema,
  studioRoundResponseSchema,
  studioSeedRequestSchema,
  studioSeedResponseSchema,
  studioSessionRequestSchema,
  studioStateQuerySchema,
  studioStateResponseSchema,
  studioAssetParamsSchema,
  studioAssetQuerySchema,
  studioPlayParamsSchema,
} from '@xc/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError, MESSAGES } from '../../infra/errors';
import { escapeHtml } from '../../infra/html';
import type { RateLimiter } from '../../infra/rate-limit';
import { errorResponses } from '../../infra/route-schema';
import { STUDIO_PUBLIC_DIR } from '../../infra/paths';
import { findStudioGame } from './catalogue';
import type { StudioService } from './service';

export interface StudioRoutesOptions {
  studio: StudioService;
  limiter: RateLimiter;
  /** Where the pages and scripts are read from (tests may point elsewhere). */
  publicDir?: string;
}

/** Same-origin only, no inline code; the site may frame the lobbies (sports and lottery pages do). */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const ASSETS = ['fair.js', 'studio.js', 'verify.js', 'studio.css'] as const;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => escapeHtml(values[key] ?? ''));

/**
 * The demo studio as a browser sees it: its game pages (/studio/play/<code>), the verifier, their
 * scripts, and the small JSON API the pages call. The pages hold their session in a header, never a
 * cookie, so other sites cannot act with it.
 */
export const studioRoutes: FastifyPluginAsyncZod<StudioRoutesOptions> = async (
  app,
  { studio, limiter, publicDir },
) => {
  const dir = publicDir ?? STUDIO_PUBLIC_DIR;
  const assets = new Map(
    ASSETS.map((file) => {
      const body = readFileSync(path.join(dir, file));
      const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
      return [file, { body, version, type: ASSET_TYPES[path.extname(file)] ?? 'application/octet-stream' }];
    }),
  );
  const assetUrl = (file: (typeof ASSETS)[number]) =>
    `/studio/assets/${file}?v=${assets.get(file)?.version ?? ''}`;
  const urls = {
    css: assetUrl('studio.css'),
    fairJs: assetUrl('fair.js'),
    studioJs: assetUrl('studio.js'),
    verifyJs: assetUrl('verify.js'),
  };
  const playTemplate = readFileSync(path.join(dir, 'play.html'), 'utf8');
  const verifyPage = fill(readFileSync(path.join(dir, 'verify.html'), 'utf8'), urls);

  // Runs after the site-wide security headers, so these win.
  app.addHook('onSend', async (_request, reply, payload) => {
    // The site frames the sports and lottery lobbies; nobody else may.
    reply.header('x-frame-options', 'SAMEORIGIN');
    // A game page's URL carries the launch token: it must never travel in a Referer.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get(P.play, { schema: { hide: true, params: studioPlayParamsSchema } }, async (request, reply) => {
    const game = findStudioGame(request.params.code);
    if (!game) throw new AppError(404, 'STUDIO_GAME_NOT_FOUND', MESSAGES.notFound);
    return sendPage(
      reply,
      fill(playTemplate, {
        ...urls,
        code: game.code,
        title: game.title,
        partner: game.lobby ? `Sảnh demo ${game.partnerName}` : game.partnerName,
        engine: game.engine,
        category: game.category,
      }),
    );
  });

  app.get(P.verifier, { schema: { hide: true } }, async (_request, reply) => sendPage(reply, verifyPage));

  app.get(
    P.asset,
    { schema: { hide: true, params: studioAssetParamsSchema, querystring: studioAssetQuerySchema } },
    async (request, reply) => {
      const asset = assets.get(request.params.file as (typeof ASSETS)[number]);
      if (!asset) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      const versioned = request.query.v === asset.version;
      return reply
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .type(asset.type)
        .send(asset.body);
    },
  );

  const sessionOf = (request: FastifyRequest): string | undefined => {
    const value = request.headers[STUDIO_SESSION_HEADER];
    return typeof value === 'string' && value.length <= 100 ? value : undefined;
  };

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.post(
      P.session,
      {
        schema: {
          tags: ['studio'],
          summary: "Exchange the platform's launch token (or tokenPlay) for a studio session",
          body: studioSessionRequestSchema,
          response: { 200: studioStateResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { session, state } = await studio.openSession(
          request.body.game,
          request.body.token,
          request.host,
        );
        return { data: state, session };
      },
    );

    api.get(
      P.state,
      {
        schema: {
          tags: ['studio'],
          summary: 'The game, and for a live session its player, seeds and latest rounds',
          querystring: studioStateQuerySchema,
          response: { 200: studioStateResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await studio.state(request.query.game, sessionOf(request)),
        session: null,
      }),
    );

    api.post(
      P.rounds,
      {
        schema: {
          tags: ['studio'],
          summary: 'Play one round (provably fair); stake and win go through the seamless wallet',
          body: studioRoundRequestSchema,
          response: { 200: studioRoundResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        await limiter.consume('studioRoundsPerSession', request.brand, session ?? request.ip);
        return { data: await studio.play(session ?? '', request.body) };
      },
    );

    api.post(
      P.seed,
      {
        schema: {
          tags: ['studio'],
          summary: 'Set a new client seed: the server seed in use is revealed and a new pair starts',
          body: studioSeedRequestSchema,
          response: { 200: studioSeedResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await studio.rotateSeed(sessionOf(request) ?? '', request.body.clientSeed),
      }),
    );
  });
};
