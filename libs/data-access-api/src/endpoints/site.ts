import { queryOptions } from '@tanstack/react-query';
import { type siteRouteResponseSchema, type SiteRouteResponse } from '@xc/api-contract';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, request, type Answer } from '../request';

/** GET /api/site/route?path=…: the server's answer for one path (redirect, app middleware flags). */
export function getSiteRoute(path: string, options: CallOptions = {}): Promise<ApiResult<SiteRouteResponse>> {
  return request<Answer<typeof siteRouteResponseSchema>>('get', 'site/route', {
    ...options,
    searchParams: { path },
  });
}

/** The server's answer for a URL as a query, remembered for a minute (route middleware, not-found page). */
export const siteRouteQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['site', 'route', url] as const,
    queryFn: async ({ signal }) => unwrap(await getSiteRoute(url, { signal })),
    staleTime: 60_000,
  });
