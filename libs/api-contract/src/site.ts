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
