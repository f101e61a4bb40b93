import { rewardsExtensions } from './extensions';
import { rewardsModalPorts, rewardsModals } from './modals';

export { rewardsModalPorts, rewardsModals } from './modals';
export type { PeriodRewardParams, SpinMessageParams } from './modals';
export { rewardsTexts } from './texts';

/**
 * What a brand composes when it offers the event rewards: the refund and app-bonus panels on their
 * event pages and the lucky spin's entry on /su-kien (`extensions`), the modals (welcome, the two
 * "reward ready" popups, the spin and its result), the login and verify modals of the auth feature
 * they open (`modalPorts`), and at start the hooks that open the welcome and the popups.
 */
export const rewardsFeature = {
  modals: rewardsModals,
  modalPorts: rewardsModalPorts,
  extensions: rewardsExtensions,
  slots: { startup: () => import('./startup').then((m) => m.default) },
};
