import type { BrandConfig, RootLoaderData, SeoCopy } from '@xc/brand';
import { headKey } from './head-key';
import { navigationPageMeta, pageCopies } from './navigation-meta';

/**
 * The root route's data after a navigation in the browser (its `clientLoader`; loaded with the SEO
 * copy at the first navigation, so a page that is only read carries neither): the head a player sees
 * and the copy of the page, for the same key the prerender uses.
 */
export function navigationRootData(
  brand: BrandConfig,
  seo: Partial<SeoCopy>,
  pathname: string,
): RootLoaderData {
  const key = headKey(pathname);
  return {
    brand,
    head: { key, meta: navigationPageMeta({ brand, seo, pathname }) },
    seo: pageCopies(seo, key),
  };
}

/**
 * The brand's legacy table is followed here for in-app navigations (a link in content or a banner
 * that still names an old path); direct loads never get here, the server answers them with a 301.
 */
export { findRedirect } from '@xc/paths';
