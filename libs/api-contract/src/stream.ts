import * as z from 'zod/mini';

const part = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** POST /api/stream/verify (spec §7 stream verification): body of the tile's live-video check. */
export const streamVerifyRequestSchema = z.object({
  groupId: part,
  streamId: part,
  /** The brand asking (xc03 … xc08) or its host name. */
  site: part,
});
export type StreamVerifyRequest = z.infer<typeof streamVerifyRequestSchema>;

/** `token` unlocks `url` (the clip) until it expires; the tile plays it muted, looping. */
export const streamVerifyResponseSchema = z.object({
  data: z.object({ token: z.string(), url: z.string(), expiresInSeconds: z.int() }),
});
export type StreamVerifyResponse = z.infer<typeof streamVerifyResponseSchema>;

export const streamClipParamsSchema = z.object({
  streamId: z.string().check(z.regex(/^[a-z0-9-]{1,100}\.mp4$/)),
});
export const streamClipQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(400)) });

export const STREAM_ERROR_CODES = {
  notFound: 'STREAM_NOT_FOUND',
  offline: 'STREAM_OFFLINE',
  siteNotAllowed: 'STREAM_SITE_NOT_ALLOWED',
  tokenInvalid: 'STREAM_TOKEN_INVALID',
} as const;

export const STREAM_MESSAGES = {
  notFound: 'Không tìm thấy luồng video',
  offline: 'Luồng video đang tạm dừng, vui lòng quay lại sau',
  siteNotAllowed: 'Trang web này chưa được phép phát luồng video',
  tokenInvalid: 'Phiên xem video không hợp lệ hoặc đã hết hạn',
  /** Spec §8: the client's fallback. */
  fallback: 'Failed to verify stream',
} as const;

/** A binary body (the clip): documented, never serialized. */
export const binaryResponseSchema = z.unknown();
