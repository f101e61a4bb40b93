/** The popup's code, fetched when it first opens (or when the button is about to be pressed). */
export const loadJackpotPopup = () => import('./jackpot-popup');
