import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt, type Placeholders } from '../../db/prebuilt';
import { paymentEvents, payments, savedCards } from './tables';

/** The SQL of recording a charge (apply-charge.ts holds the rules and the transaction). */
export type PaymentRow = typeof payments.$inferSelect;

/** Which payment a charge is: the one with its charge id, or (paymentId given) the one of that id that has no charge yet. */
export interface ChargeRef {
  chargeId: string;
  /** The payment id of the charge's metadata, when it is a UUID; else null. */
  paymentId: string | null;
}

/** The payment of a charge (`mine`), as SQL over the placeholders of a ChargeRef (a null payment id matches no row by id). */
const mine = (p: Placeholders<ChargeRef>) => sql`(${payments.chargeId} = ${p.chargeId} or (${payments.chargeId} is null and ${payments.id} = ${p.paymentId}::uuid))`;

/** Records a webhook event id; false when it was recorded before (on conflict do nothing). */
export async function insertPaymentEvent(tx: Db, event: { eventId: string; key: string; chargeId: string }): Promise<boolean> {
  const fresh = await insertPaymentEventStatement(tx, event);
  return fresh.length > 0;
}
const insertPaymentEventStatement = prebuilt('payment_event_insert', (db, p: Placeholders<{ eventId: string; key: string; chargeId: string }>) =>
  db.insert(paymentEvents).values({ eventId: p.eventId, key: p.key, chargeId: p.chargeId }).onConflictDoNothing().returning(),
);

/**
 * One conditional write: the charge's state onto its payment, only when the payment has no charge yet
 * or its status differs. The updated row, or undefined when nothing changed.
 */
export async function updatePaymentCharge(
  tx: Db,
  ref: ChargeRef,
  state: Pick<PaymentRow, 'status' | 'failureCode' | 'cardBrand' | 'cardLastDigits'>,
): Promise<PaymentRow | undefined> {
  const [row] = await updatePaymentChargeStatement(tx, { chargeId: ref.chargeId, paymentId: ref.paymentId, ...state });
  return row;
}
type ChargeState = Pick<PaymentRow, 'status' | 'failureCode' | 'cardBrand' | 'cardLastDigits'>;
const updatePaymentChargeStatement = prebuilt('payment_update_charge', (db, p: Placeholders<ChargeRef & ChargeState>) =>
  db
    .update(payments)
    .set({
      chargeId: sql`${p.chargeId}`,
      status: sql`${p.status}`,
      failureCode: sql`${p.failureCode}`,
      cardBrand: sql`${p.cardBrand}`,
      cardLastDigits: sql`${p.cardLastDigits}`,
      updatedAt: sql`now()`,
    })
    .where(sql`${mine(p)} and (${payments.chargeId} is null or ${payments.status} <> ${p.status})`)
    .returning(),
);

/** The payment of a charge as it is now, or undefined. */
export async function selectPaymentOfCharge(tx: Db, ref: ChargeRef): Promise<PaymentRow | undefined> {
  const [current] = await selectPaymentOfChargeStatement(tx, { chargeId: ref.chargeId, paymentId: ref.paymentId });
  return current;
}
const selectPaymentOfChargeStatement = prebuilt('payment_of_charge', (db, p: Placeholders<ChargeRef>) => db.select().from(payments).where(mine(p)));

/** Keeps a card for the user (on conflict do nothing). */
export async function insertSavedCardIfAbsent(tx: Db, card: typeof savedCards.$inferInsert): Promise<void> {
  await tx.insert(savedCards).values(card).onConflictDoNothing();
}
