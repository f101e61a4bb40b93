import { getSystemConfigurationsResponseSchema, type SystemConfigurations } from '@xc/api-contract';
import type { ApiResult } from '../errors';
import { type CallOptions, mapOk, request } from '../request';

/** GET /api/system/configurations: the flags the client loads at start (spec §7). */
export async function getSystemConfigurations(options: CallOptions = {}): Promise<ApiResult<SystemConfigurations>> {
  const result = await request(getSystemConfigurationsResponseSchema, 'get', 'system/configurations', options);
  return mapOk(result, (body) => body.data);
}
