import { JackpotButton } from './jackpot-button';
import { jackpotModals } from './modals';
import { useJackpotLoader } from './use-jackpot-loader';

export { useJackpotLoader } from './use-jackpot-loader';
export { JackpotButton } from './jackpot-button';
export { jackpotModals } from './modals';
export { jackpotTexts } from './texts';

/** What a brand composes when it offers jackpots: the floating button, its popup, the figures' loader. */
export const jackpotFeature = {
  modals: jackpotModals,
  slots: { widgets: { 'jackpot-button': JackpotButton }, startup: [useJackpotLoader] },
};
