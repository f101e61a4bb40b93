import {
  type bonusResponseSchema,
  type forfeitPreviewResponseSchema,
  type playerPromotionsResponseSchema,
  PROMOTION_PATHS,
  type promotionListResponseSchema,
  type Bonus,
  type CancelBonusRequest,
  type ForfeitPreview,
  type PlayerPromotions,
  type Promotion,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/** PROMOTION_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;

/** GET /api/promotions (public): the brand's promotions with every rule in figures. */
export const fetchPromotions = async (options: CallOptions = {}): Promise<ApiResult<Promotion[]>> =>
  mapOk(await request<Answer<typeof promotionListResponseSchema>>('get', route(PROMOTION_PATHS.list), options), data);

/** GET /api/user/promotion: the active bonus, past bonuses, cashback, and whether a first-deposit bonus is still open. */
export const fetchPlayerPromotions = async (options: CallOptions = {}): Promise<ApiResult<PlayerPromotions>> =>
  mapOk(await request<Answer<typeof playerPromotionsResponseSchema>>('get', route(PROMOTION_PATHS.mine), options), data);

/** GET /api/user/promotion/forfeit-preview: what cancelling the active bonus would take back now. */
export const fetchForfeitPreview = async (options: CallOptions = {}): Promise<ApiResult<ForfeitPreview>> =>
  mapOk(await request<Answer<typeof forfeitPreviewResponseSchema>>('get', route(PROMOTION_PATHS.forfeitPreview), options), data);

/** POST /api/user/promotion/cancel: gives up the active bonus; the same `requestId` again is the same cancel. */
export const cancelBonus = async (body: CancelBonusRequest, options: CallOptions = {}): Promise<ApiResult<Bonus>> =>
  mapOk(
    await request<Answer<typeof bonusResponseSchema>>('post', route(PROMOTION_PATHS.cancel), { ...options, json: body }),
    data,
  );

// Query options. The player's answers are keyed by the player, so a new login never shows the last one's.

/** The brand's promotions (the same for everyone; they change when the operator edits them). */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchPromotions({ signal })),
    staleTime: 60_000,
  });

/** The player's promotions; the page refreshes it on the live stream's bonus and balance events. */
export const playerPromotionsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'promotion'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchPlayerPromotions({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

/** What a cancel would forfeit, asked afresh each time the cancel dialog opens. */
export const forfeitPreviewQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'promotion', 'forfeit-preview'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchForfeitPreview({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
    gcTime: 0,
  });
