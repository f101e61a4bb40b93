import { useJackpotLoader } from './use-jackpot-loader';

/** Run once on every page: loads the jackpot figures and keeps them fresh. */
const startup: readonly (() => void)[] = [useJackpotLoader];
export default startup;
