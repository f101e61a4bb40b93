import { promotionsModalPorts, promotionsModals } from './modals';
import { promotionsPages } from './pages';

export { promotionsModalPorts, promotionsModals } from './modals';
export { promotionsTexts } from './texts';

/**
 * What a brand composes when it offers promotions: `/account/promotion` (the active bonus and its
 * live wagering meter, past bonuses, cashback), the `cancelPromotion` modal, and the account
 * feature's `confirm` modal it opens.
 */
export const promotionsFeature = {
  pages: promotionsPages,
  modals: promotionsModals,
  modalPorts: promotionsModalPorts,
};
