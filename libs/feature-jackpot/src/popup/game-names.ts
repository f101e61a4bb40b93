import type { GameItem } from '@xc/api-contract';
import { jackpotGameItemsQueryOptions, useApiQuery } from '@xc/data-access-api';

const NONE: ReadonlyMap<number, GameItem> = new Map();

/**
 * The jackpot list carries ids and amounts only (spec §3); titles, partners and pictures come from
 * the catalogue, loaded once per visit when the popup first opens. `undefined` while they load; after
 * a failure an empty map (the rows then show a fallback name), and the next opening tries again.
 */
export function useJackpotGameItems(): ReadonlyMap<number, GameItem> | undefined {
  const query = useApiQuery(jackpotGameItemsQueryOptions());
  if (query.data) return query.data;
  return query.isError && !query.isFetching ? NONE : undefined;
}
