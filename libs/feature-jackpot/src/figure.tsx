import { atom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { JACKPOT_COUNT_FROM, useAtomSnapshot } from '@xc/data-access-api';
import { formatJackpot, NumberTicker } from '@xc/ui-kit';

/** Whether the floating figure has counted up once in this visit (it remounts with each layout). */
const countedUpAtom = atom(false);

export interface JackpotTickerProps {
  amount: number;
  /** Count up from 1,000,000 (spec §9) on every mount, not only the first of the visit. */
  always?: boolean;
  className?: string;
}

/**
 * A jackpot figure in the spec's format ("5.23 tỷ") that counts up from 1,000,000 the first time it
 * shows and on to each new amount after; still for players who ask for reduced motion (NumberTicker).
 */
export function JackpotTicker({ amount, always = false, className }: JackpotTickerProps) {
  const countedUp = useAtomSnapshot(countedUpAtom);
  const setCountedUp = useSetAtom(countedUpAtom);
  const [from] = useState(() => (always || !countedUp ? JACKPOT_COUNT_FROM : undefined));
  useEffect(() => {
    if (!always) setCountedUp(true);
  }, [always, setCountedUp]);
  return <NumberTicker className={className} value={amount} from={from} format={formatJackpot} />;
}
