import type { LeadState } from '@store/domain/bundles';
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundleBenefitClaims, bundleBenefits, bundleCampaignPrices, bundleCampaigns, bundleClaims, bundleLeads, bundleUses, bundleVerifications } from './tables';

export type CampaignRow = typeof bundleCampaigns.$inferSelect;
export type VerificationRow = typeof bundleVerifications.$inferSelect;
export type ClaimRow = typeof bundleClaims.$inferSelect;
export type LeadRow = typeof bundleLeads.$inferSelect;
export type BenefitRow = typeof bundleBenefits.$inferSelect;

export const allCampaigns = (db: Db) => db.select().from(bundleCampaigns).orderBy(asc(bundleCampaigns.sort), asc(bundleCampaigns.id));

export async function campaignRow(db: Db, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(bundleCampaigns).where(eq(bundleCampaigns.id, id));
  return row ?? null;
}

export async function updateCampaign(db: Db, id: string, values: Partial<CampaignRow>): Promise<CampaignRow | null> {
  const [row] = await db
    .update(bundleCampaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bundleCampaigns.id, id))
    .returning();
  return row ?? null;
}

export async function pricesOf(db: Db, campaignIds: string[]): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (campaignIds.length === 0) return out;
  for (const r of await db.select().from(bundleCampaignPrices).where(inArray(bundleCampaignPrices.campaignId, campaignIds))) {
    if (!out.has(r.campaignId)) out.set(r.campaignId, new Map());
    out.get(r.campaignId)!.set(r.variantId, r.price);
  }
  return out;
}

export const benefitsOf = (db: Db, campaignId: string) => db.select().from(bundleBenefits).where(eq(bundleBenefits.campaignId, campaignId)).orderBy(asc(bundleBenefits.id));

export async function claimedBenefits(db: Db, subject: string): Promise<Set<string>> {
  const rows = await db.select({ id: bundleBenefitClaims.benefitId }).from(bundleBenefitClaims).where(eq(bundleBenefitClaims.subject, subject));
  return new Set(rows.map((r) => r.id));
}

export const insertBenefitClaim = (db: Db, values: typeof bundleBenefitClaims.$inferInsert) => db.insert(bundleBenefitClaims).values(values).onConflictDoNothing();

export async function insertVerification(db: Db, values: typeof bundleVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(bundleVerifications).values(values).returning();
  return row;
}

export async function verificationRow(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(bundleVerifications).where(eq(bundleVerifications.id, id));
  return row ?? null;
}

/** Whether the user proved this number by an OTP within the window (a signed-in owner needs no new code). */
export async function provedRecently(db: Db, userId: string, msisdn: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bundleVerifications.id })
    .from(bundleVerifications)
    .where(and(eq(bundleVerifications.userId, userId), eq(bundleVerifications.msisdn, msisdn), gt(bundleVerifications.createdAt, since), isNotNull(bundleVerifications.subscriber)))
    .limit(1);
  return !!row;
}

/** Forgets the IDs of verifications that ran out (the re-check at place order needs them only meanwhile). */
export const clearExpiredIds = (db: Db, now: Date) =>
  db
    .update(bundleVerifications)
    .set({ thaiIdEnc: null })
    .where(and(isNotNull(bundleVerifications.thaiIdEnc), sql`${bundleVerifications.expiresAt} < ${now}`));

export async function useOf(db: Db, campaignId: string, subject: string): Promise<{ claimId: string } | null> {
  const [row] = await db
    .select({ claimId: bundleUses.claimId })
    .from(bundleUses)
    .where(and(eq(bundleUses.campaignId, campaignId), eq(bundleUses.subject, subject)));
  return row ?? null;
}

/** Takes the campaign's one use for the subject; false when another claim has it (waits for a concurrent taker to finish). */
export async function takeUse(db: Db, values: typeof bundleUses.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(bundleUses).values(values).onConflictDoNothing().returning({ claimId: bundleUses.claimId });
  if (inserted.length > 0) return true;
  return (await useOf(db, values.campaignId, values.subject))?.claimId === values.claimId;
}

export const dropUse = (db: Db, claimId: string) => db.delete(bundleUses).where(eq(bundleUses.claimId, claimId));

export async function insertClaim(db: Db, values: typeof bundleClaims.$inferInsert): Promise<ClaimRow | null> {
  const [row] = await db.insert(bundleClaims).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function claimByKey(db: Db, key: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(bundleClaims).where(eq(bundleClaims.idempotencyKey, key));
  return row ?? null;
}

export async function claimsByIds(db: Db, ids: string[], lock = false): Promise<ClaimRow[]> {
  const unique = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (unique.length === 0) return [];
  const q = db.select().from(bundleClaims).where(inArray(bundleClaims.id, unique)).orderBy(asc(bundleClaims.id));
  return lock ? q.for('update') : q;
}

export const claimsOfNumberHolds = (db: Db, holdIds: string[]) =>
  holdIds.length
    ? db
        .select()
        .from(bundleClaims)
        .where(and(inArray(bundleClaims.numberHoldId, holdIds), eq(bundleClaims.state, 'held')))
    : Promise.resolve([] as ClaimRow[]);

export async function updateClaim(db: Db, id: string, values: Partial<ClaimRow>): Promise<void> {
  await db
    .update(bundleClaims)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bundleClaims.id, id));
}

/** A new lead, or null when the number has an open lead for the campaign already. */
export async function insertLead(db: Db, values: typeof bundleLeads.$inferInsert): Promise<LeadRow | null> {
  const [row] = await db.insert(bundleLeads).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function openLeadOf(db: Db, campaignId: string, msisdn: string): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(bundleLeads)
    .where(and(eq(bundleLeads.campaignId, campaignId), eq(bundleLeads.msisdn, msisdn), inArray(bundleLeads.state, ['new', 'contacted'])));
  return row ?? null;
}

export const leadsOfUser = (db: Db, userId: string) =>
  db.select().from(bundleLeads).where(eq(bundleLeads.userId, userId)).orderBy(desc(bundleLeads.createdAt), desc(bundleLeads.id)).limit(100);

export const leadsByState = (db: Db, state: LeadState | undefined, limit: number) =>
  db
    .select()
    .from(bundleLeads)
    .where(state ? eq(bundleLeads.state, state) : undefined)
    .orderBy(desc(bundleLeads.createdAt), desc(bundleLeads.id))
    .limit(limit);

export async function leadRow(db: Db, id: number): Promise<LeadRow | null> {
  const [row] = await db.select().from(bundleLeads).where(eq(bundleLeads.id, id));
  return row ?? null;
}

/** Moves a lead only from the state it was read in (one conditional write). */
export async function moveLead(db: Db, id: number, from: LeadState[], to: LeadState): Promise<LeadRow | null> {
  const [row] = await db
    .update(bundleLeads)
    .set({ state: to, updatedAt: new Date() })
    .where(and(eq(bundleLeads.id, id), inArray(bundleLeads.state, from)))
    .returning();
  return row ?? null;
}
