import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Deposit } from '@xc/api-contract';
import {
  depositLimitsQueryOptions,
  depositQueryOptions,
  fetchBalance,
  getQueryClient,
  playerPromotionsQueryOptions,
  sessionAtom,
  useApiQuery,
  usePlayerId,
} from '@xc/data-access-api';

/** While a deposit is pending, it is asked for again this often. */
export const DEPOSIT_POLL_MS = 2000;

/**
 * One deposit, kept live while it is pending. The one place that knows how the page learns of a
 * change: today a poll of `GET /api/cashier/deposits/:id`; when the server-sent events stream lands
 * this hook listens to it instead and the pages stay as they are. When the deposit completes, the
 * header's balance catches up at once (and the player now counts as having deposited).
 */
export function useLiveDeposit(id: number | null, initial?: Deposit) {
  const playerId = usePlayerId();
  const query = useApiQuery({
    ...depositQueryOptions(playerId, id),
    ...(initial && initial.id === id ? { initialData: initial } : {}),
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const setSession = useSetAtom(sessionAtom);
  const status = query.data?.status;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (status !== 'completed' || before === 'completed') return;
    let stopped = false;
    void getQueryClient().invalidateQueries({ queryKey: depositLimitsQueryOptions(playerId).queryKey });
    // A first deposit may have taken a bonus: the promotion choice and /account/promotion change.
    void getQueryClient().invalidateQueries({ queryKey: playerPromotionsQueryOptions(playerId).queryKey, exact: true });
    void fetchBalance().then((result) => {
      if (stopped || !result.ok) return;
      setSession((current) =>
        current && current.user.id === playerId
          ? { ...current, user: { ...current.user, balance: result.data.balance, isFirstDeposit: true } }
          : current,
      );
    });
    return () => {
      stopped = true;
    };
  }, [status, playerId, setSession]);
  return query;
}
