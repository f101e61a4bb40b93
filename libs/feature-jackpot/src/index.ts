import { JackpotButtonSlot } from './jackpot-button-slot';
import { jackpotModals } from './modals';

export { useJackpotLoader } from './use-jackpot-loader';
export { jackpotModals } from './modals';
export { JackpotButtonSlot } from './jackpot-button-slot';

/**
 * What a brand composes when it offers jackpots: the floating button, its popup, the figures' loader.
 * The button is not re-exported: a static import of it would put it in every page's first script.
 */
export const jackpotFeature = {
  modals: jackpotModals,
  slots: {
    // The button shows once the figures have loaded (after hydration): its code loads then
    // (JackpotButtonSlot), and the loader's hooks likewise.
    widgets: { 'jackpot-button': JackpotButtonSlot },
    startup: () => import('./startup').then((m) => m.default),
  },
};
