import { ENDED_PORTING_STATES, type MnpPortingState } from '@store/domain/mnp';
import { and, asc, desc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../numbers/rows';
import { mnpBundles, mnpOffers, mnpPortings, mnpTempNumbers, mnpVerifications } from './tables';

export type OfferRow = typeof mnpOffers.$inferSelect;
export type BundleRow = typeof mnpBundles.$inferSelect;
export type VerificationRow = typeof mnpVerifications.$inferSelect;
export type PortingRow = typeof mnpPortings.$inferSelect;

export async function activeOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(mnpOffers).where(eq(mnpOffers.active, true)).orderBy(asc(mnpOffers.sort), asc(mnpOffers.nasCode));
}

export async function bundleRow(db: Db, id: string): Promise<BundleRow | null> {
  const [row] = await db
    .select()
    .from(mnpBundles)
    .where(and(eq(mnpBundles.id, id), eq(mnpBundles.active, true)));
  return row ?? null;
}

/** A device's active bundles. */
export async function bundlesOfProduct(db: Db, productId: number): Promise<BundleRow[]> {
  return db
    .select()
    .from(mnpBundles)
    .where(and(eq(mnpBundles.productId, productId), eq(mnpBundles.active, true)))
    .orderBy(asc(mnpBundles.id));
}

/** The bundle of a device and a plan (the auto bundle). */
export async function bundleOf(db: Db, productId: number, nasCode: string): Promise<BundleRow | null> {
  const [row] = await db
    .select()
    .from(mnpBundles)
    .where(and(eq(mnpBundles.productId, productId), eq(mnpBundles.nasCode, nasCode), eq(mnpBundles.active, true)))
    .orderBy(asc(mnpBundles.id))
    .limit(1);
  return row ?? null;
}

/** A free temporary number (not taken: offered for display). */
export async function freeTempNumber(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ msisdn: mnpTempNumbers.msisdn })
    .from(mnpTempNumbers)
    .where(eq(mnpTempNumbers.state, 'free'))
    .orderBy(sql`random()`)
    .limit(1);
  return row?.msisdn ?? null;
}

/** Takes a free temporary number for a porting (in its transaction); null when none is free. */
export async function takeTempNumber(tx: Db, portingId: string): Promise<string | null> {
  const rows = await tx.execute<{ msisdn: string }>(sql`
    update mnp_temp_numbers set state = 'assigned', porting_id = ${portingId}
    where msisdn = (select msisdn from mnp_temp_numbers where state = 'free' order by msisdn limit 1 for update skip locked)
    returning msisdn`);
  return rowsOf<{ msisdn: string }>(rows)[0]?.msisdn ?? null;
}

export async function freeTempNumberOf(tx: Db, portingId: string): Promise<void> {
  await tx.update(mnpTempNumbers).set({ state: 'free', portingId: null }).where(eq(mnpTempNumbers.portingId, portingId));
}

export async function insertVerification(db: Db, values: typeof mnpVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(mnpVerifications).values(values).returning();
  return row;
}

export async function verificationRow(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(mnpVerifications).where(eq(mnpVerifications.id, id));
  return row ?? null;
}

/** Counts a PIN try, one conditional write: null when the verification has used up its tries. */
export async function takePinAttempt(db: Db, id: string, max: number): Promise<VerificationRow | null> {
  const [row] = await db
    .update(mnpVerifications)
    .set({ pinAttempts: sql`${mnpVerifications.pinAttempts} + 1` })
    .where(and(eq(mnpVerifications.id, id), lt(mnpVerifications.pinAttempts, max)))
    .returning();
  return row ?? null;
}

export async function updateVerification(db: Db, id: string, values: Partial<typeof mnpVerifications.$inferInsert>): Promise<VerificationRow> {
  const [row] = await db.update(mnpVerifications).set(values).where(eq(mnpVerifications.id, id)).returning();
  return row;
}

/** Forgets the Thai ID and PIN of verifications that ran out (they stay, masked). */
export async function clearExpiredVerifications(db: Db, now: Date): Promise<void> {
  await db
    .update(mnpVerifications)
    .set({ thaiIdEnc: null, pinEnc: null })
    .where(and(lte(mnpVerifications.expiresAt, now), sql`(${mnpVerifications.thaiIdEnc} is not null or ${mnpVerifications.pinEnc} is not null)`));
}

/** The store's porting in progress for a number, if any. */
export async function openPortingOf(db: Db, msisdn: string): Promise<PortingRow | null> {
  const [row] = await db
    .select()
    .from(mnpPortings)
    .where(and(eq(mnpPortings.msisdn, msisdn), notInArray(mnpPortings.state, [...ENDED_PORTING_STATES])));
  return row ?? null;
}

/** Stores a new porting; null when the number has one in progress or the key was used (the unique indexes). */
export async function insertPorting(db: Db, values: typeof mnpPortings.$inferInsert): Promise<PortingRow | null> {
  const [row] = await db.insert(mnpPortings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function portingByKey(db: Db, key: string): Promise<PortingRow | null> {
  const [row] = await db.select().from(mnpPortings).where(eq(mnpPortings.idempotencyKey, key));
  return row ?? null;
}

export async function portingRow(db: Db, id: string, lock = false): Promise<PortingRow | null> {
  const q = db.select().from(mnpPortings).where(eq(mnpPortings.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function portingsByIds(db: Db, ids: string[], lock = false): Promise<PortingRow[]> {
  if (ids.length === 0) return [];
  const q = db.select().from(mnpPortings).where(inArray(mnpPortings.id, ids)).orderBy(asc(mnpPortings.id));
  return lock ? q.for('update') : q;
}

export async function portingsOfOrder(db: Db, by: { orderId?: string; orderNumber?: string }, lock = false): Promise<PortingRow[]> {
  const where = by.orderId ? eq(mnpPortings.orderId, by.orderId) : eq(mnpPortings.orderNumber, by.orderNumber!);
  const q = db.select().from(mnpPortings).where(where).orderBy(asc(mnpPortings.createdAt), asc(mnpPortings.id));
  return lock ? q.for('update') : q;
}

export async function updatePorting(db: Db, id: string, values: Partial<typeof mnpPortings.$inferInsert>): Promise<PortingRow> {
  const [row] = await db
    .update(mnpPortings)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(mnpPortings.id, id))
    .returning();
  return row;
}

/**
 * Claims a porting due for submission (one conditional write): its next attempt moves `leaseMs`
 * ahead, so another sweeper does not submit it at the same time. Null when it is not due any more.
 */
export async function claimSubmission(db: Db, id: string, now: Date, leaseMs: number): Promise<PortingRow | null> {
  const [row] = await db
    .update(mnpPortings)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(eq(mnpPortings.id, id), eq(mnpPortings.state, 'to_submit'), lte(mnpPortings.nextAttemptAt, now)))
    .returning();
  return row ?? null;
}

/** Portings due for submission. */
export async function dueSubmissions(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: mnpPortings.id })
    .from(mnpPortings)
    .where(and(eq(mnpPortings.state, 'to_submit'), lte(mnpPortings.nextAttemptAt, now)))
    .orderBy(asc(mnpPortings.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function portingsByState(db: Db, state: MnpPortingState | undefined, limit: number): Promise<PortingRow[]> {
  return db
    .select()
    .from(mnpPortings)
    .where(state ? eq(mnpPortings.state, state) : undefined)
    .orderBy(desc(mnpPortings.createdAt))
    .limit(limit);
}
