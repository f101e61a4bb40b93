import { queryOptions } from '@tanstack/react-query';
import { type getSystemConfigurationsResponseSchema, type SystemConfigurations } from '@xc/api-contract';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/** GET /api/system/configurations: the flags the client loads at start (spec §7). */
export async function getSystemConfigurations(options: CallOptions = {}): Promise<ApiResult<SystemConfigurations>> {
  const result = await request<Answer<typeof getSystemConfigurationsResponseSchema>>('get', 'system/configurations', options);
  return mapOk(result, (body) => body.data);
}

/** The configuration as a query: loaded once per visit (spec §4 "loaded on app start"). */
export const systemConfigurationsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'configurations'] as const,
    queryFn: async ({ signal }) => unwrap(await getSystemConfigurations({ signal })),
    staleTime: Infinity,
  });
