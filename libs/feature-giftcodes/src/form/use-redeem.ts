import { useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import type { GiftRedemption } from '@xc/api-contract';
import {
  balanceQueryOptions,
  fetchBalance,
  getQueryClient,
  giftCodeQueryKey,
  newRequestId,
  redeemGiftCode,
  sessionAtom,
  usePlayerId,
  type ApiResult,
} from '@xc/data-access-api';

/**
 * Sends a code. Each attempt carries a `requestId`: the same code sent again after a failure the
 * API may not have finished (no answer, a 5xx) keeps its id, so a retry cannot redeem twice; an
 * answer (the redemption, or a refusal) ends it, so the next submit is a new request. On success the
 * balance in the header and every gift-code answer on the page are read again.
 */
export function useRedeemGiftCode(): (code: string) => Promise<ApiResult<GiftRedemption>> {
  const playerId = usePlayerId();
  const setSession = useSetAtom(sessionAtom);
  const attempt = useRef<{ code: string; requestId: string } | null>(null);

  return useCallback(
    async (typed: string) => {
      // Codes are stored in upper case: "tet2026" and "TET2026" are one code, so one request.
      const code = typed.toUpperCase();
      if (attempt.current?.code !== code) attempt.current = { code, requestId: newRequestId() };
      const result = await redeemGiftCode({ code: typed, requestId: attempt.current.requestId });
      const answered = result.ok || (result.error.status >= 400 && result.error.status < 500);
      if (answered) attempt.current = null;
      if (result.ok) {
        const client = getQueryClient();
        void client.invalidateQueries({ queryKey: giftCodeQueryKey(playerId) });
        void client.invalidateQueries({ queryKey: balanceQueryOptions(playerId).queryKey });
        void fetchBalance().then((balance) => {
          if (!balance.ok) return;
          setSession((current) =>
            current && current.user.id === playerId
              ? { ...current, user: { ...current.user, balance: balance.data.balance } }
              : current,
          );
        });
      }
      return result;
    },
    [playerId, setSession],
  );
}
