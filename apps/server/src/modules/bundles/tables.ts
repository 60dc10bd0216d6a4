import type { BundleKind, BundleReason, BundleRules, BundleShelf, LeadState } from '@store/domain/bundles';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * A device-bundle campaign (decision 034): a catalogue device with a plan (`nas_code`, null for
 * device only), the spec's existing_campaign fields (campaign_type, rc, advance_payment; satang),
 * a contract, a window and the eligibility rules. Staff edit it (catalog.manage, audited).
 */
export const bundleCampaigns = pgTable('bundle_campaigns', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<BundleKind>().notNull(),
  shelf: text('shelf').$type<BundleShelf>().notNull(),
  productId: integer('product_id').notNull(),
  nasCode: text('nas_code'),
  name: jsonb('name').$type<Text>().notNull(),
  description: jsonb('description').$type<Text>().notNull(),
  campaignType: text('campaign_type').notNull(),
  rc: integer('rc').notNull(),
  advancePayment: integer('advance_payment').notNull().default(0),
  contractMonths: integer('contract_months').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  rules: jsonb('rules').$type<BundleRules>().notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The subscriber price of each device variant in a campaign (satang). */
export const bundleCampaignPrices = pgTable(
  'bundle_campaign_prices',
  {
    campaignId: text('campaign_id').notNull(),
    variantId: integer('variant_id').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.variantId] })],
);

/** Instant benefits of a campaign (a discount on the first bills, a gift), claimed once per number. */
export const bundleBenefits = pgTable('bundle_benefits', {
  id: text('id').primaryKey(),
  campaignId: text('campaign_id').notNull(),
  kind: text('kind').$type<'discount' | 'gift'>().notNull(),
  title: jsonb('title').$type<Text>().notNull(),
  value: integer('value').notNull(),
});

export const bundleBenefitClaims = pgTable(
  'bundle_benefit_claims',
  {
    benefitId: text('benefit_id').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.subject] })],
);

/**
 * A check of a number (existing, prepaid) or an ID (new customer, device only) against a campaign,
 * for 30 minutes, for the user who made it. `subject` is the number, or the keyed hash of the ID
 * (one per ID); the ID is kept encrypted for the re-check at place order, with its last four digits.
 */
export const bundleVerifications = pgTable(
  'bundle_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    msisdn: text('msisdn'),
    subject: text('subject').notNull(),
    thaiIdEnc: text('thai_id_enc'),
    thaiIdLast4: text('thai_id_last4').notNull(),
    eligible: boolean('eligible').notNull(),
    reasons: text('reasons').array().$type<BundleReason[]>().notNull(),
    subscriber: jsonb('subscriber').$type<{ type: 'prepaid' | 'postpaid'; package: { nas_code: string; title: Text }; months: number } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bundle_verifications_user_idx').on(t.userId, t.msisdn, t.createdAt), index('bundle_verifications_expiry_idx').on(t.expiresAt)],
);

/**
 * A claim: the `bundle` hold of a bundle's cart lines (device and advance payment), from the cart
 * (held) through the order (reserved) to paid, or released. A new customer's claim carries the
 * number module's hold of the new number (`number_hold_id`), moved along with it.
 */
export const bundleClaims = pgTable(
  'bundle_claims',
  {
    id: uuid('id').primaryKey(),
    verificationId: uuid('verification_id').notNull(),
    userId: uuid('user_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    subject: text('subject').notNull(),
    msisdn: text('msisdn'),
    numberHoldId: text('number_hold_id'),
    variantId: integer('variant_id').notNull(),
    state: text('state').$type<'held' | 'reserved' | 'paid' | 'released'>().notNull(),
    orderId: uuid('order_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    cartId: uuid('cart_id'),
    lineIds: text('line_ids').array().$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bundle_claims_key_idx').on(t.idempotencyKey), index('bundle_claims_hold_idx').on(t.numberHoldId)],
);

/** One bundle per number (or ID) per campaign: taken at place order by one insert, deleted when its order ends unpaid. */
export const bundleUses = pgTable(
  'bundle_uses',
  {
    campaignId: text('campaign_id').notNull(),
    subject: text('subject').notNull(),
    claimId: uuid('claim_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.subject] }), uniqueIndex('bundle_uses_claim_idx').on(t.claimId)],
);

/** Lead transactions (spec 3): a call back about a campaign, with its state; read by staff with contact.read (audited). */
export const bundleLeads = pgTable(
  'bundle_leads',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id'),
    campaignId: text('campaign_id').notNull(),
    serviceId: text('service_id').notNull(),
    contactName: text('contact_name').notNull(),
    msisdn: text('msisdn').notNull(),
    state: text('state').$type<LeadState>().notNull().default('new'),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bundle_leads_user_idx').on(t.userId, t.createdAt),
    index('bundle_leads_state_idx').on(t.state, t.createdAt),
    uniqueIndex('bundle_leads_open_idx')
      .on(t.campaignId, t.msisdn)
      .where(sql`${t.state} in ('new', 'contacted')`),
  ],
);
