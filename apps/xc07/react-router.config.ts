import type { Config } from '@react-router/dev/config';
import { writeSiteArtifacts } from '@xc/feature-shell/build';
import { prerenderPaths } from '@xc/feature-shell/route-table';
import { brand } from './brand';
import { redirects } from './redirects';

export default {
  ssr: false,
  prerender: prerenderPaths(),
  buildEnd: ({ reactRouterConfig }) => writeSiteArtifacts(reactRouterConfig.buildDirectory, brand, redirects),
} satisfies Config;
