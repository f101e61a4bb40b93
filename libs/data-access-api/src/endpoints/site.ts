import { siteRouteResponseSchema, type SiteRouteResponse } from '@xc/api-contract';
import type { ApiResult } from '../errors';
import { type CallOptions, request } from '../request';

/** GET /api/site/route?path=…: the server's answer for one path (redirect, app middleware flags). */
export function getSiteRoute(path: string, options: CallOptions = {}): Promise<ApiResult<SiteRouteResponse>> {
  return request(siteRouteResponseSchema, 'get', 'site/route', { ...options, searchParams: { path } });
}
