import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse } from '@xc/api-contract';
import { sessionAtom, type Session, useAtomSnapshot } from '@xc/data-access-api';
import { useModals } from '@xc/ui-kit';

export const useSession = (): Session | null => useAtomSnapshot(sessionAtom);

export interface SessionActions {
  /** A login, register or auto-login answer: keep it (spec §3: under key `auth`) and close the modals. */
  signIn(answer: AuthResponse): void;
  /**
   * Spec §4: session and app state cleared, modals closed, home. `revoked` when the server already
   * ended the session (a refresh answered 401), so there is nothing to tell it.
   */
  signOut(options?: { revoked?: boolean }): Promise<void>;
}

export function useSessionActions(): SessionActions {
  const setSession = useSetAtom(sessionAtom);
  const modals = useModals();
  const navigate = useNavigate();
  const signIn = useCallback(
    (answer: AuthResponse) => {
      setSession({ token: answer.token, user: answer.user });
      modals.closeAll();
    },
    [setSession, modals],
  );
  const signOut = useCallback(
    async ({ revoked = false } = {}) => {
      // Told to the server first, while the token is still there to say whose session ends.
      // Loaded on use: the API client and its schemas stay out of the header's first script.
      if (!revoked) await (await import('./logout-request')).logout();
      setSession(null);
      modals.closeAll();
      void navigate('/');
    },
    [setSession, modals, navigate],
  );
  return { signIn, signOut };
}
