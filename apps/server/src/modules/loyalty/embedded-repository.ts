import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyCards, loyaltyPointEntries } from './tables';

export type CardRow = typeof loyaltyCards.$inferSelect;
export type EntryRow = typeof loyaltyPointEntries.$inferSelect;

export async function cardRow(db: Db, by: { cardNo: string } | { mobile: string } | { holderIdHash: string }): Promise<CardRow | null> {
  const where = 'cardNo' in by ? eq(loyaltyCards.cardNo, by.cardNo) : 'mobile' in by ? eq(loyaltyCards.mobile, by.mobile) : eq(loyaltyCards.holderIdHash, by.holderIdHash);
  const [row] = await db.select().from(loyaltyCards).where(where).limit(1);
  return row ?? null;
}

export async function entriesOf(db: Db, cardNo: string, limit: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(loyaltyPointEntries)
    .where(eq(loyaltyPointEntries.cardNo, cardNo))
    .orderBy(desc(loyaltyPointEntries.createdAt), desc(loyaltyPointEntries.id))
    .limit(limit);
}

export async function entryOf(db: Db, cardNo: string, kind: EntryRow['kind'], reference: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(loyaltyPointEntries)
    .where(and(eq(loyaltyPointEntries.cardNo, cardNo), eq(loyaltyPointEntries.kind, kind), eq(loyaltyPointEntries.reference, reference)))
    .limit(1);
  return row ?? null;
}

/** The entry, unless one of its kind and reference exists already (then null). */
export async function insertEntry(db: Db, entry: { cardNo: string; kind: EntryRow['kind']; points: number; reference: string }): Promise<EntryRow | null> {
  const [row] = await db.insert(loyaltyPointEntries).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}

/** One conditional write: the points come off only while the balance covers them; the new balance, or null. */
export async function takePoints(db: Db, cardNo: string, points: number): Promise<number | null> {
  const [row] = await db
    .update(loyaltyCards)
    .set({ points: sql`${loyaltyCards.points} - ${points}`, updatedAt: new Date() })
    .where(and(eq(loyaltyCards.cardNo, cardNo), gte(loyaltyCards.points, points)))
    .returning({ points: loyaltyCards.points });
  return row ? row.points : null;
}

export async function givePoints(db: Db, cardNo: string, points: number): Promise<void> {
  await db
    .update(loyaltyCards)
    .set({ points: sql`${loyaltyCards.points} + ${points}`, updatedAt: new Date() })
    .where(eq(loyaltyCards.cardNo, cardNo));
}
