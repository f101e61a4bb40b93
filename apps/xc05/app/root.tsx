// Composition only: the brand's data and the features it offers, into the shared shell.
import { AccountModals } from '@xc/feature-account';
import { AuthModals, HeaderActions, useAutoLogin, useSessionRefresh } from '@xc/feature-auth';
import { createRootModule } from '@xc/feature-shell';
import { JackpotButton, JackpotModals, useJackpotLoader } from '@xc/feature-jackpot';
import { brand } from '../brand';
import { redirects } from '../redirects';
import { seo } from '../seo';

const root = createRootModule({
  brand,
  seo,
  redirects,
  slots: {
    HeaderActions,
    widgets: { 'jackpot-button': JackpotButton },
    modals: [AuthModals, AccountModals, JackpotModals],
    startup: [useAutoLogin, useSessionRefresh, useJackpotLoader],
  },
});

export const Layout = root.Layout;
export const meta = root.meta;
export const links = root.links;
export const loader = root.loader;
export const ErrorBoundary = root.ErrorBoundary;
export default root.App;
