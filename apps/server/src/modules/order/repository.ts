import type { HoldRef } from '@store/domain/line-kinds';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, is, isNotNull, lt, or, SQL, sql } from 'drizzle-orm';
import { transition, type OrderState } from '@store/domain/order-state';
import type { Db } from '../../db/client';
import { prebuilt, type Placeholders } from '../../db/prebuilt';
import { AppError } from '../../lib/errors';
import type { FlashSaleItem, StockItem } from '../catalog/stock';
import type { OrderLine, ServiceFulfilment } from './types';
import { orderCancellations, orderRefunds, orders, orderStatusHistory, taxInvoices } from './tables';
import type { HistoryRow, OrderRow } from './view';

/** States in which an order waits for its payment (status 001). */
export const OPEN_STATES: OrderState[] = ['placed', 'awaiting_payment'];
export const isOpen = (state: string) => (OPEN_STATES as string[]).includes(state);

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A human-readable order number: TW, the UTC date (yymmdd) and 8 random Crockford base-32 characters. */
export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = [...randomBytes(8)].map((b) => CROCKFORD[b % 32]).join('');
  return `TW${date}${random}`;
}

/** The unguessable key of an order's pages (192 random bits). */
export const newSecureKey = () => randomBytes(24).toString('base64url');

/**
 * Catalogue units an order holds: catalogue lines, and the device of a device bundle line (issue 16:
 * `device_mnp_bundle`, issue 18's `device_bundle_*` and privilege offers, its variant id in `inventory_id`; the line keeps no
 * variant_id so the cart does not reprice it at the catalogue price).
 */
const DEVICE_LINE_TYPES = ['device_mnp_bundle', 'device_bundle_existing', 'device_bundle_prepaid', 'device_bundle_new_customer', 'family_black_truecard', 'member_privilege'];
export const stockItemsOf = (lines: OrderLine[]): StockItem[] =>
  lines.flatMap((l) => {
    if (l.product_type === 'product' && l.variant_id !== null) return [{ variantId: l.variant_id, quantity: l.quantity }];
    const variantId = DEVICE_LINE_TYPES.includes(l.product_type) && l.inventory_id && /^\d{1,10}$/.test(l.inventory_id) ? Number(l.inventory_id) : null;
    return variantId ? [{ variantId, quantity: l.quantity }] : [];
  });
/** Flash-sale quota an order holds. */
export const flashSaleItemsOf = (lines: OrderLine[]): FlashSaleItem[] =>
  lines.filter((l) => l.flash_sale_id && l.variant_id !== null).map((l) => ({ flashSaleId: l.flash_sale_id!, variantId: l.variant_id!, quantity: l.quantity }));
export const holdsOf = (lines: OrderLine[]) => lines.map((l) => l.hold).filter((h): h is HoldRef => h !== null);

/** Moves an order along the state machine with one conditional write and stores the move; null when it moved meanwhile. */
export async function moveOrder(tx: Db, order: OrderRow, to: OrderState, at: Date, extra: { paidAt?: Date } = {}): Promise<OrderRow | null> {
  let entry;
  try {
    entry = transition({ state: order.state as OrderState }, to, at).entry;
  } catch (err) {
    throw new AppError('conflict', 'illegal_order_transition', (err as Error).message, { from: order.state, to });
  }
  const move = { id: order.id, from: order.state, historyFrom: entry.from, to, at: at.toISOString() };
  const [row] = extra.paidAt ? await moveOrderStatements.paid(tx, { ...move, paidAt: extra.paidAt.toISOString() }) : await moveOrderStatements.plain(tx, move);
  return row ?? null;
}
type Move = { id: string; from: string; historyFrom: string | null; to: string; at: string };
/** moveOrder's statement: the conditional update and its history entry (writeWithHistory), with `paid_at` set or not. */
const moveOrderStatement = <V extends Move>(name: string, paid: boolean) =>
  prebuilt(name, (db, p: Placeholders<V>) =>
    writeWithHistory(
      db,
      db
        .update(orders)
        .set({
          state: sql`${p.to}`,
          updatedAt: sql`${p.at}::timestamptz`,
          ...(paid ? { paidAt: sql`${(p as Placeholders<Move & { paidAt: string }>).paidAt}::timestamptz` } : {}),
        })
        .where(and(sql`${orders.id} = ${p.id}`, sql`${orders.state} = ${p.from}`))
        .returning()
        .getSQL(),
      sql`(0::int, ${p.historyFrom}::text, ${p.to}::text, ${p.at}::timestamptz)`,
    ),
  );
