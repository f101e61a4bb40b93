import { type balanceResponseSchema, WALLET_PATHS, type Balance } from '@xc/api-contract';
import type { ApiResult } from '../errors';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/**
 * GET /api/user/balance: the player's balance without rotating the session token, so any tab may
 * ask at any moment (coming back from a game tab) without taking the refresh lock.
 */
export const fetchBalance = async (options: CallOptions = {}): Promise<ApiResult<Balance>> =>
  mapOk(
    await request<Answer<typeof balanceResponseSchema>>(
      'get',
      WALLET_PATHS.balance.replace(/^\/api\//, ''),
      options,
    ),
    (body) => body.data,
  );
