import {
  bigJackpotResponseSchema,
  GAME_PATHS,
  gameListResponseSchema,
  JACKPOT_MESSAGES,
  type BigJackpot,
  type GameItem,
  type JackpotGame,
} from '@xc/api-contract';
import { atom, getDefaultStore } from 'jotai';
import * as z from 'zod/mini';
import { type ApiError, type ApiResult, ERROR_CODES, GENERIC_ERROR_MESSAGE } from './errors';
import { type CallOptions, mapOk, request } from './request';

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
  const result = await request(bigJackpotResponseSchema, 'get', route(GAME_PATHS.jackpot), options);
  return mapOk(result, (body) => body.data);
}

/*
 * The list is read leniently on purpose: the spec drops entries without an id rather than failing the
 * whole answer, accepts the amount as a number or a numeric string, and has a text of its own for an
 * answer without games. So only the envelope is checked here and each entry on its own below.
 */
const explodeJackpotEnvelopeSchema = z.object({
  data: z.optional(z.nullable(z.object({ games: z.optional(z.unknown()) }))),
});

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
  const result = await request(
    explodeJackpotEnvelopeSchema,
    'get',
    route(GAME_PATHS.explodeJackpot),
    options,
  );
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
  const result = await request(gameListResponseSchema, 'get', route(GAME_PATHS.list), {
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

// The jackpot store of spec §4. Below the features, so the home page (games) can show the big
// jackpot and the jackpot feature its button and popup from the same figures.

/** True while a load (the first or a refresh) is in flight. */
export const jackpotLoadingAtom = atom(false);
/** The spec §8 text of the latest failed load; null after a load that succeeded. */
export const jackpotErrorAtom = atom<string | null>(null);
/** The games with their own pools, as the list last answered (entries without id dropped). */
export const jackpotGamesAtom = atom<readonly JackpotGame[]>([]);
/** The big jackpot, or null until it has loaded once. */
export const bigJackpotAtom = atom<BigJackpot | null>(null);
/** When the store last finished a load (ms since epoch), or null before the first. */
export const jackpotLoadedAtAtom = atom<number | null>(null);

/** The whole store in one value, for components that show both figures. */
export const jackpotStoreAtom = atom((get) => ({
  loading: get(jackpotLoadingAtom),
  error: get(jackpotErrorAtom),
  games: get(jackpotGamesAtom),
  bigJackpot: get(bigJackpotAtom),
  loadedAt: get(jackpotLoadedAtAtom),
}));

const inFlightAtom = atom<Promise<void> | null>(null);

/**
 * Loads the big jackpot first, then the list (spec §7), into the store. A failure keeps the figures
 * already shown and sets the error text; a success clears it. A load already in flight is shared.
 */
export const loadJackpotsAtom = atom(null, (get, set, options: CallOptions = {}): Promise<void> => {
  const running = get(inFlightAtom);
  if (running) return running;
  const load = (async () => {
    set(jackpotLoadingAtom, true);
    try {
      const big = await getBigJackpot(options);
      if (big.ok) set(bigJackpotAtom, big.data);
      if (options.signal?.aborted) return;
      const list = await getExplodeJackpot(options);
      if (list.ok) set(jackpotGamesAtom, list.data);
      const failed = !list.ok ? list.error : !big.ok ? big.error : null;
      // An abort is the caller leaving (page hidden, unmount), not a failure to tell anyone about.
      if (failed?.code === ERROR_CODES.aborted) return;
      set(jackpotErrorAtom, failed ? jackpotErrorText(failed) : null);
      set(jackpotLoadedAtAtom, Date.now());
    } finally {
      set(jackpotLoadingAtom, false);
      set(inFlightAtom, null);
    }
  })();
  set(inFlightAtom, load);
  return load;
});

type JotaiStore = ReturnType<typeof getDefaultStore>;

export interface LoadJackpotsOptions extends CallOptions {
  /** The jotai store to fill; the default store when absent (the apps use no Provider). */
  store?: JotaiStore;
}

/** `loadJackpotsAtom` for code outside React. Never throws. */
export function loadJackpots({
  store = getDefaultStore(),
  ...options
}: LoadJackpotsOptions = {}): Promise<void> {
  return store.set(loadJackpotsAtom, options);
}
