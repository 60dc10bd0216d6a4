import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * The embedded student registry (decision 036; README "Student registry (sandbox)"): the
 * universities and their students, seeded at start. A student's Thai ID is kept only as the SIM
 * module's keyed hash. `fault` makes the registry answer busy for that student (the failure mode of
 * the real registry).
 */
export const studentRegistryUniversities = pgTable('student_registry_universities', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const studentRegistryStudents = pgTable(
  'student_registry_students',
  {
    universityCode: text('university_code')
      .notNull()
      .references(() => studentRegistryUniversities.code),
    studentId: text('student_id').notNull(),
    thaiIdHash: text('thai_id_hash').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').$type<'enrolled' | 'graduated' | 'suspended'>().notNull(),
    fault: text('fault').$type<'busy'>(),
  },
  (t) => [primaryKey({ columns: [t.universityCode, t.studentId] })],
);

/**
 * A student's verification by the store (decision 036): made by a signed-in user, verified by the
 * OTP sent to the student's mobile on record, usable for 30 minutes. The Thai ID is not kept (only
 * its last four digits); the mobile is kept to check the OTP and shown masked.
 */
export const studentVerifications = pgTable(
  'student_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    universityCode: text('university_code').notNull(),
    studentId: text('student_id').notNull(),
    studentName: text('student_name').notNull(),
    thaiIdLast4: text('thai_id_last4').notNull(),
    mobile: text('mobile').notNull(),
    otpRequestId: text('otp_request_id').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('student_verifications_user_idx').on(t.userId, t.createdAt)],
);

/** The vlearn offers: student packages billed monthly (seeded). */
export const vlearnOffers = pgTable('vlearn_offers', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Text>().notNull(),
  description: jsonb('description').$type<Text>().notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  normalPrice: integer('normal_price').notNull(),
  contractMonths: integer('contract_months').notNull(),
  dataGb: integer('data_gb').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A student's vlearn claim, the hold of a `vlearn` order line (kind `vlearn_claim`): active while
 * its order stands, released when the order is cancelled. At most one active claim per student
 * (the partial unique index), whoever asks.
 */
export const vlearnClaims = pgTable(
  'vlearn_claims',
  {
    id: uuid('id').primaryKey(),
    universityCode: text('university_code').notNull(),
    studentId: text('student_id').notNull(),
    verificationId: uuid('verification_id').notNull(),
    userId: uuid('user_id').notNull(),
    offerId: text('offer_id').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    secureKey: text('secure_key'),
    state: text('state').$type<'active' | 'released'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vlearn_claims_one_per_student_idx')
      .on(t.universityCode, t.studentId)
      .where(sql`${t.state} = 'active'`),
    index('vlearn_claims_order_idx').on(t.orderId),
  ],
);
