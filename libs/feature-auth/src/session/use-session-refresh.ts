import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { DEFAULT_SYSTEM_CONFIGURATIONS } from '@xc/api-contract';
import {
  fetchBalance,
  isBalanceLive,
  readStoredSession,
  refreshSession,
  sessionAtom,
  subscribePlayerEvents,
  systemConfigurationsAtom,
  useAtomSnapshot,
} from '@xc/data-access-api';
import { useToast } from '@xc/ui-kit';
import { authTexts } from '../texts';
import { useSessionActions } from './session';

const LOCK = 'xc-session-refresh';
/** Coming back to the tab (focus and visibility fire together) asks for the balance at most this often. */
const FOCUS_REFRESH_GAP_MS = 3000;

/** One refresh at a time across the player's tabs: tokens rotate, so two tabs must not spend the same one. */
async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (locks) await locks.request(LOCK, task);
  else await task();
}

/**
 * Spec §4 and §7: while a player is logged in, the session is refreshed every REFRESH_INTERVAL
 * seconds (and once at start, which also brings the balance up to date), and the balance follows
 * the player's live stream (GET /api/user/events). A 401 means another login
 * took the session: modals close, the player is logged out with the spec's toast and goes home.
 */
export function useSessionRefresh(): void {
  const session = useAtomSnapshot(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const configuration = useAtomSnapshot(systemConfigurationsAtom);
  const { signOut } = useSessionActions();
  const toast = useToast();
  const loggedIn = session !== null;
  const intervalSeconds = (configuration ?? DEFAULT_SYSTEM_CONFIGURATIONS).REFRESH_INTERVAL;
  // A session found when the page opened is checked at once; one created on this page is new enough.
  const checkAtStart = useRef(readStoredSession() !== null);
  const handlers = useRef({ signOut, toast, setSession });
  handlers.current = { signOut, toast, setSession };

  useEffect(() => {
    if (!loggedIn) return;
    let stopped = false;
    const refresh = () =>
      withRefreshLock(async () => {
        const before = readStoredSession();
        if (stopped || !before) return;
        const result = await refreshSession();
        // Another tab may have refreshed or logged out meanwhile; its answer is the newer one.
        if (stopped || readStoredSession()?.token !== before.token) return;
        if (result.ok) {
          // The balance read for this answer may be older than one the live stream told since.
          handlers.current.setSession((current) =>
            current && isBalanceLive()
              ? { token: result.data.token, user: { ...result.data.user, balance: current.user.balance } }
              : { token: result.data.token, user: result.data.user },
          );
        } else if (result.error.status === 401) {
          handlers.current.toast({ title: authTexts.t('loggedInElsewhere'), type: 'warning' });
          await handlers.current.signOut({ revoked: true });
        }
      });
    if (checkAtStart.current) void refresh();
    checkAtStart.current = false;
    const timer = setInterval(() => void refresh(), intervalSeconds * 1000);
    // Back from a game tab: the balance there has moved, so the header catches up at once. The
    // balance call does not rotate the token, so it needs no lock and cannot race another tab.
    let lastReturn = 0;
    const onReturn = async () => {
      // A live stream already tells every movement; an answer read before the last one would undo it.
      if (isBalanceLive() || Date.now() - lastReturn < FOCUS_REFRESH_GAP_MS) return;
      lastReturn = Date.now();
      const asked = readStoredSession();
      const result = await fetchBalance();
      if (stopped || !result.ok) return;
      handlers.current.setSession((current) =>
        current && current.token === asked?.token
          ? { ...current, user: { ...current.user, balance: result.data.balance } }
          : current,
      );
    };
    const onFocus = () => void onReturn();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void onReturn();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    // Live updates: the header's balance moves as soon as a round settles in a game tab; the
    // stream closes when this one hides and starts again with the balance as it stands.
    const live = subscribePlayerEvents({
      onBalance: (balance) =>
        handlers.current.setSession((current) =>
          current && current.user.balance !== balance
            ? { ...current, user: { ...current.user, balance } }
            : current,
        ),
      // The session ended elsewhere: the refresh finds out how, and says it to the player.
      onSessionEnded: () => void refresh(),
    });
    return () => {
      stopped = true;
      live.stop();
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [loggedIn, intervalSeconds]);
}
