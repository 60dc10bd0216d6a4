import { desc } from 'drizzle-orm';
import type { ContactRequest } from '@store/domain/contact';
import type { Lang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { contactLeads } from './tables';

/** Stores a contact request as a lead for the call centre and returns its id. */
export async function createLead(db: Db, request: ContactRequest, lang: Lang): Promise<{ id: number; created_at: string }> {
  const [row] = await db
    .insert(contactLeads)
    .values({
      contactName: request.contact_name.trim(),
      mobileNumber: request.mobile_number,
      campCode: request.camp_code,
      offerProduct: request.offer_product,
      lang,
    })
    .returning({ id: contactLeads.id, createdAt: contactLeads.createdAt });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** The newest leads first (operator view). */
export async function listLeads(db: Db, limit: number) {
  return db.select().from(contactLeads).orderBy(desc(contactLeads.id)).limit(limit);
}
