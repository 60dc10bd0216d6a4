import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A signed-in shopper's submitted searches (spec 7 Search history); one row per distinct keyword. */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: text('user_id').notNull(),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] }), index('search_history_recent_idx').on(t.userId, t.searchedAt)],
);
