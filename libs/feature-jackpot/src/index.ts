import { lazy } from 'react';
import { jackpotModals } from './modals';

export { useJackpotLoader } from './use-jackpot-loader';
export { jackpotModals } from './modals';

/**
 * What a brand composes when it offers jackpots: the floating button, its popup, the figures' loader.
 * The button is not re-exported: a static import of it would put it in every page's first script.
 */
export const jackpotFeature = {
  modals: jackpotModals,
  slots: {
    // The button shows once the figures have loaded (after hydration), so its code loads then too;
    // the loader's hooks likewise.
    widgets: { 'jackpot-button': lazy(() => import('./jackpot-button').then((m) => ({ default: m.JackpotButton }))) },
    startup: () => import('./startup').then((m) => m.default),
  },
};
