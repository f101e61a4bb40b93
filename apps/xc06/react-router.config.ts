import { newsPaths } from '@xc/feature-content/build';
import { brandRouterConfig } from '@xc/site-build';
import { brand } from './brand';
import { redirects } from './redirects';

export default brandRouterConfig({ brand, redirects, contentPaths: newsPaths() });
