import { createRootModule } from '@xc/feature-shell';
import { brand } from '../brand';
import { features } from '../features';

const seo = () => import('../seo');
const redirects = () => import('../redirects');
const root = createRootModule({ brand, features, seo, redirects });
const { Layout, meta, links, loader, clientLoader, shouldRevalidate, ErrorBoundary, App } = root;
export { Layout, meta, links, loader, clientLoader, shouldRevalidate, ErrorBoundary, App as default };
