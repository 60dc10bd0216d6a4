import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments, savedCards } from './tables';

/** The SQL of recording a charge (apply-charge.ts holds the rules and the transaction). */
export type PaymentRow = typeof payments.$inferSelect;

/** Which payment a charge is: the one with its charge id, or (paymentId given) the one of that id that has no charge yet. */
export interface ChargeRef {
  chargeId: string;
  /** The payment id of the charge's metadata, when it is a UUID; else null. */
  paymentId: string | null;
}

const mine = (ref: ChargeRef) => or(eq(payments.chargeId, ref.chargeId), ref.paymentId ? and(isNull(payments.chargeId), eq(payments.id, ref.paymentId)) : undefined);

/** Records a webhook event id; false when it was recorded before (on conflict do nothing). */
export async function insertPaymentEvent(tx: Db, event: { eventId: string; key: string; chargeId: string }): Promise<boolean> {
  const fresh = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning();
  return fresh.length > 0;
}

/**
 * One conditional write: the charge's state onto its payment, only when the payment has no charge yet
 * or its status differs. The updated row, or undefined when nothing changed.
 */
export async function updatePaymentCharge(
  tx: Db,
  ref: ChargeRef,
  state: Pick<PaymentRow, 'status' | 'failureCode' | 'cardBrand' | 'cardLastDigits'>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      chargeId: ref.chargeId,
      status: state.status,
      failureCode: state.failureCode,
      cardBrand: state.cardBrand,
      cardLastDigits: state.cardLastDigits,
      updatedAt: sql`now()`,
    })
    .where(and(mine(ref), or(isNull(payments.chargeId), ne(payments.status, state.status))))
    .returning();
  return row;
}

/** The payment of a charge as it is now, or undefined. */
export async function selectPaymentOfCharge(tx: Db, ref: ChargeRef): Promise<PaymentRow | undefined> {
  const [current] = await tx.select().from(payments).where(mine(ref));
  return current;
}

/** Keeps a card for the user (on conflict do nothing). */
export async function insertSavedCardIfAbsent(tx: Db, card: typeof savedCards.$inferInsert): Promise<void> {
  await tx.insert(savedCards).values(card).onConflictDoNothing();
}
