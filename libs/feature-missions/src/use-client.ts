import { useEffect, useState } from 'react';
import { readStoredSession, sessionAtom, type SessionUser, useAtomSnapshot } from '@xc/data-access-api';
import { useHydrated } from '@xc/ui-kit';

/**
 * Who is looking, once it is known: the session atom is read from storage after mount, so until it
 * has been (a session still only in storage) the board shows its loading state, not a visitor's
 * login prompt to a player.
 */
export function useViewer(): { known: false } | { known: true; user: SessionUser | null } {
  const hydrated = useHydrated();
  const session = useAtomSnapshot(sessionAtom);
  if (!hydrated) return { known: false };
  if (session) return { known: true, user: session.user };
  return readStoredSession() ? { known: false } : { known: true, user: null };
}

/** The time now, refreshed every `everyMs` (countdowns in minutes); null until hydrated. */
export function useNow(everyMs = 30_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
