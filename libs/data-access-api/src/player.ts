import { useAtomSnapshot } from './atom-value';
import { sessionAtom } from './session';

/** The logged-in player's id for query keys of answers that depend on who asks; null for a visitor. */
export function usePlayerId(): number | null {
  return useAtomSnapshot(sessionAtom)?.user.id ?? null;
}
