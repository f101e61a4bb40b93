export { useJackpotLoader } from './use-jackpot-loader';
export { JackpotButton } from './jackpot-button';
export { JackpotModals } from './popup/jackpot-modals';
export { jackpotTexts } from './texts';
