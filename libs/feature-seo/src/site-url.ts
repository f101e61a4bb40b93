import type { BrandConfig } from '@xc/brand';

/** A path's absolute URL on the brand's domain (canonical links, structured data, the sitemap). */
export const siteUrl = (brand: BrandConfig, path = '/'): string => `https://${brand.domain}${path}`;
