import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  loadQueryClient,
  missionBadgeQueryOptions,
  missionQueryKey,
  onPlayerEvent,
  usePlayerId,
  watchQuery,
} from '@xc/data-access-api';
import { missionTotalAtom } from './badge';
import { applyMissionEvent } from './cache';

/** Several missions moving at once (a settled round) make one refetch, at most this often. */
export const MISSION_EVENT_REFRESH_GAP_MS = 1_000;

/**
 * The start-up hook behind the gift button's badge: for a player, the badge query (a list of one
 * with status `completed`, its `meta.pagination.total`) kept in `missionTotalAtom`; it is read again
 * whenever the mission answers are invalidated (accept, claim, tracking) and when a `mission` event
 * arrives on the player's live stream (which also moves that mission's bar on the board at once).
 * A visitor's figure is 0.
 */
export function useMissionBadge(): void {
  const playerId = usePlayerId();
  const setTotal = useSetAtom(missionTotalAtom);
  useEffect(() => {
    setTotal(0);
    if (playerId === null) return;
    const stopWatching = watchQuery(missionBadgeQueryOptions(playerId), setTotal);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const refresh = () => {
      if (timer !== null) return;
      timer = setTimeout(
        () => {
          timer = null;
          last = Date.now();
          void loadQueryClient().then((client) =>
            client.invalidateQueries({ queryKey: missionQueryKey(playerId) }),
          );
        },
        Math.max(0, last + MISSION_EVENT_REFRESH_GAP_MS - Date.now()),
      );
    };
    const stopListening = onPlayerEvent((event) => {
      if (event.type !== 'mission') return;
      void loadQueryClient().then((client) => applyMissionEvent(client, playerId, event));
      refresh();
    });
    return () => {
      stopWatching();
      stopListening();
      if (timer !== null) clearTimeout(timer);
    };
  }, [playerId, setTotal]);
}
