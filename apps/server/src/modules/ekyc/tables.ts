import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EKYC_IMAGE_KINDS, EKYC_IMAGE_TYPES, EKYC_PURPOSES, EKYC_REJECT_REASONS, EKYC_STATUSES } from '@store/domain/ekyc';

/** Raw bytes (PostgreSQL bytea): an encrypted photo. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An eKYC application (decision 027). The declared Thai ID is kept as an HMAC (app.sim.hmac) and its
 * last four digits, never whole; the sandbox's outcome for it is worked out at creation and kept
 * instead (`sandbox_outcome`: approved | rejected:<reason> | never). `check_at`: when the vendor is
 * next asked for its decision (the sandbox decides then).
 */
export const ekycApplications = pgTable(
  'ekyc_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    purpose: text('purpose', { enum: EKYC_PURPOSES }).notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    thaiIdHash: text('thai_id_hash').notNull(),
    thaiIdLast4: text('thai_id_last4').notNull(),
    status: text('status', { enum: EKYC_STATUSES }).notNull().default('created'),
    rejectReason: text('reject_reason', { enum: EKYC_REJECT_REASONS }),
    /** 'sandbox' or the production vendor's name. */
    vendor: text('vendor').notNull(),
    /** The vendor's own ids (applicant, check); null in the sandbox. */
    vendorRef: text('vendor_ref'),
    vendorCheck: text('vendor_check'),
    sandboxOutcome: text('sandbox_outcome'),
    documentAt: timestamp('document_at', { withTimezone: true }),
    selfieAt: timestamp('selfie_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    checkAt: timestamp('check_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ekyc_applications_user_idx').on(t.userId, t.createdAt),
    index('ekyc_applications_check_idx').on(t.status, t.checkAt),
    index('ekyc_applications_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** A photo of an application, AES-256-GCM sealed (iv | tag | ciphertext) with the store's eKYC image key; deleted at the decision or after ekyc.retention_hours. */
export const ekycImages = pgTable(
  'ekyc_images',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => ekycApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EKYC_IMAGE_KINDS }).notNull(),
    contentType: text('content_type', { enum: EKYC_IMAGE_TYPES }).notNull(),
    size: integer('size').notNull(),
    sealed: bytea('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] }), index('ekyc_images_created_idx').on(t.createdAt)],
);

/**
 * A desktop-to-phone hand-off link (decision 027): only the SHA-256 of its hash is kept; the first
 * browser that opens it is bound by the SHA-256 of a second secret in an httpOnly cookie.
 */
export const ekycHandoffs = pgTable(
  'ekyc_handoffs',
  {
    hashSha: text('hash_sha').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => ekycApplications.id, { onDelete: 'cascade' }),
    browserSha: text('browser_sha'),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ekyc_handoffs_application_idx').on(t.applicationId)],
);
