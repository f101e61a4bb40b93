import { useEffect, useRef } from 'react';
import { autoLogin } from '@xc/data-access-api';
import { useToast } from '@xc/ui-kit';
import { RELOAD_AFTER_MS, signInFailure } from '../errors';
import { useSessionActions } from './session';

export const LOGIN_TOKEN_PARAM = 'login_token';

/** The same URL without `login_token`, for the in-place reload. */
export function withoutLoginToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LOGIN_TOKEN_PARAM);
  return url.pathname + url.search + url.hash;
}

/**
 * Spec §2: `login_token` on any page logs the player in (POST /api/auth/auto-login), then the same
 * path reloads in place without the parameter. Failures follow spec §8 (auto-login texts).
 */
export function useAutoLogin(): void {
  const { signIn } = useSessionActions();
  const toast = useToast();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const token = new URL(window.location.href).searchParams.get(LOGIN_TOKEN_PARAM);
    if (!token) return;
    started.current = true;
    const clean = withoutLoginToken(window.location.href);
    void autoLogin({ token }).then((result) => {
      if (result.ok) {
        signIn(result.data);
        window.location.replace(clean);
        return;
      }
      const failure = signInFailure(result.error, 'autoLogin');
      toast({ title: failure.message, type: 'error' });
      if (failure.reload) setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      else window.history.replaceState(window.history.state, '', clean);
    });
  }, [signIn, toast]);
}
