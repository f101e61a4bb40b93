import { useEffect } from 'react';
import { JACKPOT_REFRESH_MS, watchBigJackpot } from '@xc/data-access-api';

/**
 * For the shell's `startup` slot. Spec §7: the jackpots load at client start (the big jackpot first,
 * then the list); after that the big jackpot is a query refetched every JACKPOT_REFRESH_MS (10 s)
 * while the page is visible: a hidden tab does not poll, one coming back with a stale figure
 * refetches at once. The query client loads on demand, so the poll adds nothing to the page's
 * initial script.
 */
export function useJackpotLoader(intervalMs: number = JACKPOT_REFRESH_MS): void {
  useEffect(() => watchBigJackpot(intervalMs), [intervalMs]);
}
