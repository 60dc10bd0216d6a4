import type { PortingRequestState } from '@store/domain/mnp';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portingClock, portingNumbers, portingPins, portingRequests } from './tables';

export type PortingNumberRow = typeof portingNumbers.$inferSelect;
export type PortingPinRow = typeof portingPins.$inferSelect;
export type PortingRequestRow = typeof portingRequests.$inferSelect;
export type PortingNumberListing = PortingNumberRow & { requestState: PortingRequestState | null };

const OPEN: PortingRequestState[] = ['submitted', 'donor_validating', 'approved', 'scheduled'];

export async function clockOffsetMs(db: Db): Promise<number> {
  const [row] = await db.select({ offsetMs: portingClock.offsetMs }).from(portingClock).where(eq(portingClock.id, 1));
  return row?.offsetMs ?? 0;
}

/** Moves the clock ahead; returns the new offset. */
export async function addClockOffset(db: Db, ms: number): Promise<number> {
  const [row] = await db
    .insert(portingClock)
    .values({ id: 1, offsetMs: ms })
    .onConflictDoUpdate({ target: portingClock.id, set: { offsetMs: sql`${portingClock.offsetMs} + ${ms}` } })
    .returning({ offsetMs: portingClock.offsetMs });
  return row.offsetMs;
}

/** A number still with its operator (not ported out). */
export async function donorNumberRow(db: Db, msisdn: string, lock = false): Promise<PortingNumberRow | null> {
  const q = db
    .select()
    .from(portingNumbers)
    .where(and(eq(portingNumbers.msisdn, msisdn), isNull(portingNumbers.portedOutAt)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function numberRows(db: Db): Promise<PortingNumberListing[]> {
  const rows = await db.select().from(portingNumbers).orderBy(asc(portingNumbers.msisdn));
  const open = await db.select({ msisdn: portingRequests.msisdn, state: portingRequests.state }).from(portingRequests).where(inArray(portingRequests.state, OPEN));
  const byNumber = new Map(open.map((r) => [r.msisdn, r.state]));
  return rows.map((r) => ({ ...r, requestState: byNumber.get(r.msisdn) ?? null }));
}

export async function pinRow(db: Db, msisdn: string, lock = false): Promise<PortingPinRow | null> {
  const q = db.select().from(portingPins).where(eq(portingPins.msisdn, msisdn));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Replaces the number's PIN (a new one starts with no wrong tries). */
export async function upsertPin(db: Db, values: typeof portingPins.$inferInsert): Promise<void> {
  await db
    .insert(portingPins)
    .values(values)
    .onConflictDoUpdate({ target: portingPins.msisdn, set: { pinHash: values.pinHash, expiresAt: values.expiresAt, wrongAttempts: 0, createdAt: values.createdAt } });
}

export async function countWrongPin(db: Db, msisdn: string): Promise<number> {
  const [row] = await db
    .update(portingPins)
    .set({ wrongAttempts: sql`${portingPins.wrongAttempts} + 1` })
    .where(eq(portingPins.msisdn, msisdn))
    .returning({ wrongAttempts: portingPins.wrongAttempts });
  return row?.wrongAttempts ?? 0;
}

export async function deletePin(db: Db, msisdn: string): Promise<void> {
  await db.delete(portingPins).where(eq(portingPins.msisdn, msisdn));
}

export async function requestRow(db: Db, id: string, lock = false): Promise<PortingRequestRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const q = db.select().from(portingRequests).where(eq(portingRequests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function requestByReference(db: Db, reference: string): Promise<PortingRequestRow | null> {
  const [row] = await db.select().from(portingRequests).where(eq(portingRequests.reference, reference));
  return row ?? null;
}

/** Inserts a request; null when the number already has an open one or the reference was used (the unique indexes). */
export async function insertRequest(db: Db, values: typeof portingRequests.$inferInsert): Promise<PortingRequestRow | null> {
  const [row] = await db.insert(portingRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRequest(db: Db, id: string, set: Partial<typeof portingRequests.$inferInsert>): Promise<PortingRequestRow> {
  const [row] = await db.update(portingRequests).set(set).where(eq(portingRequests.id, id)).returning();
  return row;
}

/** Cancels a request still before `scheduled`; null when it was not. */
export async function cancelRequestRow(db: Db, id: string, at: Date): Promise<PortingRequestRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .update(portingRequests)
    .set({ state: 'cancelled', nextAt: null, updatedAt: at })
    .where(and(eq(portingRequests.id, id), inArray(portingRequests.state, ['submitted', 'donor_validating', 'approved'])))
    .returning();
  return row ?? null;
}

/** Requests whose next step is due at `now` (clearinghouse clock), soonest first. */
export async function dueRequestIds(db: Db, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: portingRequests.id })
    .from(portingRequests)
    .where(sql`${portingRequests.nextAt} is not null and ${portingRequests.nextAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(asc(portingRequests.nextAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function markPortedOut(db: Db, msisdn: string, at: Date): Promise<void> {
  await db.update(portingNumbers).set({ portedOutAt: at }).where(eq(portingNumbers.msisdn, msisdn));
}
