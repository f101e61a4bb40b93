import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from '@xc/feature-shell/route-table';

export default {
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
