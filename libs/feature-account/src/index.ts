import { AccountModals } from './account-modals';
import { accountPages } from './pages';

export { AccountModals } from './account-modals';
export { accountTexts } from './texts';

/** What a brand composes when it offers the account area: its pages and modals (add a bank account). */
export const accountFeature = { pages: accountPages, slots: { modals: [AccountModals] } };
