import { defineModal } from '@xc/ui-kit';
import { loadJackpotPopup } from './popup/load-popup';

/** The jackpot feature's modal: `jackpotPopup` (spec §2), its code fetched when it first opens. */
export const jackpotModals = {
  jackpotPopup: defineModal('jackpotPopup', loadJackpotPopup),
};
