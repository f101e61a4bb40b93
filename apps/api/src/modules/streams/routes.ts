import {
  GAME_PATHS as P,
  STREAM_ERROR_CODES as CODES,
  STREAM_MESSAGES as M,
  streamClipParamsSchema,
  streamClipQuerySchema,
  streamVerifyRequestSchema,
  streamVerifyResponseSchema,
  binaryResponseSchema,
} from '@xc/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { AppError, MESSAGES } from '../../infra/errors';
import { STREAM_CLIP_FILE } from '../../infra/paths';
import type { RateLimiter } from '../../infra/rate-limit';
import { errorResponses } from '../../infra/route-schema';
import type { StreamVerifier } from './verifier';

export interface StreamRoutesOptions {
  verifier: StreamVerifier;
  limiter: RateLimiter;
  clipFile?: string;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; undefined for anything else (then the whole file). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * POST /api/stream/verify, the tiles' live-video check, and the clip its token unlocks. Open to
 * visitors (tiles play for everybody), limited per address.
 */
export const streamRoutes: FastifyPluginAsyncZod<StreamRoutesOptions> = async (
  app,
  { verifier, limiter, clipFile },
) => {
  const clip = readFileSync(clipFile ?? STREAM_CLIP_FILE);

  app.post(
    P.streamVerify,
    {
      schema: {
        tags: ['stream'],
        summary: 'Verify a live stream for a tile: a token and the URL it unlocks (failures carry a message)',
        body: streamVerifyRequestSchema,
        response: { 200: streamVerifyResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await limiter.consume('streamVerifyPerIp', request.brand, request.ip);
      const { token, expiresInSeconds } = await verifier.verify(request.body);
      const url = `/api/stream/clip/${encodeURIComponent(request.body.streamId)}.mp4?token=${encodeURIComponent(token)}`;
      return { data: { token, url, expiresInSeconds } };
    },
  );

  app.get(
    P.streamClip,
    {
      schema: {
        tags: ['stream'],
        summary: 'The looping demo clip of a verified stream (Range requests supported)',
        params: streamClipParamsSchema,
        querystring: streamClipQuerySchema,
        produces: ['video/mp4'],
        response: { 200: binaryResponseSchema, 206: binaryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const streamId = request.params.streamId.slice(0, -'.mp4'.length);
      if (verifier.check(request.query.token)?.streamId !== streamId) {
        throw new AppError(403, CODES.tokenInvalid, M.tokenInvalid);
      }
      void reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=600')
        .type('video/mp4');
      const range = parseRange(request.headers.range, clip.length);
      if (request.headers.range && !range) {
        throw new AppError(416, 'RANGE_NOT_SATISFIABLE', MESSAGES.badRequest, {
          headers: { 'content-range': `bytes */${clip.length}` },
        });
      }
      if (!range) return reply.send(clip);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${clip.length}`)
        .send(clip.subarray(range.start, range.end + 1));
    },
  );
};
