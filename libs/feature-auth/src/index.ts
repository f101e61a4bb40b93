import { HeaderActions } from './header/header-actions';
import { authModals } from './modals';

export { authModals } from './modals';
export type { AuthModalParams, AuthModalResult, ForgotOtpParams, ForgotResetParams, VerifiedResult } from './modals';
export { HeaderActions } from './header/header-actions';
export { useSession, useSessionActions, type SessionActions } from './session/session';
export { useSessionRefresh } from './session/use-session-refresh';
export { useAutoLogin, LOGIN_TOKEN_PARAM, withoutLoginToken } from './session/use-auto-login';
export { authTexts } from './texts';

/**
 * What a brand composes when it offers accounts: the header's login/register or balance and menu,
 * its modals (login and register, forgot password, verify phone and email, change password), and at
 * start the one-time login link, then the session refresh loop.
 */
export const authFeature = {
  modals: authModals,
  // The start-up hooks (and the API code they need) load after the page has hydrated.
  slots: { HeaderActions, startup: () => import('./startup').then((m) => m.default) },
};
