import { modalPort } from '@xc/ui-kit';

/**
 * The modals of features the shell itself opens: route middleware sends a visitor on a page that
 * needs a player to the login modal (then `returnTo`), and so does the mini-game launcher.
 */
export const shellModalPorts = {
  login: modalPort<{ tab: 0 | 1; returnTo?: string }, true>()('auth'),
};
