import { JackpotButtonSlot } from './jackpot-button-slot';
import { JackpotModals } from './popup/jackpot-modals';
import { useJackpotLoader } from './use-jackpot-loader';

export { useJackpotLoader } from './use-jackpot-loader';
export { JackpotButtonSlot } from './jackpot-button-slot';
export { JackpotModals } from './popup/jackpot-modals';
export { jackpotTexts } from './texts';

/** What a brand composes when it offers jackpots: the floating button, its popup, the figures' loader. */
export const jackpotFeature = {
  slots: { widgets: { 'jackpot-button': JackpotButtonSlot }, modals: [JackpotModals], startup: [useJackpotLoader] },
};
