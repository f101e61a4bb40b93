import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import {
  balanceQueryOptions,
  getQueryClient,
  GENERIC_ERROR_MESSAGE,
  newRequestId,
  serverMessageOr,
  sessionAtom,
  usePlayerId,
  type ApiError,
  type ApiResult,
} from '@xc/data-access-api';
import { useToast } from '@xc/ui-kit';

/**
 * Whether a failed call settled the attempt: a refusal (4xx) did, so the next try is a new request.
 * No answer, a timeout or a server error leave it open (it may have been paid), so a retry must
 * carry the same id and the API answers it as the first time.
 */
export const settledBy = (error: ApiError): boolean => error.status >= 400 && error.status < 500;

/** The player's balance everywhere it is shown: the header (session) and the cashier pages' query. */
export function useBalanceUpdate() {
  const setSession = useSetAtom(sessionAtom);
  const playerId = usePlayerId();
  return useCallback(
    (balance: number) => {
      setSession((current) =>
        current && current.user.id === playerId
          ? { ...current, user: { ...current.user, balance } }
          : current,
      );
      void getQueryClient().invalidateQueries({ queryKey: balanceQueryOptions(playerId).queryKey });
    },
    [setSession, playerId],
  );
}

export interface ClaimOptions<T extends { balance: number }> {
  /** The call, with the id of this attempt. */
  send: (requestId: string) => Promise<ApiResult<T>>;
  /** After the API paid: the toast's text. */
  paidMessage: (paid: T) => string;
  /** After the API paid or refused: what to read again (the page's figures). */
  refresh: () => void;
  onPaid?: (paid: T) => void;
}

/**
 * One claim of money (refund, app bonus). The id is made once per attempt: a double tap while the
 * first is on its way does nothing (in-flight guard, on top of the button's debounce), and a retry
 * after a call that got no verdict sends the same id, so the API pays once; a payment or a refusal
 * forgets it. The balance is updated from the answer; success and refusal are told in a toast.
 */
export function useClaim<T extends { balance: number }>({
  send,
  paidMessage,
  refresh,
  onPaid,
}: ClaimOptions<T>) {
  const toast = useToast();
  const updateBalance = useBalanceUpdate();
  const attempt = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const claim = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    attempt.current ??= newRequestId();
    const result = await send(attempt.current);
    inFlight.current = false;
    setPending(false);
    if (result.ok) {
      attempt.current = null;
      updateBalance(result.data.balance);
      toast({ title: paidMessage(result.data), type: 'success' });
      onPaid?.(result.data);
      refresh();
      return;
    }
    if (settledBy(result.error)) attempt.current = null;
    setError(result.error);
    toast({ title: serverMessageOr(result.error, GENERIC_ERROR_MESSAGE), type: 'error' });
    // A refusal usually means the figures moved (claimed elsewhere, campaign over): show them as they are.
    if (result.error.status >= 400 && result.error.status < 500) refresh();
  }, [send, paidMessage, refresh, onPaid, toast, updateBalance]);

  return { claim, pending, error };
}