const moveOrderStatements = {
  plain: moveOrderStatement<Move>('order_move', false),
  paid: moveOrderStatement<Move & { paidAt: string }>('order_move_paid', true),
};

/**
 * A write of one order (an insert or a conditional update, with `returning`) and its history
 * entries, in one statement: the write as a CTE, the entries inserted from its row (none when it
 * wrote no row), in the order given (`entries`: rows of `(n, from_state, to_state, at)`). The
 * select of the written row, to run.
 */
function writeWithHistory(tx: Db, write: SQL, entries: SQL) {
  const written = tx.$with('written', getTableColumns(orders)).as(write);
  const logged = tx.$with('logged', {}).as(
    sql`insert into ${orderStatusHistory} (order_id, from_state, to_state, at)
      select w.id, e.from_state, e.to_state, e.at from "written" w cross join (values ${entries}) as e(n, from_state, to_state, at) order by e.n`,
  );
  return tx.with(written, logged).select().from(written);
}

/** Serialises requests with one scoped Idempotency-Key (a service order has no cart to lock). */
export async function lockIdempotencyKey(tx: Db, scopedKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-key:${scopedKey}`}, 0))`);
}

/** Records a service order's hand-over to the system that carries it out. */
export async function setFulfilment(tx: Db, orderId: string, fulfilment: ServiceFulfilment, at: Date): Promise<void> {
  await tx.update(orders).set({ fulfilment, updatedAt: at }).where(eq(orders.id, orderId));
}

type NewOrder = typeof orders.$inferInsert & { id: string; state: OrderState; createdAt: Date };
/**
 * What an order has when its inserter does not say: each column's default as tables.ts declares it
 * (`.default(…)`), else null; `updated_at` is `created_at`, which every order gives (its default is SQL).
 */
const orderDefaults = Object.fromEntries(
  Object.entries(getTableColumns(orders)).flatMap(([key, column]): [string, unknown][] =>
    column.default !== undefined && !is(column.default, SQL) ? [[key, column.default]] : column.notNull ? [] : [[key, null]],
  ),
);

/** A new order and its first moves of state (placed, then `state` at its creation time), in one statement. */
export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  const row: Record<string, unknown> = { ...orderDefaults, updatedAt: values.createdAt };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) row[key] = value;
  const [inserted] = await (values.state === 'placed' ? insertOrderStatements.placed : insertOrderStatements.moved)(tx, { ...row, at: values.createdAt.toISOString() });
  return inserted;
}
/** insertOrder's statement: every column given, and the history of an order placed (one entry) or placed and moved on at once (two). */
const insertOrderStatement = (name: string, moved: boolean) =>
  prebuilt(name, (db, p: Placeholders<Record<string, unknown>>) =>
    writeWithHistory(
      db,
      db
        .insert(orders)
        .values(Object.fromEntries(Object.keys(getTableColumns(orders)).map((key) => [key, p[key]])) as unknown as typeof orders.$inferInsert)
        .returning()
        .getSQL(),
      moved
        ? sql`(0::int, null::text, 'placed'::text, ${p.at}::timestamptz), (1::int, 'placed'::text, ${p.state}::text, ${p.at}::timestamptz)`
        : sql`(0::int, null::text, 'placed'::text, ${p.at}::timestamptz)`,
    ),
  );
const insertOrderStatements = { placed: insertOrderStatement('order_insert', false), moved: insertOrderStatement('order_insert_moved', true) };

/** The cart of an order (read without a lock), or null when there is no such order or it has none (a service order). */
export async function cartIdOfOrder(db: Db, orderId: string): Promise<string | null> {
  const [row] = await cartIdOfOrderStatement(db, { orderId });
  return row ? row.cartId : null;
}
const cartIdOfOrderStatement = prebuilt('order_cart_id', (db, p: Placeholders<{ orderId: string }>) =>
  db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, p.orderId)),
);

