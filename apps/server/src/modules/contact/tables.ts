import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Contact (callback) requests: leads the call centre works through. */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactName: text('contact_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    campCode: text('camp_code').notNull().default(''),
    offerProduct: text('offer_product').notNull().default(''),
    lang: text('lang').notNull().default('th'),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_leads_created_at_idx').on(t.createdAt)],
);
