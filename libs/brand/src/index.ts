export * from './brand-config';
export * from './brand-context';
export * from './seo-copy';
export * from './redirects';
export * from './placeholders';
export * from './page-heading';
export { BRAND_IDS, DEFAULT_BRAND, TENANTS, brandOfHost, isBrandId, tenantFacts } from './tenants';