export async function lockOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [row] = await lockOrderStatement(tx, { id });
  return row ?? null;
}
const lockOrderStatement = prebuilt('order_lock', (db, p: Placeholders<{ id: string }>) => db.select().from(orders).where(eq(orders.id, p.id)).for('update'));

/** An order by one of its unique keys (without a lock). */
const orderBy = (column: 'secureKey' | 'orderNumber' | 'idempotencyKey' | 'id') =>
  prebuilt(`order_by_${column}`, (db, p: Placeholders<{ value: string }>) => db.select().from(orders).where(eq(orders[column], p.value)));
const orderByStatements = { secureKey: orderBy('secureKey'), orderNumber: orderBy('orderNumber'), idempotencyKey: orderBy('idempotencyKey'), id: orderBy('id') };

export async function findOrder(db: Db, by: { secureKey?: string; orderNumber?: string; id?: string; idempotencyKey?: string }): Promise<OrderRow | null> {
  const [row] = by.secureKey
    ? await orderByStatements.secureKey(db, { value: by.secureKey })
    : by.orderNumber
      ? await orderByStatements.orderNumber(db, { value: by.orderNumber })
      : by.idempotencyKey
        ? await orderByStatements.idempotencyKey(db, { value: by.idempotencyKey })
        : await orderByStatements.id(db, { value: by.id! });
  return row ?? null;
}

/** What an order's page shows beside the order row: one statement reads them (partsOf, orderWithParts). */
export interface OrderParts {
  history: HistoryRow[];
  /** Whether staff refunded any of it (the payment's refunded amount is then read from the gateway). */
  refunded: boolean;
  taxInvoice: { number: string; issued_at: string } | null;
}

/**
 * The parts as columns of a select from `orders`. The subqueries name "orders"."id" in full: Drizzle
 * writes a column of a one-table select unqualified, which inside them would be their own table's id.
 */
const partsColumns = {
  history: sql<{ id: number; from_state: string | null; to_state: string; at: string }[]>`(
    select coalesce(json_agg(json_build_object('id', h.id, 'from_state', h.from_state, 'to_state', h.to_state, 'at', h.at) order by h.id), '[]'::json)
    from ${orderStatusHistory} h where h.order_id = "orders"."id")`,
  refunded: sql<boolean>`exists (select 1 from ${orderRefunds} r where r.order_id = "orders"."id")`,
  taxInvoice: sql<{ number: string; issued_at: string } | null>`(
    select json_build_object('number', t.number, 'issued_at', t.issued_at) from ${taxInvoices} t where t.order_id = "orders"."id")`,
};

function partsFrom(orderId: string, { history, refunded, taxInvoice }: { [K in keyof typeof partsColumns]: (typeof partsColumns)[K]['_']['type'] }): OrderParts {
  return {
    history: history.map((h) => ({ id: Number(h.id), orderId, fromState: h.from_state, toState: h.to_state, at: new Date(h.at) })),
    refunded,
    taxInvoice: taxInvoice ? { number: taxInvoice.number, issued_at: new Date(taxInvoice.issued_at).toISOString() } : null,
  };
}

/** An order's history, whether it has refunds and its tax invoice's number, in one statement (none for an unknown order). */
export async function partsOf(db: Db, orderId: string): Promise<OrderParts> {
  const [row] = await partsOfStatement(db, { orderId });
  return row ? partsFrom(orderId, row) : { history: [], refunded: false, taxInvoice: null };
}
const partsOfStatement = prebuilt('order_parts', (db, p: Placeholders<{ orderId: string }>) => db.select(partsColumns).from(orders).where(eq(orders.id, p.orderId)));

const orderWithPartsBy = (column: 'id' | 'secureKey') =>
  prebuilt(`order_with_parts_by_${column}`, (db, p: Placeholders<{ value: string }>) =>
    db
      .select({ ...getTableColumns(orders), ...partsColumns })
      .from(orders)
      .where(eq(orders[column], p.value)),
  );
const orderWithPartsStatements = { id: orderWithPartsBy('id'), secureKey: orderWithPartsBy('secureKey') };

