import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { GameItem } from '@xc/api-contract';
import { useBrand } from '@xc/brand';
import { getGameLink, sessionAtom } from '@xc/data-access-api';
import { deviceTypeForWidth, useModals, useToast } from '@xc/ui-kit';
import { gamesTexts } from '../texts';
import { launchRequest, linkErrorText } from './launch-request';
import { gamesModalPorts } from '../modals';

/**
 * Opens a game (spec §2, §5, §8): a visitor gets the login modal; on desktop the game opens in a new
 * tab (opened at the click, so no popup blocker interferes, and closed again if no link comes back),
 * on a mobile domain in the same tab.
 */
export function useOpenGame(): (game: GameItem) => Promise<void> {
  const session = useAtomValue(sessionAtom);
  const brand = useBrand();
  const modals = useModals();
  const toast = useToast();

  return useCallback(
    async (game: GameItem) => {
      if (!session) {
        void modals.open(gamesModalPorts.login, { tab: 0 });
        return;
      }
      const request = launchRequest(game, session.user.tokenPlay, deviceTypeForWidth(window.innerWidth));
      const sameTab = brand.mobileDomain;
      if (request.kind === 'direct') {
        if (sameTab) window.location.assign(request.url);
        else window.open(request.url, '_blank', 'noopener');
        return;
      }
      const tab = sameTab ? null : window.open('', '_blank');
      if (tab) tab.opener = null;
      const result = await getGameLink(request.query);
      if (result.ok && result.data) {
        if (tab) tab.location.href = result.data;
        else window.location.assign(result.data);
        return;
      }
      tab?.close();
      const message = result.ok
        ? gamesTexts.t('linkFallback')
        : linkErrorText(result.error, gamesTexts.t('genericError'));
      toast({ title: message, type: 'error' });
    },
    [session, brand.mobileDomain, modals, toast],
  );
}
