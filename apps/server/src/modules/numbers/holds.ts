import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LUCKY_NUMBER_HOLD_MS } from '@store/domain/constants';
import { formatUtcTimestamp } from '@store/domain/time';
import { MAX_HOLDS_PER_SHOPPER, type HoldFlow, type NumberHold } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getConfig } from '../config/service';
import { toItem } from './search';
import { rowsOf } from './rows';
import { mobileNumbers as n, mobileNumbers } from './tables';

type Row = typeof n.$inferSelect;
const LUCKY_FLOWS: HoldFlow[] = ['luckysim', 'lucky9999'];

export function toHold(row: Row): NumberHold {
  const expires = row.holdExpiresAt!;
  return { ...toItem(row), hold_id: row.holdId!, flow: row.holdFlow!, expires_at: expires.toISOString(), hold_expired_date: formatUtcTimestamp(expires) };
}

/**
 * Reserves an available number for a shopper by one conditional UPDATE (so of any number of
 * simultaneous attempts exactly one wins): 30 minutes for a lucky number or a lucky flow, the
 * postpaid hold of config otherwise. The same shopper asking again (same Idempotency-Key or not)
 * gets the hold they have. 404 unknown number, 409 number_unavailable / hold_limit.
 */
export async function holdNumber(db: Db, input: { number: string; owner: string; flow: HoldFlow; key: string }): Promise<{ hold: NumberHold; created: boolean }> {
  const postpaidMs = (await getConfig(db, 'postpaid_hold')).minutes * 60_000;
  const luckyFlow = LUCKY_FLOWS.includes(input.flow);
  const active = sql`(select count(*) from ${n} h where h.hold_owner = ${input.owner} and h.status = 'held' and h.hold_expires_at > now())`;
  const [taken] = await db
    .update(n)
    .set({
      status: 'held',
      holdId: randomUUID(),
      holdOwner: input.owner,
      holdFlow: input.flow,
      holdKey: input.key,
      holdExpiresAt: sql`now() + (case when ${luckyFlow}::boolean or ${n.class} <> 'normal' then ${LUCKY_NUMBER_HOLD_MS}::int else ${postpaidMs}::int end) * interval '1 millisecond'`,
    })
    .where(and(eq(n.number, input.number), eq(n.status, 'available'), sql`${active} < ${MAX_HOLDS_PER_SHOPPER}::int`))
    .returning();
  if (taken) return { hold: toHold(taken), created: true };

  const [row] = await db.select().from(n).where(eq(n.number, input.number));
  if (!row) throw notFound('number_not_found', `No number ${input.number} in the pool.`);
  if (row.status === 'held' && row.holdOwner === input.owner && row.holdExpiresAt! > new Date()) return { hold: toHold(row), created: false };
  if (row.status === 'available') throw conflict('hold_limit', `One shopper may hold at most ${MAX_HOLDS_PER_SHOPPER} numbers at a time.`);
  throw conflict('number_unavailable', 'Another customer reserved this mobile number already.');
}

/** The shopper's holds that have not expired, soonest expiry first. */
export async function listHolds(db: Db, owner: string): Promise<NumberHold[]> {
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.holdOwner, owner), eq(n.status, 'held'), sql`${n.holdExpiresAt} > now()`))
    .orderBy(n.holdExpiresAt);
  return rows.map(toHold);
}

/** Columns of a number that is free again. */
const RELEASE = sql`status = 'available', hold_id = null, hold_owner = null, hold_flow = null, hold_key = null, hold_expires_at = null, hold_order_id = null`;

export interface ReleasedHold {
  number: string;
  hold_id: string;
}

/**
 * Frees the numbers picked by `where` (evaluated with the rows locked) and returns the hold ids
 * they had, which the cart needs to drop its lines.
 */
export async function releaseWhere(db: Db, where: SQL, skipLocked = false): Promise<ReleasedHold[]> {
  const result = await db.execute(sql`
    update ${n} set ${RELEASE}
    from (select number, hold_id from ${n} where status = 'held' and ${where} for update ${skipLocked ? sql`skip locked` : sql``}) old
    where ${n}.number = old.number
    returning old.number, old.hold_id::text as hold_id`);
  return rowsOf<ReleasedHold>(result);
}

/** Ends a hold its owner gives up; 404 when the owner holds no such number. */
export async function cancelHold(db: Db, number: string, owner: string): Promise<ReleasedHold> {
  const [row] = await releaseWhere(db, sql`number = ${number} and hold_owner = ${owner}`);
  if (!row) throw notFound('hold_not_found', `You hold no number ${number}.`);
  return row;
}

/**
 * The sweeper's step: frees every hold that expired by `now`. Safe to run from several processes at once (locked rows are skipped).
 */
export function releaseExpiredHolds(db: Db, now: Date = new Date()): Promise<ReleasedHold[]> {
  // A hold an order took is the order module's to end (paid: sold; expired: released), unless that
  // never happens: then an hour after its expiry.
  const at = now.toISOString();
  return releaseWhere(db, sql`hold_expires_at <= ${at}::timestamptz and (hold_order_id is null or hold_expires_at <= ${at}::timestamptz - interval '1 hour')`, true);
}

/** A hold's row by its id (any status), or null. */
export async function holdRow(db: Db, holdId: string): Promise<Row | null> {
  const [row] = await db.select().from(mobileNumbers).where(eq(mobileNumbers.holdId, holdId));
  return row ?? null;
}

/** An order takes a live hold until `until` (owner checked unless null); null when the hold has ended. */
export async function takeHoldForOrder(db: Db, input: { holdId: string; owner: string | null; orderId: string; until: Date }): Promise<Row | null> {
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
