import type { PaySmoothReason, PaySmoothState } from '@store/domain/paysmooth-plan';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * The embedded pay-smooth partner (decision 037; README "Pay smooth partner (sandbox)"): the
 * applicants it knows (Thai ID as the SIM module's keyed hash; credit limit; its decision) and its
 * applications: submitted -> approved | refused (decided `decide_at`), an approved one expires at
 * `expires_at` unless captured for an order (once, by one conditional write).
 */
export const paySmoothPartnerApplicants = pgTable('paysmooth_partner_applicants', {
  thaiIdHash: text('thai_id_hash').primaryKey(),
  creditLimit: integer('credit_limit').notNull(),
  decision: text('decision').$type<'approve' | 'refuse' | 'busy'>().notNull(),
});

export const paySmoothPartnerApplications = pgTable(
  'paysmooth_partner_applications',
  {
    id: text('id').primaryKey(),
    thaiIdHash: text('thai_id_hash').notNull(),
    amount: integer('amount').notNull(),
    months: integer('months').notNull(),
    state: text('state').$type<'submitted' | 'approved' | 'refused' | 'expired' | 'captured'>().notNull(),
    reason: text('reason').$type<PaySmoothReason>(),
    creditLimit: integer('credit_limit'),
    decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    capturedReference: text('captured_reference'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('paysmooth_partner_captured_ref_idx').on(t.capturedReference)],
);

/**
 * The store's record of a pay-smooth application (decision 037): who applied for which device and
 * plan, the partner's application and its last known state, and the order it paid (once: the
 * unique index on order_id and the conditional write approved -> used). The Thai ID is not kept
 * (its last four digits only).
 */
export const paySmoothApplications = pgTable(
  'paysmooth_applications',
  {
    token: text('token').primaryKey(),
    partnerId: text('partner_id').notNull(),
    userId: uuid('user_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    title: jsonb('title').$type<Text>().notNull(),
    amount: integer('amount').notNull(),
    months: integer('months').notNull(),
    applicantName: text('applicant_name').notNull(),
    thaiIdLast4: text('thai_id_last4').notNull(),
    mobile: text('mobile').notNull(),
    state: text('state').$type<PaySmoothState>().notNull(),
    reason: text('reason').$type<PaySmoothReason>(),
    creditLimit: integer('credit_limit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    secureKey: text('secure_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('paysmooth_applications_order_idx').on(t.orderId), index('paysmooth_applications_user_idx').on(t.userId, t.createdAt)],
);
