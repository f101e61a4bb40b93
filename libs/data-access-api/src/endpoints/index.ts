export * from './system';
export * from './site';
export * from './account';
export * from './games';
export * from './wallet';
export * from './cashier-deposits';
export * from './events';
