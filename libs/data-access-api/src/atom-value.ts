import { useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * An atom's value, as jotai's `useAtomValue` gives it, for atoms that hold plain values (not
 * promises). jotai's hook asks for another render when it subscribes after mounting (to catch a
 * change in between), and React runs the component again before it can tell nothing changed: every
 * reader rendered twice as it mounted (each game tile of a lobby, the header's controls, every list's
 * query through `usePlayerId`), in the page's hydration too. useSyncExternalStore compares the value
 * when it subscribes and renders again only when it did change.
 */
export function useAtomSnapshot<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(atom, changed), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
