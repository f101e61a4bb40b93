import { modalPort } from '@xc/ui-kit';

/**
 * The modals of another feature (auth) games open: playing a game or adding a favourite needs a
 * player, so a visitor gets the login modal (spec §6), which resolves to `true` once signed in.
 */
export const gamesModalPorts = {
  login: modalPort<{ tab: 0 | 1 }, true>()('auth'),
};
