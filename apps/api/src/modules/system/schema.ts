import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-tunable settings the web client loads at start; a missing key means "use the default". */
export const systemConfigurations = pgTable('system_configurations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
