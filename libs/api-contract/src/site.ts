import * as z from 'zod/mini';

/** GET /api/site/route?path=…: what the route middleware asks the server about one path (spec §2). */
export const siteRouteQuerySchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2048), z.startsWith('/')),
});
export type SiteRouteQuery = z.infer<typeof siteRouteQuerySchema>;

export const siteRouteResponseSchema = z.object({
  /** Where to go instead: a site path, or an absolute URL (a full page load). */
  redirect: z.optional(z.string()),
  /** Which app middleware apply to this path; a `false` switches that middleware's feature off. */
  appMiddleware: z.optional(z.record(z.string(), z.boolean())),
});
export type SiteRouteResponse = z.infer<typeof siteRouteResponseSchema>;

/**
 * A page's first API read, sent with its HTML by the site server (a lobby's first page of games):
 * `<script type="application/json" id="xc-first-read">{"path":…,"at":…,"body":…}</script>` in the
 * head, where the browser's API client takes it once instead of asking. `path` is the GET it answers
 * (`/api/game/list?section=live-casino&page=1`), `at` when it was read (ms since the epoch), `body`
 * the answer a visitor gets from that route.
 */
export const FIRST_READ_ELEMENT_ID = 'xc-first-read';
export interface FirstReadPayload {
  path: string;
  at: number;
  body: unknown;
}
