import { lazy, Suspense } from 'react';

// The button shows nothing until the big jackpot has loaded, so its code (and the query client it
// reads) loads after the page has hydrated, and stays out of every page's initial script.
const JackpotButton = lazy(() =>
  import('./jackpot-button').then((module) => ({ default: module.JackpotButton })),
);

/** The shell's `widgets['jackpot-button']`: the floating jackpot button, loaded on demand. */
export function JackpotButtonSlot() {
  return (
    <Suspense fallback={null}>
      <JackpotButton />
    </Suspense>
  );
}
