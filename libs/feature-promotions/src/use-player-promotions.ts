import { useEffect } from 'react';
import type { BonusEvent, PlayerPromotions } from '@xc/api-contract';
import {
  getQueryClient,
  onPlayerEvent,
  playerPromotionsQueryOptions,
  useApiQuery,
  usePlayerId,
} from '@xc/data-access-api';

/** Several rounds settling at once make one refetch, at most this often. */
export const LIVE_REFRESH_GAP_MS = 1_000;

/** The meter moves at once with a bonus event; the rest (cashback, a status change) comes with the refetch. */
export function applyBonusEvent(current: PlayerPromotions | undefined, event: BonusEvent): PlayerPromotions | undefined {
  const active = current?.active;
  if (!current || !active || active.id !== event.bonusId || event.status !== 'active') return current;
  const wagered = Math.min(event.wagered, event.requirement);
  return {
    ...current,
    active: { ...active, wagered, requirement: event.requirement, remaining: Math.max(0, event.requirement - wagered) },
  };
}

/**
 * The player's promotions, kept current by the live stream the session already holds: a `bonus`
 * event moves the meter at once and asks for the whole answer again; a `balance` event (a round
 * settled, a deposit, a cashback credit) asks again too. Refetches are spaced by LIVE_REFRESH_GAP_MS
 * so a burst of rounds is one request. Without a stream, coming back to the tab refetches.
 */
export function usePlayerPromotions() {
  const playerId = usePlayerId();
  const query = useApiQuery(playerPromotionsQueryOptions(playerId));
  useEffect(() => {
    if (playerId === null) return;
    const client = getQueryClient();
    const { queryKey } = playerPromotionsQueryOptions(playerId);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const refresh = () => {
      if (timer !== null) return;
      timer = setTimeout(
        () => {
          timer = null;
          last = Date.now();
          void client.invalidateQueries({ queryKey, exact: true });
        },
        Math.max(0, last + LIVE_REFRESH_GAP_MS - Date.now()),
      );
    };
    const stop = onPlayerEvent((event) => {
      if (event.type === 'bonus') {
        client.setQueryData<PlayerPromotions>(queryKey, (current) => applyBonusEvent(current, event));
        refresh();
      } else if (event.type === 'balance') refresh();
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [playerId]);
  return query;
}
