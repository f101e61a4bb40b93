export * from './paths';
export * from './redirects';
export * from './site-files';
export * from './feature-pages';
