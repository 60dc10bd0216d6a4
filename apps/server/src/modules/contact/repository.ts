import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactLeads } from './tables';

/** Inserts a lead; returns its id and creation time. */
export async function insertLead(db: Db, lead: typeof contactLeads.$inferInsert): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db.insert(contactLeads).values(lead).returning({ id: contactLeads.id, createdAt: contactLeads.createdAt });
  return row;
}

/** The newest leads first. */
export const selectLeads = (db: Db, limit: number) => db.select().from(contactLeads).orderBy(desc(contactLeads.id)).limit(limit);

export type LeadRow = typeof contactLeads.$inferSelect;

/** A page of leads, newest first (keyset on id), of one state or all. */
export const selectLeadPage = (db: Db, f: { state?: string; beforeId?: number; limit: number }) =>
  db
    .select()
    .from(contactLeads)
    .where(and(f.state ? eq(contactLeads.status, f.state) : undefined, f.beforeId ? lt(contactLeads.id, f.beforeId) : undefined))
    .orderBy(desc(contactLeads.id))
    .limit(f.limit + 1);

export async function selectLead(db: Db, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(contactLeads).where(eq(contactLeads.id, id));
  return row;
}

/** Moves a lead from `from` to `to` (one conditional write); undefined when it is no longer in `from`. */
export async function updateLeadState(db: Db, id: number, from: string, to: string, at: Date): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(contactLeads)
    .set({ status: to, statusChangedAt: at })
    .where(and(eq(contactLeads.id, id), eq(contactLeads.status, from)))
    .returning();
  return row;
}
