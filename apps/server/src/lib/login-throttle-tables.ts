import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords per account (issue 12), for the shoppers' provider and staff sign-in alike: keyed
 * by a hash of the login and whether the device had signed in to it before, so a stranger's
 * failures pause only new devices.
 */
export const loginThrottle = pgTable('login_throttle', {
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
