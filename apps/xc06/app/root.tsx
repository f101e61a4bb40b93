// Composition only: the brand's data and the features it offers, into the shared shell.
import { AccountModals } from '@xc/feature-account';
import { AuthModals, HeaderActions, useAutoLogin, useSessionRefresh } from '@xc/feature-auth';
import { createRootModule } from '@xc/feature-shell';
import { brand } from '../brand';
import { redirects } from '../redirects';
import { seo } from '../seo';

const root = createRootModule({
  brand,
  seo,
  redirects,
  slots: { HeaderActions, modals: [AuthModals, AccountModals], startup: [useAutoLogin, useSessionRefresh] },
});

export const Layout = root.Layout;
export const meta = root.meta;
export const links = root.links;
export const loader = root.loader;
export const ErrorBoundary = root.ErrorBoundary;
export default root.App;
