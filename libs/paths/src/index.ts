export * from './paths';
export * from './redirects';
