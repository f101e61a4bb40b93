/**
 * Every module's tables, for the query builder's types and the migrator. Each module owns its
 * tables in `modules/<module>/schema.ts`; drizzle-kit reads the same files (drizzle.config.ts).
 */
export * from './modules/system/schema';
export * from './modules/players/schema';
export * from './modules/auth/schema';
export * from './modules/messaging/schema';
export * from './modules/wallet/schema';
export * from './modules/games/schema';
export * from './modules/bets/schema';
export * from './modules/studio/schema';
export * from './modules/jackpot/schema';
export * from './modules/gateway/schema';
export * from './modules/cashier/schema';
export * from './modules/giftcodes/schema';
export * from './modules/promotions/schema';
export * from './modules/rewards/schema';
export * from './modules/missions/schema';
