import { atom } from 'jotai';
import { isLoggedInAtom, useAtomSnapshot } from '@xc/data-access-api';

/**
 * The gift button's figure, written by the start-up hook `useMissionBadge` (which loads the API
 * client after hydration) and read by the shell on every page: this module stays a few lines of
 * jotai, so no page's first script grows by the query client.
 */
export const missionTotalAtom = atom(0);

/** `slots.useMissionTotal`: the missions waiting for a claim; 0 for a visitor. */
export function useMissionTotal(): number {
  const total = useAtomSnapshot(missionTotalAtom);
  return useAtomSnapshot(isLoggedInAtom) ? total : 0;
}
