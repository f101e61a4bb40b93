import {
  type bigJackpotResponseSchema,
  GAME_PATHS,
  type gameListResponseSchema,
  JACKPOT_MESSAGES,
  type BigJackpot,
  type GameItem,
  type JackpotGame,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { type ApiError, type ApiResult, GENERIC_ERROR_MESSAGE } from './errors';
import { unwrap } from './query-error';
import { type CallOptions, mapOk, request, type Answer } from './request';

/** GAME_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');

/** Spec §9: jackpot figures count up from this amount the first time they are shown. */
export const JACKPOT_COUNT_FROM = 1_000_000;

/**
 * How often the client reloads the jackpots while the page is visible. The server reads the pools
 * from the ledger at most about once a second and caches the answer, so every 10 s per open tab keeps
 * the figures moving without a cost worth counting; hidden tabs do not poll.
 */
export const JACKPOT_REFRESH_MS = 10_000;

/** `getExplodeJackpot` answered without a `data.games` array (spec §8 "games absent"). */
export const JACKPOT_GAMES_MISSING_CODE = 'JACKPOT_GAMES_MISSING';

/** GET /api/game/jackpot: the big jackpot (spec §7), read with the contract's schema. */
export async function getBigJackpot(options: CallOptions = {}): Promise<ApiResult<BigJackpot>> {
  const result = await request<Answer<typeof bigJackpotResponseSchema>>('get', route(GAME_PATHS.jackpot), options);
  return mapOk(result, (body) => body.data);
}

/*
 * The list is read leniently on purpose: the spec drops entries without an id rather than failing the
 * whole answer, accepts the amount as a number or a numeric string, and has a text of its own for an
 * answer without games. So only `data.games` is looked for here and each entry is read on its own below.
 */
interface ExplodeJackpotEnvelope {
  data?: { games?: unknown } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One list entry as a JackpotGame, or null when it has no usable id or amount. */
export function toJackpotGame(entry: unknown): JackpotGame | null {
  if (!isRecord(entry)) return null;
  const { id, jackpot } = entry;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  const amount = typeof jackpot === 'string' && jackpot.trim() !== '' ? Number(jackpot) : jackpot;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  return { id, jackpot: amount };
}

/**
 * GET /api/game/explode-jackpot (spec §7): the games with their own pools. Entries without an id
 * (or with an amount that is not a number) are dropped; an answer without `data.games` is a failure
 * with code JACKPOT_GAMES_MISSING and the spec's text.
 */
export async function getExplodeJackpot(options: CallOptions = {}): Promise<ApiResult<JackpotGame[]>> {
  const result = await request<ExplodeJackpotEnvelope>('get', route(GAME_PATHS.explodeJackpot), options);
  if (!result.ok) return result;
  const games = result.data.data?.games;
  if (!Array.isArray(games)) {
    return {
      ok: false,
      error: { status: 200, code: JACKPOT_GAMES_MISSING_CODE, message: JACKPOT_MESSAGES.noGames },
    };
  }
  return { ok: true, data: games.map(toJackpotGame).filter((game): game is JackpotGame => game !== null) };
}

/**
 * The catalogue entries of the jackpot games, for their names and pictures: the list endpoint has no
 * filter by id, and the games with a pool of their own are the "Nổ hũ" category, so one page of it.
 */
export async function getJackpotGameItems(options: CallOptions = {}): Promise<ApiResult<GameItem[]>> {
  const result = await request<Answer<typeof gameListResponseSchema>>('get', route(GAME_PATHS.list), {
    ...options,
    searchParams: { section: 'cong-game', category: 'no-hu', per_page: 100 },
  });
  return mapOk(result, (body) => body.data);
}

/** Spec §8: the text the store shows for a failed list. */
export function jackpotErrorText(error: ApiError): string {
  if (error.code === JACKPOT_GAMES_MISSING_CODE) return JACKPOT_MESSAGES.noGames;
  // The client's own placeholder says nothing the jackpot fallback does not say better.
  return error.message.trim() !== '' && error.message !== GENERIC_ERROR_MESSAGE
    ? error.message
    : JACKPOT_MESSAGES.loadFailed;
}

// The jackpot store of spec §4 is TanStack Query's cache: the queries below, shared by the home page's
// big-jackpot band, the floating button and the popup (one request however many show a figure).

/** Refetched this soon at the earliest (a tab coming back, a second reader mounting). */
const JACKPOT_STALE_MS = JACKPOT_REFRESH_MS * 0.9;

/** GET /api/game/jackpot as a query: the big jackpot. */
export const bigJackpotQueryOptions = () =>
  queryOptions({
    queryKey: ['jackpot', 'big'] as const,
    queryFn: async ({ signal }) => unwrap(await getBigJackpot({ signal })),
    staleTime: JACKPOT_STALE_MS,
  });

/** GET /api/game/explode-jackpot as a query: the games with their own pools. */
export const jackpotGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['jackpot', 'games'] as const,
    queryFn: async ({ signal }) => unwrap(await getExplodeJackpot({ signal })),
    staleTime: JACKPOT_STALE_MS,
  });

/** The jackpot games' catalogue entries by id (names and pictures), loaded once per visit. */
export const jackpotGameItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['jackpot', 'game-items'] as const,
    queryFn: async ({ signal }): Promise<ReadonlyMap<number, GameItem>> =>
      new Map((unwrap(await getJackpotGameItems({ signal }))).map((game) => [game.id, game])),
    staleTime: Infinity,
  });
