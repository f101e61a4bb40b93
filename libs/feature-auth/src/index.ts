import { HeaderActions } from './header/header-actions';
import { AuthModals } from './modals/auth-modals';
import { useAutoLogin } from './session/use-auto-login';
import { useSessionRefresh } from './session/use-session-refresh';

export { AuthModals } from './modals/auth-modals';
export { HeaderActions } from './header/header-actions';
export { useSession, useSessionActions, type SessionActions } from './session/session';
export { useSessionRefresh } from './session/use-session-refresh';
export { useAutoLogin, LOGIN_TOKEN_PARAM, withoutLoginToken } from './session/use-auto-login';
export { authTexts } from './texts';

/**
 * What a brand composes when it offers accounts: the header's login/register or balance and menu,
 * the account modals, and at start the one-time login link, then the session refresh loop.
 */
export const authFeature = {
  slots: { HeaderActions, modals: [AuthModals], startup: [useAutoLogin, useSessionRefresh] },
};
