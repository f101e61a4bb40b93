import { accountModalPorts, accountModals } from './modals';
import { accountPages } from './pages';

export { accountModalPorts, accountModals } from './modals';

/**
 * What a brand composes when it offers the account area: its pages, its modal (add a bank account),
 * and the modals of other features its pages open (verify phone and email, change password).
 */
export const accountFeature = { pages: accountPages, modals: accountModals, modalPorts: accountModalPorts };
