import {
  MISSION_DEFAULT_ERROR_MESSAGE,
  MISSION_LIST_DEFAULTS,
  MISSION_PATHS,
  MISSION_RECENT_CLAIMS_DEFAULT,
  type missionActionResponseSchema,
  type missionClaimResponseSchema,
  type missionFeaturedResponseSchema,
  type missionListResponseSchema,
  type missionRecentClaimsResponseSchema,
  type missionTrackingResponseSchema,
  type Mission,
  type MissionCategory,
  type MissionClaimResponse,
  type MissionErrorBody,
  type MissionListResponse,
  type MissionRecentClaim,
  type MissionStatusFilter,
  type MissionTab,
  type MissionTrackingResponse,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE, type ApiError, type ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/** MISSION_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;

/** What the list is asked for: the contract's query with every field filled in. */
export interface MissionListParams {
  page: number;
  per_page: number;
  category: MissionCategory;
  status: MissionStatusFilter;
  /** Absent: every tab. */
  tab?: MissionTab;
}

/** The list's query as sent: the spec's defaults (page 1, 10 a page, every category and status). */
export const missionListParams = (params: Partial<MissionListParams> = {}): MissionListParams => ({
  page: params.page ?? MISSION_LIST_DEFAULTS.page,
  per_page: params.per_page ?? MISSION_LIST_DEFAULTS.per_page,
  category: params.category ?? 'all',
  status: params.status ?? 'all',
  ...(params.tab ? { tab: params.tab } : {}),
});

export type MissionClaim = MissionClaimResponse['data'];
export type MissionTracking = MissionTrackingResponse['data'];

/** GET /api/user/mission/list: one page of the player's missions, with the total and the requirements. */
export const fetchMissions = async (
  params: Partial<MissionListParams> = {},
  options: CallOptions = {},
): Promise<ApiResult<MissionListResponse>> =>
  request<Answer<typeof missionListResponseSchema>>('get', route(MISSION_PATHS.list), {
    ...options,
    searchParams: { ...missionListParams(params) },
  });

/** GET /api/user/mission/featured: the few missions the operator puts forward. */
export const fetchFeaturedMissions = async (options: CallOptions = {}): Promise<ApiResult<Mission[]>> =>
  mapOk(
    await request<Answer<typeof missionFeaturedResponseSchema>>(
      'get',
      route(MISSION_PATHS.featured),
      options,
    ),
    data,
  );

/** GET /api/user/mission/claims/recent: the latest claims of the brand, names masked by the API. */
export const fetchRecentMissionClaims = async (
  limit: number = MISSION_RECENT_CLAIMS_DEFAULT,
  options: CallOptions = {},
): Promise<ApiResult<MissionRecentClaim[]>> =>
  mapOk(
    await request<Answer<typeof missionRecentClaimsResponseSchema>>(
      'get',
      route(MISSION_PATHS.recentClaims),
      {
        ...options,
        searchParams: { limit },
      },
    ),
    data,
  );

/** POST /api/user/mission/accept: NOT_ACCEPTED → IN_PROGRESS; answers the mission as it is now. */
export const acceptMission = async (
  missionId: number,
  options: CallOptions = {},
): Promise<ApiResult<Mission>> =>
  mapOk(
    await request<Answer<typeof missionActionResponseSchema>>('post', route(MISSION_PATHS.accept), {
      ...options,
      json: { mission_id: missionId },
    }),
    data,
  );

/**
 * POST /api/user/mission/claim-reward: COMPLETED → COMPLETED_REWARDED, the reward paid into the
 * wallet once (a second claim is refused); answers the reward, the new balance and the message.
 */
export const claimMissionReward = async (
  missionId: number,
  options: CallOptions = {},
): Promise<ApiResult<MissionClaim>> =>
  mapOk(
    await request<Answer<typeof missionClaimResponseSchema>>('post', route(MISSION_PATHS.claim), {
      ...options,
      json: { mission_id: missionId },
    }),
    data,
  );

/** PATCH /api/user/mission/tracking: the check-in ping; answers fresh progress of the open missions. */
export const trackMissions = async (options: CallOptions = {}): Promise<ApiResult<MissionTracking>> =>
  mapOk(
    await request<Answer<typeof missionTrackingResponseSchema>>(
      'patch',
      route(MISSION_PATHS.tracking),
      options,
    ),
    data,
  );

/**
 * Spec §8: a mission call's failure as the spec gives it, `{ success: false, statusCode, code,
 * message }`. No status (network, timeout) reads as 500; no message from the server reads as
 * "Có lỗi xảy ra".
 */
export function missionErrorOf(error: ApiError): MissionErrorBody {
  return {
    success: false,
    statusCode: error.status > 0 ? error.status : 500,
    code: error.code,
    message:
      error.message.trim() !== '' && error.message !== GENERIC_ERROR_MESSAGE
        ? error.message
        : MISSION_DEFAULT_ERROR_MESSAGE,
  };
}

// Query options, all under `missionQueryKey(playerId)`: one invalidation after an accept, a claim or a
// tracking ping reads every mission answer of the player again (the board, the badge, featured).

export const missionQueryKey = (playerId: number | null) => ['missions', playerId] as const;

/** One page of the board. */
export const missionListQueryOptions = (playerId: number | null, params: Partial<MissionListParams> = {}) => {
  const query = missionListParams(params);
  return queryOptions({
    queryKey: [...missionQueryKey(playerId), 'list', query] as const,
    queryFn: async ({ signal }) => unwrap(await fetchMissions(query, { signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });
};

/**
 * The badge's figure (spec §9: page size 1, `meta.pagination.total`): the missions waiting for a
 * claim (status `completed`), the ones the player has something to do about.
 */
export const missionBadgeQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: [...missionQueryKey(playerId), 'badge'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await fetchMissions({ page: 1, per_page: 1, status: 'completed' }, { signal })).meta.pagination
        .total,
    enabled: playerId !== null,
    staleTime: 0,
  });

/** The featured missions (at most three, spec §7) with the player's status, for the events hub. */
export const featuredMissionsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: [...missionQueryKey(playerId), 'featured'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchFeaturedMissions({ signal })),
    enabled: playerId !== null,
    staleTime: 60_000,
  });

/**
 * The ticker: the brand's latest claims. The call needs a player like every mission call (a
 * visitor's is a 401), so it is keyed by the player and off for a visitor.
 */
export const recentMissionClaimsQueryOptions = (
  playerId: number | null,
  limit: number = MISSION_RECENT_CLAIMS_DEFAULT,
) =>
  queryOptions({
    queryKey: [...missionQueryKey(playerId), 'recent-claims', limit] as const,
    queryFn: async ({ signal }) => unwrap(await fetchRecentMissionClaims(limit, { signal })),
    enabled: playerId !== null,
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
