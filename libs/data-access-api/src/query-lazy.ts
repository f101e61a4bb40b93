import type { DefaultError, QueryClient, QueryKey, QueryObserverOptions } from '@tanstack/react-query';

/**
 * The page's QueryClient for code every page runs (start-up, route middleware, the jackpot poll):
 * loaded on demand, so TanStack Query stays out of the initial script of pages that show no server
 * state. Pages that do import `useApiQuery` and get the same client.
 */
export const loadQueryClient = (): Promise<QueryClient> =>
  import('./query-client').then((module) => module.getQueryClient());

/** Starts the jackpot poll of `observeBigJackpot` once the client has loaded; returns the stop. */
export function watchBigJackpot(intervalMs?: number): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./query-client').then((module) => {
    if (!stopped) stop = module.observeBigJackpot(intervalMs);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * `observeQuery` once the page's client has loaded (start-up code stays free of TanStack Query in
 * its own chunk); returns the stop, which also works before the client has loaded.
 */
export function watchQuery<TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TData, DefaultError, TData, TData, TQueryKey>,
  onData: (data: TData) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./query-client').then((module) => {
    if (!stopped) stop = module.observeQuery(options, onData);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
