import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HoldFlow } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';
import { mobileNumbers as n, mobileNumbers } from './tables';

/** The SQL of number holds (holds.ts holds their rules). */
export type NumberRow = typeof n.$inferSelect;

export interface ReleasedHold {
  number: string;
  hold_id: string;
}

/**
 * Reserves an available number by one conditional UPDATE (so of any number of simultaneous attempts
 * exactly one wins), while the owner holds fewer than `maxHolds` live numbers: `luckyMs` for a lucky
 * flow or a number that is not of the normal class, `postpaidMs` otherwise. Null when no row changed.
 */
export async function takeAvailableNumber(
  db: Db,
  input: {
    number: string;
    owner: string;
    flow: HoldFlow;
    key: string;
    luckyFlow: boolean;
    luckyMs: number;
    postpaidMs: number;
    maxHolds: number;
    meta?: Record<string, unknown> | null;
  },
): Promise<NumberRow | null> {
  const active = sql`(select count(*) from ${n} h where h.hold_owner = ${input.owner} and h.status = 'held' and h.hold_expires_at > now())`;
  const [taken] = await db
    .update(n)
    .set({
      status: 'held',
      holdId: randomUUID(),
      holdOwner: input.owner,
      holdFlow: input.flow,
      holdKey: input.key,
      holdMeta: input.meta ?? null,
      holdExpiresAt: sql`now() + (case when ${input.luckyFlow}::boolean or ${n.class} <> 'normal' then ${input.luckyMs}::int else ${input.postpaidMs}::int end) * interval '1 millisecond'`,
    })
    .where(and(eq(n.number, input.number), eq(n.status, 'available'), sql`${active} < ${input.maxHolds}::int`))
    .returning();
  return taken ?? null;
}

/** The owner's holds that have not expired, soonest expiry first. */
export async function liveHoldRows(db: Db, owner: string): Promise<NumberRow[]> {
  return await db
    .select()
    .from(n)
    .where(and(eq(n.holdOwner, owner), eq(n.status, 'held'), sql`${n.holdExpiresAt} > now()`))
    .orderBy(n.holdExpiresAt);
}

/** Columns of a number that is free again. */
const RELEASE = sql`status = 'available', hold_id = null, hold_owner = null, hold_flow = null, hold_key = null, hold_expires_at = null, hold_order_id = null, hold_meta = null`;

/**
 * Frees the numbers picked by `where` (evaluated with the rows locked) and returns the hold ids
 * they had, which the cart needs to drop its lines.
 */
async function releaseWhere(db: Db, where: SQL, skipLocked = false): Promise<ReleasedHold[]> {
  const result = await db.execute(sql`
    update ${n} set ${RELEASE}
    from (select number, hold_id from ${n} where status = 'held' and ${where} for update ${skipLocked ? sql`skip locked` : sql``}) old
    where ${n}.number = old.number
    returning old.number, old.hold_id::text as hold_id`);
  return rowsOf<ReleasedHold>(result);
}

/** Frees `number` when `owner` holds it; returns what was released (none or one). */
export function releaseOwnedNumber(db: Db, number: string, owner: string): Promise<ReleasedHold[]> {
  return releaseWhere(db, sql`number = ${number} and hold_owner = ${owner}`);
}

/** Frees every hold that expired by `at` (locked rows are skipped, so several processes may run it at once). */
export function releaseExpired(db: Db, at: string): Promise<ReleasedHold[]> {
  // A hold an order took is the order module's to end (paid: sold; expired: released), unless that
  // never happens: then an hour after its expiry.
  return releaseWhere(db, sql`hold_expires_at <= ${at}::timestamptz and (hold_order_id is null or hold_expires_at <= ${at}::timestamptz - interval '1 hour')`, true);
}

/** A hold's row by its id (any status), or null. */
export async function holdRow(db: Db, holdId: string): Promise<NumberRow | null> {
  const [row] = await db.select().from(mobileNumbers).where(eq(mobileNumbers.holdId, holdId));
  return row ?? null;
}

/** An order takes a live hold until `until` (owner checked unless null); null when the hold has ended. */
export async function takeHoldForOrder(db: Db, input: { holdId: string; owner: string | null; orderId: string; until: Date }): Promise<NumberRow | null> {
  const n = mobileNumbers;
  const [row] = await db
    .update(n)
    .set({ holdOrderId: input.orderId, holdExpiresAt: input.until })
    .where(and(eq(n.holdId, input.holdId), input.owner === null ? undefined : eq(n.holdOwner, input.owner), eq(n.status, 'held'), sql`${n.holdExpiresAt} > now()`))
    .returning();
  return row ?? null;
}

/** The holds leave their order (a newer checkout replaced it) and stay held. */
export async function detachHoldsFromOrder(db: Db, holdIds: string[]): Promise<void> {
  if (holdIds.length)
    await db
      .update(mobileNumbers)
      .set({ holdOrderId: null })
      .where(and(inArray(mobileNumbers.holdId, holdIds), eq(mobileNumbers.status, 'held')));
}

/** Frees the given holds; returns what was released. */
export function releaseHoldIds(db: Db, holdIds: string[]): Promise<ReleasedHold[]> {
  return holdIds.length
    ? releaseWhere(
        db,
        sql`hold_id in (${sql.join(
          holdIds.map((h) => sql`${h}::uuid`),
          sql`, `,
        )})`,
      )
    : Promise.resolve([]);
}

/** A held number becomes sold; returns whether it was held. */
export async function sellHeldNumber(db: Db, holdId: string): Promise<boolean> {
  const [row] = await db
    .update(mobileNumbers)
    .set({ status: 'sold', soldAt: new Date() })
    .where(and(eq(mobileNumbers.holdId, holdId), eq(mobileNumbers.status, 'held')))
    .returning({ number: mobileNumbers.number });
  return Boolean(row);
}

/** Numbers sold with physical packs: added as sold (never offered), skipping numbers the pool has; returns those added. */
export async function insertSoldNumbers(db: Db, rows: (typeof mobileNumbers.$inferInsert)[]): Promise<string[]> {
  const added = await db.insert(mobileNumbers).values(rows).onConflictDoNothing().returning({ number: mobileNumbers.number });
  return added.map((r) => r.number);
}

/** Frees one hold by its id (any text; no match when it is not a hold's). */
export function releaseHoldId(db: Db, holdId: string): Promise<ReleasedHold[]> {
  return releaseWhere(db, sql`hold_id = ${holdId}`);
}
