export * from './common';
export * from './system';
export * from './site';
