import {
  GIFT_CODE_PATHS,
  type giftHistoryResponseSchema,
  type giftRedemptionResponseSchema,
  type GiftRedemption,
  type RedeemGiftCodeRequest,
} from '@xc/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

const route = (path: string) => path.replace(/^\/api\//, '');

export type GiftCodeHistory = z.infer<typeof giftHistoryResponseSchema>;

export interface GiftCodeHistoryQuery {
  page: number;
  per_page: number;
}

/**
 * POST /api/user/giftcode/redeem: the code as typed and the submit's `requestId` (the same id again,
 * a double tap or a retry after a lost answer, gets the same redemption). The refusals carry the
 * contract's Vietnamese messages (`GIFT_CODE_MESSAGES`) and codes (`GIFT_CODE_ERROR_CODES`).
 */
export const redeemGiftCode = async (
  body: RedeemGiftCodeRequest,
  options: CallOptions = {},
): Promise<ApiResult<GiftRedemption>> =>
  mapOk(
    await request<Answer<typeof giftRedemptionResponseSchema>>('post', route(GIFT_CODE_PATHS.redeem), {
      ...options,
      json: body,
    }),
    (answer) => answer.data,
  );

/** GET /api/user/giftcode/history: the player's redeemed codes, newest first. */
export const getGiftCodeHistory = (
  query: GiftCodeHistoryQuery,
  options: CallOptions = {},
): Promise<ApiResult<GiftCodeHistory>> =>
  request<Answer<typeof giftHistoryResponseSchema>>('get', route(GIFT_CODE_PATHS.history), {
    ...options,
    searchParams: { page: query.page, per_page: query.per_page },
  });

/** Every gift-code answer of one player, for invalidating them together after a redemption. */
export const giftCodeQueryKey = (playerId: number | null) => ['account', playerId, 'giftcodes'] as const;

/** A page of the gift-code history; the previous page stays on screen while the next loads. */
export const giftCodeHistoryQueryOptions = (playerId: number | null, query: GiftCodeHistoryQuery) =>
  queryOptions({
    queryKey: [...giftCodeQueryKey(playerId), 'history', query.page, query.per_page] as const,
    queryFn: async ({ signal }) => unwrap(await getGiftCodeHistory(query, { signal })),
    enabled: playerId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * The player's pending code (total bet not reached), or null. Only one can be pending at a time and
 * a new code is refused while it is, so it is among the newest rows: the first page says it.
 */
export const pendingGiftCodeQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: [...giftCodeQueryKey(playerId), 'pending'] as const,
    queryFn: async ({ signal }) => {
      const page = unwrap(await getGiftCodeHistory({ page: 1, per_page: 10 }, { signal }));
      return page.data.find((row) => row.status === 'pending') ?? null;
    },
    enabled: playerId !== null,
    staleTime: 0,
  });
