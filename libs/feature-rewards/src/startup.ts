import { useReadyRewardPopups, useWelcomeAfterRegistration } from './popups/use-popups';

/** Run once on every page, after the auth feature's: the welcome after a registration, then the reward popups. */
const startup: readonly (() => void)[] = [useWelcomeAfterRegistration, useReadyRewardPopups];
export default startup;
