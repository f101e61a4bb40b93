import { useAutoLogin } from './session/use-auto-login';
import { useSessionRefresh } from './session/use-session-refresh';

/** Run once on every page, in this order: the one-time login link, then the session refresh loop. */
const startup: readonly (() => void)[] = [useAutoLogin, useSessionRefresh];
export default startup;
