import { useEffect } from 'react';

// Counted so that nested or stacked modals share one lock: the first opener saves the page's
// overflow, the last closer restores it (spec §4). Radix keeps its own lock; this one is ours to test.
let holders = 0;
let previousOverflow = '';

export function lockPageScroll(): () => void {
  if (holders === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = previousOverflow;
  };
}

/** Hides page scrolling while `active`; safe with any number of simultaneous holders. */
export function usePageScrollLock(active: boolean): void {
  useEffect(() => (active ? lockPageScroll() : undefined), [active]);
}
