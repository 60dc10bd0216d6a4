import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Operator overrides of the config objects; a key without a row takes its default from the domain. */
export const configSettings = pgTable('config_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
});

/**
 * Every change of a config object (issue 20): who set which value when. `value` is the whole object
 * after the change, null when it went back to its default (action reset, or a revert to version 0).
 * A revert is itself a new version naming the version it brought back.
 */
export const configVersions = pgTable(
  'config_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value'),
    action: text('action', { enum: ['set', 'reset', 'revert'] }).notNull(),
    revertedFrom: integer('reverted_from'),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('config_versions_key_version_idx').on(t.key, t.version)],
);
