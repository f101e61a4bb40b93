import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { JACKPOT_REFRESH_MS, loadJackpotsAtom } from '@xc/data-access-api';

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * For the shell's `startup` slot. Spec §7: the jackpots load at client start (the big jackpot first,
 * then the list). After that the figures are reloaded every JACKPOT_REFRESH_MS (10 s) while the page
 * is visible; a hidden tab does not poll, and one coming back after longer than that reloads at once.
 */
export function useJackpotLoader(intervalMs: number = JACKPOT_REFRESH_MS): void {
  const load = useSetAtom(loadJackpotsAtom);

  useEffect(() => {
    let lastStart = 0;
    // No abort signal: a load is two small GETs shared by everyone reading the store, and cancelling
    // it on an unmount (React's development double mount) would leave the store empty for a period.
    const run = () => {
      lastStart = Date.now();
      void load();
    };
    // A little slack, so a load the page made on coming back is not repeated by the next tick.
    const due = () => isVisible() && Date.now() - lastStart >= intervalMs * 0.9;
    run();
    const timer = setInterval(() => {
      if (due()) run();
    }, intervalMs);
    const onVisibilityChange = () => {
      if (due()) run();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [load, intervalMs]);
}
