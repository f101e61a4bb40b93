import { useEffect, useRef } from 'react';
import type { Withdrawal } from '@xc/api-contract';
import {
  balanceQueryOptions,
  getQueryClient,
  useApiQuery,
  usePlayerId,
  withdrawalsQueryOptions,
} from '@xc/data-access-api';

/** While a request waits for the operator or the gateway, the list looks again this often. */
export const WITHDRAWAL_POLL_MS = 4000;

const open = (withdrawal: Withdrawal) => withdrawal.status === 'pending' || withdrawal.status === 'approved';

/**
 * The player's withdrawal requests, kept current while any is still open. The one place that knows
 * how updates arrive: polling today, the server-sent events stream when it lands. A request that
 * ends (paid, failed, rejected) refreshes the balance, since failed and rejected ones give money back.
 */
export function useWithdrawals() {
  const playerId = usePlayerId();
  const query = useApiQuery({
    ...withdrawalsQueryOptions(playerId),
    refetchInterval: (current) => (current.state.data?.some(open) ? WITHDRAWAL_POLL_MS : false),
  });
  const statuses = useRef(new Map<number, Withdrawal['status']>());
  useEffect(() => {
    if (!query.data) return;
    let ended = false;
    for (const withdrawal of query.data) {
      const before = statuses.current.get(withdrawal.id);
      if (before && before !== withdrawal.status && !open(withdrawal)) ended = true;
      statuses.current.set(withdrawal.id, withdrawal.status);
    }
    if (ended) void getQueryClient().invalidateQueries({ queryKey: balanceQueryOptions(playerId).queryKey });
  }, [query.data, playerId]);
  return query;
}

/** After a submit: the new request in the list at once, and the balance it held. */
export function refreshAfterSubmit(playerId: number | null, created: Withdrawal): void {
  const client = getQueryClient();
  client.setQueryData(withdrawalsQueryOptions(playerId).queryKey, (list) => [
    created,
    ...(list ?? []).filter((item) => item.id !== created.id),
  ]);
  void client.invalidateQueries({ queryKey: withdrawalsQueryOptions(playerId).queryKey });
  void client.invalidateQueries({ queryKey: balanceQueryOptions(playerId).queryKey });
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests made since midnight in Vietnam (the API counts the daily limit the same way). */
export function madeToday(withdrawals: readonly Withdrawal[], now = Date.now()): number {
  const local = now + VIETNAM_OFFSET_MS;
  const start = local - (local % DAY_MS) - VIETNAM_OFFSET_MS;
  return withdrawals.filter((withdrawal) => Date.parse(withdrawal.createdAt) >= start).length;
}
