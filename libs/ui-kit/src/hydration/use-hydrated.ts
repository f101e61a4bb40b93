import { startTransition, useEffect, useState } from 'react';

/**
 * False while prerendering and on the render that hydrates, true after: what exists only in the
 * browser (a session read from storage, an extension of another feature) waits for it. The switch is
 * a transition, so what it reveals renders in slices the browser can interrupt rather than as one
 * long task at the end of the hydration's effects.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
