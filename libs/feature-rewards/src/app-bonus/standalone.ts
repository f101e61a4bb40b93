import { useSyncExternalStore } from 'react';

/** The manifest's `display` (site-build): the installed app runs in this mode. */
export const STANDALONE_QUERY = '(display-mode: standalone)';

const query = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(STANDALONE_QUERY)
    : null;

/**
 * Whether the page runs as the installed app, as the browser reports it. iOS Safari's home-screen
 * apps say so through `navigator.standalone` too (older versions only there).
 */
export function isStandalone(): boolean {
  if (query()?.matches) return true;
  return typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone === true;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** `isStandalone()`, kept current (an installed app can be opened in the browser and back). */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
