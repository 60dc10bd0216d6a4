import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instantSimPacks as packs } from './tables';

/** The SQL of instant-SIM packs (instant.ts holds their rules). */
export type PackRow = typeof packs.$inferSelect;
export type NewPackRow = typeof packs.$inferInsert;

/** The pack of a number, or null. */
export async function packByNumber(db: Db, number: string): Promise<PackRow | null> {
  const [pack] = await db.select().from(packs).where(eq(packs.number, number));
  return pack ?? null;
}

/** The pack of an ICCID, or null. */
export async function packByIccid(db: Db, iccid: string): Promise<PackRow | null> {
  const [row] = await db.select().from(packs).where(eq(packs.iccid, iccid));
  return row ?? null;
}

/**
 * Claims a pack for `owner` by one conditional UPDATE (of any number of simultaneous claims one
 * wins): a pack in stock, the owner's own claim (same claim id, a fresh expiry) or a claim that
 * expired with no order on it. Null when the pack could not be claimed.
 */
export async function claimPackRow(db: Db, input: { iccid: string; owner: string; claimMs: number }): Promise<PackRow | null> {
  const mine = sql`${packs.status} = 'claimed' and ${packs.claimOwner} = ${input.owner}`;
  const [taken] = await db
    .update(packs)
    .set({
      status: 'claimed',
      claimId: sql`case when ${mine} then ${packs.claimId} else gen_random_uuid() end`,
      claimOwner: input.owner,
      // An order already waiting on the claim keeps its own deadline.
      claimExpiresAt: sql`case when ${packs.claimOrderId} is not null and ${mine} then ${packs.claimExpiresAt} else now() + ${input.claimMs}::int * interval '1 millisecond' end`,
    })
    .where(
      and(
        eq(packs.iccid, input.iccid),
        sql`(${packs.status} = 'in_stock' or (${mine}) or (${packs.status} = 'claimed' and ${packs.claimExpiresAt} <= now() and ${packs.claimOrderId} is null))`,
      ),
    )
    .returning();
  return taken ?? null;
}

/** The owner's live claims, soonest expiry first. */
export async function liveClaimRows(db: Db, owner: string): Promise<PackRow[]> {
  return await db
    .select()
    .from(packs)
    .where(and(eq(packs.claimOwner, owner), eq(packs.status, 'claimed'), sql`${packs.claimExpiresAt} > now()`))
    .orderBy(asc(packs.claimExpiresAt));
}

/** The pack of a claim id (any status), or null. */
export async function packByClaimId(db: Db, claimId: string): Promise<PackRow | null> {
  const [row] = await db.select().from(packs).where(eq(packs.claimId, claimId));
  return row ?? null;
}

/** An order takes a live claim until `until` (owner checked unless null); false when the claim has ended. */
export async function takeClaimForOrder(tx: Db, input: { claimId: string; orderId: string; until: Date; userId: string | null }): Promise<boolean> {
  const [row] = await tx
    .update(packs)
    .set({ claimOrderId: input.orderId, claimExpiresAt: input.until })
    .where(
      and(
        eq(packs.claimId, input.claimId),
        eq(packs.status, 'claimed'),
        input.userId === null ? undefined : eq(packs.claimOwner, input.userId),
        sql`${packs.claimExpiresAt} > now()`,
      ),
    )
    .returning({ iccid: packs.iccid });
  return Boolean(row);
}

/** A claimed pack becomes activated (an activated one is left as it is). */
export async function activateClaimedPack(tx: Db, claimId: string): Promise<void> {
  await tx
    .update(packs)
    .set({ status: 'activated', activatedAt: new Date() })
    .where(and(eq(packs.claimId, claimId), eq(packs.status, 'claimed')));
}

/** The claim leaves its order and stays claimed. */
export async function detachClaimFromOrder(tx: Db, claimId: string): Promise<void> {
  await tx
    .update(packs)
    .set({ claimOrderId: null })
    .where(and(eq(packs.claimId, claimId), eq(packs.status, 'claimed')));
}

const RELEASE = { status: 'in_stock' as const, claimId: null, claimOwner: null, claimExpiresAt: null, claimOrderId: null };

/** A claimed pack goes back in stock. */
export async function releaseClaimedPack(tx: Db, claimId: string): Promise<void> {
  await tx
    .update(packs)
    .set(RELEASE)
    .where(and(eq(packs.claimId, claimId), eq(packs.status, 'claimed')));
}

/** The packs (of one status, or all), by ICCID. */
export async function packRows(db: Db, status: PackRow['status'] | undefined, limit: number): Promise<PackRow[]> {
  return await db
    .select()
    .from(packs)
    .where(status ? eq(packs.status, status) : undefined)
    .orderBy(asc(packs.iccid))
    .limit(limit);
}

export async function countPacks(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(packs);
  return n;
}

export async function insertPacks(tx: Db, rows: NewPackRow[]): Promise<void> {
  await tx.insert(packs).values(rows);
}
