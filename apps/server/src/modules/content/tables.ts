import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One validated document per content code (menus, bars, footer, FAQ, banners). */
export const contentEntries = pgTable('content_entries', {
  code: text('code').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A content document being edited in the console (issue 20): validated like the published one, never
 * shown to shoppers; publishing copies it to content_entries and removes it.
 */
export const contentDrafts = pgTable('content_drafts', {
  code: text('code').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});
