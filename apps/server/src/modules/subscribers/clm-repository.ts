import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriberOnTop, subscriberPackages, subscriberTolAccounts, subscriberVas, subscriberVasCatalog } from './tables';

export type PackageRow = typeof subscriberPackages.$inferSelect;
export type VasCatalogRow = typeof subscriberVasCatalog.$inferSelect;
export type VasRow = typeof subscriberVas.$inferSelect;
export type TolAccountRow = typeof subscriberTolAccounts.$inferSelect;

export async function packageRows(db: Db, nasCodes: string[]): Promise<PackageRow[]> {
  if (!nasCodes.length) return [];
  return db.select().from(subscriberPackages).where(inArray(subscriberPackages.nasCode, nasCodes));
}

export async function onTopRows(db: Db, msisdn: string, now: Date) {
  return db
    .select()
    .from(subscriberOnTop)
    .where(and(eq(subscriberOnTop.msisdn, msisdn), or(isNull(subscriberOnTop.expiresAt), gt(subscriberOnTop.expiresAt, now))))
    .orderBy(asc(subscriberOnTop.code));
}

export async function vasCatalogRows(db: Db, service: 'mobile' | 'home'): Promise<VasCatalogRow[]> {
  return db
    .select()
    .from(subscriberVasCatalog)
    .where(and(eq(subscriberVasCatalog.service, service), eq(subscriberVasCatalog.active, true)))
    .orderBy(asc(subscriberVasCatalog.sort), asc(subscriberVasCatalog.code));
}

export async function vasCatalogRow(db: Db, code: string): Promise<VasCatalogRow | null> {
  const [row] = await db.select().from(subscriberVasCatalog).where(eq(subscriberVasCatalog.code, code));
  return row ?? null;
}

export async function runningVasRows(db: Db, serviceId: string): Promise<VasRow[]> {
  return db
    .select()
    .from(subscriberVas)
    .where(and(eq(subscriberVas.serviceId, serviceId), isNull(subscriberVas.removedAt)))
    .orderBy(asc(subscriberVas.subscribedAt));
}

export async function vasByReference(db: Db, reference: string): Promise<VasRow | null> {
  const [row] = await db.select().from(subscriberVas).where(eq(subscriberVas.reference, reference));
  return row ?? null;
}

export async function vasByRemovedReference(db: Db, reference: string): Promise<VasRow | null> {
  const [row] = await db.select().from(subscriberVas).where(eq(subscriberVas.removedReference, reference));
  return row ?? null;
}

/** Inserts a running add-on; null when one of that code already runs (the partial unique index) or the reference was used. */
export async function insertVas(db: Db, values: typeof subscriberVas.$inferInsert): Promise<VasRow | null> {
  const [row] = await db.insert(subscriberVas).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Ends a running add-on by one conditional write; null when none of that code runs. */
export async function removeVasRow(db: Db, serviceId: string, code: string, reference: string, at: Date): Promise<VasRow | null> {
  const [row] = await db
    .update(subscriberVas)
    .set({ removedAt: at, removedReference: reference })
    .where(and(eq(subscriberVas.serviceId, serviceId), eq(subscriberVas.code, code), isNull(subscriberVas.removedAt)))
    .returning();
  return row ?? null;
}

export async function tolAccountRow(db: Db, accountId: string): Promise<TolAccountRow | null> {
  const [row] = await db.select().from(subscriberTolAccounts).where(eq(subscriberTolAccounts.accountId, accountId));
  return row ?? null;
}
