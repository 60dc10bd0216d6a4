import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactLeads } from './tables';

/** Inserts a lead; returns its id and creation time. */
export async function insertLead(db: Db, lead: typeof contactLeads.$inferInsert): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db.insert(contactLeads).values(lead).returning({ id: contactLeads.id, createdAt: contactLeads.createdAt });
  return row;
}

/** The newest leads first. */
export const selectLeads = (db: Db, limit: number) => db.select().from(contactLeads).orderBy(desc(contactLeads.id)).limit(limit);
