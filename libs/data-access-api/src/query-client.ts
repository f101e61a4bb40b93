import {
  QueryClient,
  QueryObserver,
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type QueryObserverOptions,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { JACKPOT_REFRESH_MS, bigJackpotQueryOptions, jackpotGamesQueryOptions } from './jackpot';
import './query-error';
import type { LiveEnvironment, LiveStream } from './live';

/*
 * The one QueryClient of the page. It is a module of its own, imported statically only by the pages
 * that show server state (their route chunks) and loaded on demand (`./query-lazy`) by what every page
 * runs (the jackpot poll, the start-up configuration, route middleware), so a page without any, like
 * a support article, never downloads TanStack Query in its initial script.
 */

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // `send` already retries what can heal (network errors, 408/502/504 on reads); what reaches a query
        // is shown at once with its "Thử lại".
        retry: false,
        // Catalogue answers change slowly: a page visited again within this shows them without asking.
        staleTime: 30_000,
      },
    },
  });
}

let client: QueryClient | null = null;

/** The page's QueryClient, made on first use. */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** Tests: forget every cached answer (a fresh client). */
export function resetQueryClient(): void {
  client?.clear();
  client = createQueryClient();
}

/**
 * `useQuery` on the page's client. Prerendering renders the same pending state as the first client
 * render (nothing is fetched on the server and the cache is empty at hydration), so pages render
 * their loading skeletons in both and fetch once, after hydration.
 */
export function useApiQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery(options, getQueryClient());
}

/** `useInfiniteQuery` on the page's client (lists with "Xem thêm"). */
export function useApiInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useInfiniteQuery(options, getQueryClient());
}

/**
 * Spec §7: the big jackpot is loaded at client start, then the list; after that the big jackpot
 * follows the public live stream (GET /api/game/jackpot/events: each change is written into the
 * query's cache as it comes), and is refetched every `intervalMs` only while that stream is not
 * connected (TanStack's refetchInterval pauses in a hidden tab, and a tab coming back with a stale
 * figure refetches at once). Returns the stop.
 */
export function observeBigJackpot(
  intervalMs: number = JACKPOT_REFRESH_MS,
  live: { environment?: Partial<LiveEnvironment> } | false = {},
): () => void {
  const queryClient = getQueryClient();
  const options = bigJackpotQueryOptions();
  const observer = new QueryObserver(queryClient, { ...options, refetchInterval: intervalMs });
  let listed = false;
  const unsubscribe = observer.subscribe((result) => {
    if (listed || result.fetchStatus !== 'idle' || result.status === 'pending') return;
    listed = true;
    void queryClient.prefetchQuery(jackpotGamesQueryOptions());
  });
  // The stream's code loads after the first figures are asked for: polling covers the moment.
  let stopped = false;
  let stream: LiveStream | null = null;
  if (live)
    void import('./live').then(({ subscribeJackpotEvents }) => {
      if (stopped) return;
      stream = subscribeJackpotEvents({
        environment: live.environment,
        onJackpot: (jackpot) => queryClient.setQueryData(options.queryKey, jackpot),
        onLive: (connected) =>
          observer.setOptions({ ...options, refetchInterval: connected ? false : intervalMs }),
      });
    });
  return () => {
    stopped = true;
    unsubscribe();
    stream?.stop();
  };
}

/**
 * Keeps one query fresh without a component (a start-up hook's badge, say): it is fetched, refetched
 * whenever it is invalidated, and each answer goes to `onData`. Returns the stop.
 */
export function observeQuery<TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TData, DefaultError, TData, TData, TQueryKey>,
  onData: (data: TData) => void,
): () => void {
  const observer = new QueryObserver(getQueryClient(), options);
  return observer.subscribe((result) => {
    if (result.data !== undefined) onData(result.data);
  });
}
