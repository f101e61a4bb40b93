import { useCallback } from 'react';
import { sessionAtom, useAtomSnapshot } from '@xc/data-access-api';
import { useModals } from '@xc/ui-kit';
import { giftCodeModalPorts, giftCodeModals } from './modals';

/**
 * Opens `giftCode` for a player; a visitor gets the login modal first and the gift code once signed
 * in (so the gift-code body is not fetched for someone who cannot use it).
 */
export function useOpenGiftCode(): () => void {
  const modals = useModals();
  const loggedIn = useAtomSnapshot(sessionAtom) !== null;
  return useCallback(() => {
    if (loggedIn) {
      void modals.open(giftCodeModals.giftCode);
      return;
    }
    void modals.open(giftCodeModalPorts.login, { tab: 0 }).then((signedIn) => {
      if (signedIn) void modals.open(giftCodeModals.giftCode);
    });
  }, [loggedIn, modals]);
}
