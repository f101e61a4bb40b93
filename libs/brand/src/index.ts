export * from './brand-config';
export * from './brand-context';
export * from './seo-copy';
export * from './redirects';
