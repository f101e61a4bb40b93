export { AuthModals } from './modals/auth-modals';
export { HeaderActions } from './header/header-actions';
export { useSession, useSessionActions, type SessionActions } from './session/session';
export { useSessionRefresh } from './session/use-session-refresh';
export { useAutoLogin, LOGIN_TOKEN_PARAM, withoutLoginToken } from './session/use-auto-login';
export { authTexts } from './texts';
