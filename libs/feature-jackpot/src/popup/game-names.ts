import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { GameItem } from '@xc/api-contract';
import { getJackpotGameItems } from '@xc/data-access-api';

type GameItems =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; byId: ReadonlyMap<number, GameItem> };

/** The catalogue entries of the jackpot games, loaded once per visit when the popup first opens. */
const gameItemsAtom = atom<GameItems>({ status: 'idle' });

const NONE: ReadonlyMap<number, GameItem> = new Map();

/**
 * The jackpot list carries ids and amounts only (spec §3); titles, partners and pictures come from
 * the catalogue. `undefined` while they load; after a failure an empty map (the rows then show a
 * fallback name), and the next opening of the popup tries again.
 */
export function useJackpotGameItems(): ReadonlyMap<number, GameItem> | undefined {
  const [items, setItems] = useAtom(gameItemsAtom);
  const [fetches] = useState(() => items.status === 'idle' || items.status === 'failed');
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!fetches) return;
    setItems({ status: 'loading' });
    void getJackpotGameItems().then((result) => {
      setSettled(true);
      setItems(
        result.ok
          ? { status: 'loaded', byId: new Map(result.data.map((game) => [game.id, game])) }
          : { status: 'failed' },
      );
    });
  }, [fetches, setItems]);

  if (items.status === 'loaded') return items.byId;
  if (items.status === 'failed' && (settled || !fetches)) return NONE;
  return undefined;
}
