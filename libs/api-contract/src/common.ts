// Contracts are written with zod/mini: the same schemas validate on the API (fastify-type-provider-zod
// accepts any zod v4 core schema) and in the browser, where the classic API would add ~20 KB brotli.
import * as z from 'zod/mini';

/** Every error the API sends has this body; `code` is machine-readable, `message` is shown to players. */
export const apiErrorBodySchema = z.object({
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Successful responses wrap their payload in `data`, as the spec's calls read it. */
export const dataEnvelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });

/** Header carrying the device fingerprint on every request from the web client. */
export const DEVICE_FINGERPRINT_HEADER = 'x-device-fingerprint';

/** What the web client sends in that header: a lower-case hex hash (SHA-256, or a 32-hex fallback). */
export const DEVICE_FINGERPRINT_PATTERN = /^[0-9a-f]{32,128}$/i;
