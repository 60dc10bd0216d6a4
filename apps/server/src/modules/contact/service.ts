import type { ContactRequest } from '@store/domain/contact';
import type { Lang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { insertLead, selectLeads } from './repository';

/** Stores a contact request as a lead for the call centre and returns its id. */
export async function createLead(db: Db, request: ContactRequest, lang: Lang): Promise<{ id: number; created_at: string }> {
  const row = await insertLead(db, {
    contactName: request.contact_name.trim(),
    mobileNumber: request.mobile_number,
    campCode: request.camp_code,
    offerProduct: request.offer_product,
    lang,
  });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** The newest leads first (operator view). */
export async function listLeads(db: Db, limit: number) {
  return selectLeads(db, limit);
}
