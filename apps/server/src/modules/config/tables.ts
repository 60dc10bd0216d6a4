import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator overrides of the config objects; a key without a row takes its default from the domain. */
export const configSettings = pgTable('config_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
});
