import { useCallback, useState } from 'react';
import type { GameItem } from '@xc/api-contract';
import { serverMessageOr, sessionAtom, setFavorite, useAtomSnapshot } from '@xc/data-access-api';
import { useModals, useToast } from '@xc/ui-kit';
import { gamesTexts } from '../texts';
import { gamesModalPorts } from '../modals';

/**
 * A game's favourite flag with its toggle (spec §4: POST adds, DELETE removes; §8 toasts). A visitor
 * gets the login modal; a failure leaves the flag as it was and says why.
 */
export function useFavorite(game: Pick<GameItem, 'uuid' | 'title' | 'isFavorite'>) {
  const session = useAtomSnapshot(sessionAtom);
  const modals = useModals();
  const toast = useToast();
  const [favorite, setFavoriteState] = useState(game.isFavorite);
  const [busy, setBusy] = useState(false);

  const toggle = useCallback(async () => {
    if (!session) {
      void modals.open(gamesModalPorts.login, { tab: 0 });
      return;
    }
    const next = !favorite;
    setBusy(true);
    setFavoriteState(next);
    const result = await setFavorite(next, { uuid: game.uuid, name: game.title, userId: session.user.id });
    setBusy(false);
    if (result.ok) {
      setFavoriteState(result.data.data.isFavorite);
      toast({
        title: next ? gamesTexts.t('favoriteAdded') : gamesTexts.t('favoriteRemoved'),
        type: 'success',
      });
      return;
    }
    setFavoriteState(!next);
    toast({ title: serverMessageOr(result.error, gamesTexts.t('genericError')), type: 'error' });
  }, [session, modals, toast, favorite, game.uuid, game.title]);

  return { favorite, busy, toggle };
}
