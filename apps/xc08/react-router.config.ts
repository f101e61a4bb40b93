import type { Config } from '@react-router/dev/config';
import { newsPaths } from '@xc/feature-content/build';
import { writeSiteArtifacts } from '@xc/feature-shell/build';
import { prerenderPaths } from '@xc/feature-shell/route-table';
import { brand } from './brand';
import { redirects } from './redirects';

const contentPaths = newsPaths();

export default {
  ssr: false,
  prerender: prerenderPaths(contentPaths),
  buildEnd: ({ reactRouterConfig }) =>
    writeSiteArtifacts({
      buildDirectory: reactRouterConfig.buildDirectory,
      appDirectory: reactRouterConfig.appDirectory,
      brand,
      redirects,
      contentPaths,
    }),
} satisfies Config;
