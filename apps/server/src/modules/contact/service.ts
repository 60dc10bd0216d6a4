import type { ContactRequest } from '@store/domain/contact';
import type { Lang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { LEAD_MOVES, maskMobile, type LeadState, type StaffLead } from '@store/domain/backoffice';
import { conflict, notFound } from '../../lib/errors';
import { insertLead, selectLead, selectLeadPage, selectLeads, updateLeadState, type LeadRow } from './repository';

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

const staffLead = (r: LeadRow): StaffLead => ({
  kind: 'contact',
  id: String(r.id),
  name: r.contactName,
  mobile: maskMobile(r.mobileNumber),
  topic: [r.campCode, r.offerProduct].filter(Boolean).join(' · '),
  state: r.status as LeadState,
  created_at: r.createdAt.toISOString(),
  updated_at: r.statusChangedAt?.toISOString() ?? null,
});

/** The work queue (issue 20): a page of leads, newest first, of one state or all; mobiles masked. */
export async function leadPage(db: Db, f: { state?: LeadState; before?: number; limit: number }) {
  const rows = await selectLeadPage(db, { state: f.state, beforeId: f.before, limit: f.limit });
  const page = rows.slice(0, f.limit);
  return { items: page.map(staffLead), next_cursor: rows.length > f.limit ? String(page[page.length - 1].id) : null };
}

/** Moves a lead along its states (LEAD_MOVES): 404 lead_not_found, 409 illegal_lead_transition or lead_changed (moved meanwhile). */
export async function moveLead(db: Db, id: number, to: LeadState): Promise<{ before: StaffLead; after: StaffLead }> {
  const row = await selectLead(db, id);
  if (!row) throw notFound('lead_not_found', 'No such lead.');
  const from = row.status as LeadState;
  if (!LEAD_MOVES[from]?.includes(to)) throw conflict('illegal_lead_transition', `A lead that is ${from} cannot become ${to}.`);
  const moved = await updateLeadState(db, id, from, to, new Date());
  if (!moved) throw conflict('lead_changed', 'Someone else changed this lead meanwhile. Reload it.');
  return { before: staffLead(row), after: staffLead(moved) };
}

/** The whole mobile of a lead (a reveal; the caller audits it). */
export async function leadMobile(db: Db, id: number): Promise<string> {
  const row = await selectLead(db, id);
  if (!row) throw notFound('lead_not_found', 'No such lead.');
  return row.mobileNumber;
}
