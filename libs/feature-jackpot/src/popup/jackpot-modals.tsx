import { lazy, Suspense } from 'react';
import { useModalState } from '@xc/ui-kit';
import { loadJackpotPopup } from './load-popup';

// The popup's code loads when it first opens (or the button is hovered or focused), never with a page.
const JackpotPopup = lazy(loadJackpotPopup);

/** For the shell's `modals` slot: the jackpot popup (modal id `jackpotPopup`), mounted while open. */
export function JackpotModals() {
  const { isOpen } = useModalState('jackpotPopup');
  return <Suspense fallback={null}>{isOpen && <JackpotPopup />}</Suspense>;
}
