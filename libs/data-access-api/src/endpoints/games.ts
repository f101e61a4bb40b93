import {
  type fixturesResponseSchema,
  GAME_PATHS,
  type gameFavoriteResponseSchema,
  type gameFavoritesResponseSchema,
  type gameLinkResponseSchema,
  type gameListResponseSchema,
  type gameSectionsResponseSchema,
  type streamVerifyResponseSchema,
  type Fixture,
  type GameFavoriteRequest,
  type GameFavoriteResponse,
  type GameItem,
  type GameLinkQuery,
  type GameListQuery,
  type GameListResponse,
  type GameSectionsResponse,
  type StreamVerifyRequest,
  type StreamVerifyResponse,
} from '@xc/api-contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;

type Query = Record<string, string | number | boolean | undefined>;

/** GET /api/game/list: a lobby page (filters combine); favourites are marked for the logged-in caller. */
export const listGames = (query: GameListQuery, options: CallOptions = {}): Promise<ApiResult<GameListResponse>> =>
  request<Answer<typeof gameListResponseSchema>>('get', route(GAME_PATHS.list), { ...options, searchParams: query as Query });

/** GET /api/game/sections: what each lobby offers (categories, partners) with counts. */
export const getGameSections = async (options: CallOptions = {}): Promise<ApiResult<GameSectionsResponse['data']>> =>
  mapOk(await request<Answer<typeof gameSectionsResponseSchema>>('get', route(GAME_PATHS.sections), options), data);

/** GET /api/game/favorite: the caller's favourite games. */
export const listFavorites = async (options: CallOptions = {}): Promise<ApiResult<GameItem[]>> =>
  mapOk(await request<Answer<typeof gameFavoritesResponseSchema>>('get', route(GAME_PATHS.favorite), options), data);

/** POST (add) or DELETE (remove) /api/game/favorite (spec §7). */
export const setFavorite = (
  favorite: boolean,
  body: GameFavoriteRequest,
  options: CallOptions = {},
): Promise<ApiResult<GameFavoriteResponse>> =>
  request<Answer<typeof gameFavoriteResponseSchema>>(favorite ? 'post' : 'delete', route(GAME_PATHS.favorite), { ...options, json: body });

/** GET /api/game/link (spec §7): the URL that opens the game for the logged-in player. */
export const getGameLink = async (query: GameLinkQuery, options: CallOptions = {}): Promise<ApiResult<string>> =>
  mapOk(await request<Answer<typeof gameLinkResponseSchema>>('get', route(GAME_PATHS.link), { ...options, searchParams: query as Query }), data);

export const getFixtures = async (days = 7, options: CallOptions = {}): Promise<ApiResult<Fixture[]>> =>
  mapOk(await request<Answer<typeof fixturesResponseSchema>>('get', route(GAME_PATHS.fixtures), { ...options, searchParams: { days } }), data);

/** The stream verification service (spec §7): a token that unlocks a tile's live video. */
export const verifyStream = async (
  body: StreamVerifyRequest,
  options: CallOptions = {},
): Promise<ApiResult<StreamVerifyResponse['data']>> =>
  mapOk(
    await request<Answer<typeof streamVerifyResponseSchema>>('post', route(GAME_PATHS.streamVerify), {
      ...options,
      json: body,
      readOnly: true,
    }),
    data,
  );

// Query options (TanStack Query): the keys and functions every reader of these answers shares.
// `playerId` is in the key where the answer depends on who asks (favourites are marked per player),
// so a login or logout never shows another player's answer; a token rotation changes nothing.

/** A lobby's games for some filters, a page at a time ("Xem thêm" fetches the next page). */
export const gameListQueryOptions = (filters: Omit<GameListQuery, 'page'>, playerId: number | null) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', filters, playerId] as const,
    queryFn: async ({ pageParam, signal }) => unwrap(await listGames({ ...filters, page: pageParam }, { signal })),
    initialPageParam: 1,
    getNextPageParam: ({ meta: { pagination } }) =>
      pagination.page < pagination.last_page ? pagination.page + 1 : undefined,
  });

/** What each lobby offers (partners with counts), for the lobby's partner filter. */
export const gameSectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'sections'] as const,
    queryFn: async ({ signal }) => unwrap(await getGameSections({ signal })),
    staleTime: 5 * 60_000,
  });

/** The coming `days` of matches with their odds (`/lich-thi-dau`). */
export const fixturesQueryOptions = (days = 7) =>
  queryOptions({
    queryKey: ['games', 'fixtures', days] as const,
    queryFn: async ({ signal }) => unwrap(await getFixtures(days, { signal })),
  });
