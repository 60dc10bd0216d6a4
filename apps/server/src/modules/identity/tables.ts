import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConsentPurpose } from '@store/domain/consents';

/** Store users (spec 3 User): one row per identity (issuer + subject) that has signed in. */
export const users = pgTable(
  'users',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    displayName: text('display_name').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_issuer_subject_idx').on(t.issuer, t.subject)],
);

/** Store sessions: only a hash of the cookie's secret is kept; active while expires_at is after now. */
export const storeSessions = pgTable(
  'store_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('store_sessions_user_idx').on(t.userId), index('store_sessions_expires_idx').on(t.expiresAt)],
);

/** One-time codes of the login exchange, bound to the browser that finished the sign-in. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  binderHash: text('binder_hash').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Secrets generated on first start and shared by every process (signing keys, cookie keys). */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts of the embedded identity provider: a Thai mobile number or an e-mail, and a password hash. */
export const idpAccounts = pgTable('idp_accounts', {
  accountId: uuid('account_id').primaryKey().defaultRandom(),
  login: text('login').notNull().unique(),
  loginKind: text('login_kind', { enum: ['phone', 'email'] }).notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded provider's artefacts (sessions, interactions, grants, codes, tokens), keyed by model and id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx')
      .on(t.grantId)
      .where(sql`${t.grantId} is not null`),
    index('oidc_payloads_uid_idx')
      .on(t.model, t.uid)
      .where(sql`${t.uid} is not null`),
    index('oidc_payloads_user_code_idx')
      .on(t.model, t.userCode)
      .where(sql`${t.userCode} is not null`),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * PDPA consents (issue 15): every answer a user gave to a purpose (granted or not), the version of
 * the text shown, the flow that asked and the order it came with; `withdrawn_at` when a granted one
 * is withdrawn. Rows are never deleted while the user exists (they are the record).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    textVersion: text('text_version').notNull(),
    context: text('context').notNull(),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.purpose, t.createdAt)],
);
