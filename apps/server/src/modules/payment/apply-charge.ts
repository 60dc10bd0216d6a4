import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { GatewayCharge, PaymentGateway } from './gateway';
import { paymentEvents, payments, savedCards } from './tables';

export type PaymentRow = typeof payments.$inferSelect;

/** Called in the transaction that records a change of a payment's charge; the order module listens here. */
export type ChargeUpdatedListener = (tx: Db, payment: PaymentRow, charge: GatewayCharge) => Promise<void>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENDED = new Set(['failed', 'expired', 'reversed']);

/**
 * Records what the gateway says of a charge (read from the gateway, never from a webhook body): one
 * conditional write, so the same news twice changes nothing. On a change it keeps a card the buyer
 * asked to save (once the charge succeeded), tells the listeners, and after commit drops the card at
 * the gateway when the charge did not succeed. With `event`, the event id is recorded in the same
 * transaction and a second delivery of it does nothing. Returns the row and whether it changed.
 */
export async function applyCharge(
  db: Db,
  gateway: PaymentGateway,
  listeners: readonly ChargeUpdatedListener[],
  charge: GatewayCharge,
  event?: { id: string; key: string },
): Promise<{ payment: PaymentRow | null; changed: boolean; duplicate: boolean }> {
  const paymentId = charge.metadata.payment_id;
  const mine = or(eq(payments.chargeId, charge.id), UUID_RE.test(paymentId ?? '') ? and(isNull(payments.chargeId), eq(payments.id, paymentId)) : undefined);
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (event) {
      const fresh = await tx.insert(paymentEvents).values({ eventId: event.id, key: event.key, chargeId: charge.id }).onConflictDoNothing().returning();
      if (fresh.length === 0) return { payment: null, changed: false, duplicate: true };
    }
    const [row] = await tx
      .update(payments)
      .set({
        chargeId: charge.id,
        status: charge.status,
        failureCode: charge.failure_code,
        cardBrand: charge.card?.brand ?? null,
        cardLastDigits: charge.card?.last_digits ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(mine, or(isNull(payments.chargeId), ne(payments.status, charge.status))))
      .returning();
    if (!row) {
      const [current] = await tx.select().from(payments).where(mine);
      return { payment: current ?? null, changed: false, duplicate: false };
    }
    if (row.status === 'successful' && row.saveCard && row.userId && row.gatewayCardId && charge.card) {
      const c = charge.card;
      await tx
        .insert(savedCards)
        .values({
          userId: row.userId,
          gateway: row.gateway,
          gatewayCustomerId: row.gatewayCustomerId!,
          gatewayCardId: row.gatewayCardId,
          brand: c.brand,
          lastDigits: c.last_digits,
          name: c.name,
          expirationMonth: c.expiration_month,
          expirationYear: c.expiration_year,
        })
        .onConflictDoNothing();
    }
    for (const listener of listeners) await listener(tx, row, charge);
    return { payment: row, changed: true, duplicate: false };
  });
  const p = result.payment;
  if (result.changed && p && ENDED.has(p.status) && p.saveCard && p.gatewayCustomerId && p.gatewayCardId) {
    await gateway.deleteCard(p.gatewayCustomerId, p.gatewayCardId).catch(() => undefined); // best effort: an unsaved card is harmless
  }
  return result;
}
