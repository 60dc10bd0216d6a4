import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One validated document per content code (menus, bars, footer, FAQ, banners). */
export const contentEntries = pgTable('content_entries', {
  code: text('code').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
