export { AccountModals } from './account-modals';
export { accountTexts } from './texts';
