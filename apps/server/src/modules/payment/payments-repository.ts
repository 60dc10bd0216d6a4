import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt, type Placeholders } from '../../db/prebuilt';
import type { PaymentRow } from './apply-charge-repository';
import { payments } from './tables';

/** The SQL of the store's payment rows (payments.ts holds the payments service). */
export type NewPayment = typeof payments.$inferInsert;

/** Inserts the payment row of an Idempotency-Key unless it exists (on conflict do nothing); returns the new row, undefined when there was one. */
export async function insertPaymentIfAbsent(db: Db, values: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The payment row of an Idempotency-Key, or undefined. */
export async function paymentByIdempotencyKey(db: Db, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await paymentByKeyStatement(db, { idempotencyKey });
  return row;
}
const paymentByKeyStatement = prebuilt('payment_by_idempotency_key', (db, p: Placeholders<{ idempotencyKey: string }>) =>
  db.select().from(payments).where(eq(payments.idempotencyKey, p.idempotencyKey)),
);

/** Keeps the gateway customer and card made for a payment whose card the buyer asked to save. */
export async function setPaymentCard(db: Db, paymentId: string, gatewayCustomerId: string, gatewayCardId: string): Promise<void> {
  await db.update(payments).set({ gatewayCustomerId, gatewayCardId }).where(eq(payments.id, paymentId));
}

/** The payment rows of an order, oldest first. */
export function paymentRowsOfOrder(db: Db, orderId: string) {
  return paymentRowsOfOrderStatement(db, { orderId });
}
const paymentRowsOfOrderStatement = prebuilt('payment_rows_of_order', (db, p: Placeholders<{ orderId: string }>) =>
  db.select().from(payments).where(eq(payments.orderId, p.orderId)).orderBy(payments.createdAt),
);
