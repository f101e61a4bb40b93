import { useDeferredValue, useMemo } from 'react';
import type { GameItem, GameListQuery, Pagination } from '@xc/api-contract';
import { gameListQueryOptions, useApiInfiniteQuery, usePlayerId, type ApiError } from '@xc/data-access-api';

/** A lobby's list as the grids show it (the query's states in the grid's words). */
export interface GameList {
  games: GameItem[];
  /** The last page's pagination; null before the first answer. */
  pagination: Pagination | null;
  /** The first page, the next page or a retry is on its way (placeholders show). */
  loading: boolean;
  /** The last attempt failed and nothing is on its way: the grid offers "Thử lại". */
  error: ApiError | null;
  loadMore(): void;
  retry(): void;
}

/**
 * A lobby's games for some filters through `gameListQueryOptions` (one cache for every reader, keyed
 * by the player so favourites are theirs). The pages are read deferred: a page of tiles is a large
 * render, which React then does in short, interruptible tasks, so a tap or a scroll is answered at once.
 */
export function useGames(filters: Omit<GameListQuery, 'page'>, enabled = true): GameList {
  const query = useApiInfiniteQuery({ ...gameListQueryOptions(filters, usePlayerId()), enabled });
  const pages = useDeferredValue(query.data?.pages);
  const games = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const { isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  // Until the deferred render has caught up with an answer, the placeholders stay: an urgent render
  // between the two would otherwise show the empty text ("Không có trò chơi nào phù hợp.") for a
  // frame and move everything under the grid up and back (a layout shift seen on every lobby).
  const catchingUp = pages !== query.data?.pages;
  return {
    games,
    pagination: pages?.at(-1)?.meta.pagination ?? null,
    loading: (isFetching && (pages === undefined || isFetchingNextPage)) || catchingUp,
    error: query.isError && !isFetching ? query.error : null,
    loadMore: () => void fetchNextPage(),
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
