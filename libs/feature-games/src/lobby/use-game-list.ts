import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { GameItem, GameListQuery, Pagination } from '@xc/api-contract';
import { listGames, sessionAtom, type ApiError } from '@xc/data-access-api';

export interface GameList {
  games: GameItem[];
  pagination: Pagination | null;
  loading: boolean;
  error: ApiError | null;
  loadMore(): void;
  retry(): void;
}

/**
 * A lobby's games for some filters, a page at a time ("Xem thêm" appends the next). Reloads when
 * the filters change or the player logs in or out (favourites are marked per player).
 */
export function useGameList(filters: Omit<GameListQuery, 'page'>, enabled = true): GameList {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const [games, setGames] = useState<GameItem[]>([]);
  const [pagination, setPagination] = useState<Pagination | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<ApiError | null>(null);
  const key = JSON.stringify(filters);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (page: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      setError(null);
      const result = await listGames(
        { ...(JSON.parse(key) as GameListQuery), page },
        { signal: current.signal },
      );
      if (current.signal.aborted) return;
      // A page of tiles is a large render: as a transition React splits it into short tasks, so a
      // tap or a scroll while it renders is answered at once.
      startTransition(() => {
        setLoading(false);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        setGames((previous) => (page === 1 ? result.data.data : [...previous, ...result.data.data]));
        setPagination(result.data.meta.pagination);
      });
    },
    [key],
  );

  useEffect(() => {
    if (!enabled) return;
    setGames([]);
    setPagination(null);
    void load(1);
    return () => controller.current?.abort();
  }, [load, enabled, token]);

  return {
    games,
    pagination,
    loading,
    error,
    loadMore: () => pagination && pagination.page < pagination.last_page && void load(pagination.page + 1),
    retry: () => void load(pagination ? pagination.page + 1 : 1),
  };
}
