export * from './system';
export * from './site';
