import { accountPages } from './pages';

export { AccountModals } from './account-modals';
export { accountTexts } from './texts';

/** What a brand composes when it offers the account area: its pages. */
export const accountFeature = { pages: accountPages };
