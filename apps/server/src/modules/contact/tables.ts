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
    /** The work-queue state (LEAD_STATES of @store/domain/backoffice): new, contacted, won, lost. */
    status: text('status').notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_leads_created_at_idx').on(t.createdAt), index('contact_leads_status_idx').on(t.status, t.id)],
);