/** An order with its parts, in one statement (the answer of place order read them one by one: four round trips, decision 047). */
export async function orderWithParts(db: Db, by: { id: string } | { secureKey: string }): Promise<{ order: OrderRow; parts: OrderParts } | null> {
  const [row] = 'id' in by ? await orderWithPartsStatements.id(db, { value: by.id }) : await orderWithPartsStatements.secureKey(db, { value: by.secureKey });
  if (!row) return null;
  const { history, refunded, taxInvoice, ...order } = row;
  return { order, parts: partsFrom(order.id, { history, refunded, taxInvoice }) };
}

/** The unpaid order of a cart, if any. */
export async function openOrderOfCart(db: Db, cartId: string, lock = false): Promise<OrderRow | null> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), inArray(orders.state, OPEN_STATES)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Place order's first read under the cart lock, in one statement (decision 047): the order of the
 * scoped Idempotency-Key and the unpaid order of the cart (both locked; often the same row).
 */
export async function sameOrOpenOrder(tx: Db, scopedKey: string, cartId: string): Promise<{ same: OrderRow | null; open: OrderRow | null }> {
  const rows = await sameOrOpenOrderStatement(tx, { scopedKey, cartId });
  return { same: rows.find((r) => r.idempotencyKey === scopedKey) ?? null, open: rows.find((r) => r.cartId === cartId && isOpen(r.state)) ?? null };
}

const sameOrOpenOrderStatement = prebuilt('order_same_or_open', (db, p: Placeholders<{ scopedKey: string; cartId: string }>) =>
  db
    .select()
    .from(orders)
    .where(or(eq(orders.idempotencyKey, p.scopedKey), and(eq(orders.cartId, p.cartId), inArray(orders.state, OPEN_STATES))))
    .for('update'),
);

/** Unpaid orders whose expiry has passed (the sweeper's work list). */
export async function dueOrders(db: Db, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.state, OPEN_STATES), sql`${orders.expiresAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

const encodeCursor = (o: OrderRow) => Buffer.from(`${o.createdAt.toISOString()}|${o.id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('invalid', 'invalid_cursor', 'The cursor is not valid.');
  return { at, id };
}

/** A user's orders, newest first, by cursor; `q` matches the order number. */
export async function ordersOfUser(db: Db, userId: string, q: string | undefined, cursor: string | undefined, limit = 20) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        q ? ilike(orders.orderNumber, `%${q.replace(/[%_\\]/g, '')}%`) : undefined,
        after ? or(lt(orders.createdAt, new Date(after.at)), and(eq(orders.createdAt, new Date(after.at)), lt(orders.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit), next_cursor: rows.length > limit ? encodeCursor(rows[limit - 1]) : null };
}

/** A seller's orders (channel seller, placed by `staffId`), newest first, by cursor (sale mode, decision 039). */
export async function ordersOfStaff(db: Db, staffId: string, cursor: string | undefined, limit = 20) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.channel, 'seller'),
        eq(orders.staffId, staffId),
        after ? or(lt(orders.createdAt, new Date(after.at)), and(eq(orders.createdAt, new Date(after.at)), lt(orders.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit), next_cursor: rows.length > limit ? encodeCursor(rows[limit - 1]) : null };
}

/** How many of a seller's orders were paid in [from, to), and their total in satang. */
export async function paidTotalOfStaff(db: Db, staffId: string, from: Date, to: Date): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint` })
    .from(orders)
    .where(and(eq(orders.channel, 'seller'), eq(orders.staffId, staffId), isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to)));
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}

/** Records the after-commit work of a cancelled order (once per order). */
export async function insertCancellation(tx: Db, orderId: string, reason: string, at: Date): Promise<void> {
  await tx.insert(orderCancellations).values({ orderId, reason, createdAt: at }).onConflictDoNothing();
}

/** Cancellations whose after-commit work is not done yet, oldest first. */
export async function pendingCancellations(db: Db, limit = 50): Promise<(typeof orderCancellations.$inferSelect)[]> {
  return db.select().from(orderCancellations).where(eq(orderCancellations.state, 'pending')).orderBy(asc(orderCancellations.createdAt)).limit(limit);
}

export async function finishCancellation(db: Db, orderId: string, error: string | null, at: Date): Promise<void> {
  await db
    .update(orderCancellations)
    .set(error ? { attempts: sql`${orderCancellations.attempts} + 1`, lastError: error } : { state: 'done', doneAt: at, lastError: null })
    .where(eq(orderCancellations.orderId, orderId));
}
