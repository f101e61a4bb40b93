import { createRootModule } from '@xc/feature-shell';
import { brand } from '../brand';
import { features } from '../features';
import { redirects } from '../redirects';
import { seo } from '../seo';

const { Layout, meta, links, loader, ErrorBoundary, App } = createRootModule({ brand, seo, redirects, features });
export { Layout, meta, links, loader, ErrorBoundary, App as default };
