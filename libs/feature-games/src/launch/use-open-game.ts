import { useCallback } from 'react';
import type { GameItem } from '@xc/api-contract';
import { useBrand } from '@xc/brand';
import { sessionAtom, useAtomSnapshot } from '@xc/data-access-api';
import { deviceTypeForWidth, useModals, useToast } from '@xc/ui-kit';
import { gamesTexts } from '../texts';
import { gamesModalPorts } from '../modals';

/**
 * Opens a game (spec §2, §5, §8): a visitor gets the login modal; on desktop the game opens in a new
 * tab (opened at the click, so no popup blocker interferes, and closed again if no address comes
 * back), on a mobile domain in the same tab. The launch code loads at the first click (a lobby that is
 * only browsed carries none of it).
 */
export function useOpenGame(): (game: GameItem) => Promise<void> {
  const session = useAtomSnapshot(sessionAtom);
  const brand = useBrand();
  const modals = useModals();
  const toast = useToast();

  return useCallback(
    async (game: GameItem) => {
      if (!session) {
        void modals.open(gamesModalPorts.login, { tab: 0 });
        return;
      }
      const tab = brand.mobileDomain ? null : window.open('', '_blank');
      if (tab) tab.opener = null;
      const device = deviceTypeForWidth(window.innerWidth);
      const address = await import('./launch-request').then(
        ({ launchAddress, launchRequest }) =>
          launchAddress(launchRequest(game, session.user.tokenPlay, device)),
        () => ({ error: gamesTexts.t('genericError') }),
      );
      if (typeof address === 'string') {
        if (tab) tab.location.href = address;
        else window.location.assign(address);
        return;
      }
      tab?.close();
      toast({ title: address.error, type: 'error' });
    },
    [session, brand.mobileDomain, modals, toast],
  );
}
