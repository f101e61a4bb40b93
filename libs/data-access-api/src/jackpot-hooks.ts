import { useDeferredValue } from 'react';
import type { BigJackpot, JackpotGame } from '@xc/api-contract';
import { useApiQuery } from './query-client';
import {
  bigJackpotQueryOptions,
  JACKPOT_REFRESH_MS,
  jackpotErrorText,
  jackpotGamesQueryOptions,
} from './jackpot';

export interface Jackpots {
  /** The big jackpot, or null until it has loaded once. */
  bigJackpot: BigJackpot | null;
  /** The games with their own pools, as the list last answered. */
  games: readonly JackpotGame[];
  /** Spec §8's text for the latest failed load (the list's first), null after a success. */
  error: string | null;
  /** True while a load (the first or a refresh) is in flight. */
  loading: boolean;
  /** When the list last settled (answer or failure, ms since epoch), null before that. */
  loadedAt: number | null;
  /** Loads both again (the "Thử lại" of a failure). */
  reload(): void;
}

/**
 * Both jackpot queries for a reader that shows all of them (the popup): loaded again when it
 * mounts and every JACKPOT_REFRESH_MS while it is shown in a visible tab. A failure keeps the
 * figures already shown (stale) with the error text beside them.
 */
export function useJackpots(): Jackpots {
  const poll = { refetchInterval: JACKPOT_REFRESH_MS, refetchOnMount: 'always' } as const;
  const big = useApiQuery({ ...bigJackpotQueryOptions(), ...poll });
  const list = useApiQuery({ ...jackpotGamesQueryOptions(), ...poll });
  const failed = list.error ?? big.error;
  const settledAt = Math.max(list.dataUpdatedAt, list.errorUpdatedAt);
  return {
    bigJackpot: big.data ?? null,
    games: list.data ?? [],
    error: failed ? jackpotErrorText(failed) : null,
    loading: big.isFetching || list.isFetching,
    loadedAt: settledAt > 0 ? settledAt : null,
    reload: () => {
      void big.refetch();
      void list.refetch();
    },
  };
}

/**
 * The big jackpot alone (the floating button, the home page's band): null until it has loaded.
 * Deferred: a query's answer renders its readers at once, in one task, and the first figure draws
 * the button whole (its code run and its styles made for the first time); deferred, React draws it
 * in slices the browser can interrupt, a frame later.
 */
export function useBigJackpot(): BigJackpot | null {
  return useDeferredValue(useApiQuery(bigJackpotQueryOptions()).data ?? null);
}
