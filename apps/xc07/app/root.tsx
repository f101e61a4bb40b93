// Composition only: the brand's data into the shared shell.
import { createRootModule } from '@xc/feature-shell';
import { brand } from '../brand';
import { redirects } from '../redirects';
import { seo } from '../seo';

const root = createRootModule({ brand, seo, redirects });

export const Layout = root.Layout;
export const meta = root.meta;
export const links = root.links;
export const loader = root.loader;
export const ErrorBoundary = root.ErrorBoundary;
export default root.App;
