import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters live in the database so that every API process agrees (ARCHITECTURE.md). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
