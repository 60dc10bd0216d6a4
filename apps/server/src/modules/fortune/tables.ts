import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SWB_GROUPS } from '@store/domain/fortune';
import type { NumerologyData } from '@store/domain/numerology';

/**
 * A phone the shopper proved by OTP at the start of a fortune journey (spec POST /v2/vhora/verify):
 * their fortune holds need one that has not run out. Only an HMAC of the number and its last four
 * digits are kept.
 */
export const fortuneVerifications = pgTable(
  'fortune_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    mobileHash: text('mobile_hash').notNull(),
    mobileLast4: text('mobile_last4').notNull(),
    verifiedUntil: timestamp('verified_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fortune_verifications_user_idx').on(t.userId, t.verifiedUntil)],
);

/**
 * The numerology data in force (one row, id 1): what the operator last saved, checked whole by
 * numerologyDataSchema. `features_version` is the version the pool's stored scores were computed
 * with; while it lags `version`, the background job is scoring the pool again.
 */
export const numerologySettings = pgTable('numerology_settings', {
  id: smallint('id').primaryKey(),
  version: integer('version').notNull(),
  data: jsonb('data').$type<NumerologyData>().notNull(),
  featuresVersion: integer('features_version').notNull().default(0),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of the numerology data (decision 045): the whole data set, who saved it and
 * when, and the version it was brought back from (a revert). Version 1 is the seed.
 */
export const numerologyVersions = pgTable('numerology_versions', {
  version: integer('version').primaryKey(),
  data: jsonb('data').$type<NumerologyData>().notNull(),
  changedBy: text('changed_by'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  revertedFrom: integer('reverted_from'),
});

/**
 * An SWB token that was opened: one row per token (its SHA-256), so the same link opened twice,
 * or by two tabs at once, gives the one hold it gave first.
 */
export const swbRedemptions = pgTable(
  'swb_redemptions',
  {
    tokenHash: text('token_hash').primaryKey(),
    group: text('group', { enum: SWB_GROUPS }).notNull(),
    mobile: text('mobile').notNull(),
    userId: text('user_id').notNull(),
    holdId: uuid('hold_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('swb_redemptions_user_idx').on(t.userId)],
);

/** Readings e-mailed (spec resend-email), to hold each shopper to one a minute. */
export const prophecyEmails = pgTable(
  'prophecy_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    number: text('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prophecy_emails_user_idx').on(t.userId, t.createdAt)],
);
