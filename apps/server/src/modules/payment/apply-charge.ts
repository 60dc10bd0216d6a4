import type { Db } from '../../db/client';
import { insertPaymentEvent, insertSavedCardIfAbsent, selectPaymentOfCharge, updatePaymentCharge, type ChargeRef, type PaymentRow } from './apply-charge-repository';
import type { GatewayCharge, PaymentGateway } from './gateway';

export type { PaymentRow };

/** Called in the transaction that records a change of a payment's charge; the order module listens here. */
export type ChargeUpdatedListener = (tx: Db, payment: PaymentRow, charge: GatewayCharge) => Promise<void>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENDED = new Set(['failed', 'expired', 'reversed']);

/**
 * Records what the gateway says of a charge (read from the gateway, never from a webhook body): one
 * conditional write, so the same news twice changes nothing. On a change it keeps a card the buyer
 * asked to save (once the charge succeeded), tells the listeners, and after commit drops the card at
 * the gateway when the charge did not succeed. With `event`, the event id is recorded in the same
 * transaction and a second delivery of it does nothing. Without `event`, a charge already recorded
 * as it is costs one read. Returns the row and whether it changed.
 */
export async function applyCharge(
  db: Db,
  gateway: PaymentGateway,
  listeners: readonly ChargeUpdatedListener[],
  charge: GatewayCharge,
  event?: { id: string; key: string },
): Promise<{ payment: PaymentRow | null; changed: boolean; duplicate: boolean }> {
  const paymentId = charge.metadata.payment_id;
  const mine: ChargeRef = { chargeId: charge.id, paymentId: UUID_RE.test(paymentId ?? '') ? paymentId! : null };
  if (!event) {
    // The same news again (the charge call after its webhook was applied, a return from 3-D Secure, a
    // page reading the charge): one read, no transaction. The write's own condition, checked first.
    const current = await selectPaymentOfCharge(db, mine);
    if (!current) return { payment: null, changed: false, duplicate: false };
    if (current.chargeId !== null && current.status === charge.status) return { payment: current, changed: false, duplicate: false };
  }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (event) {
      const fresh = await insertPaymentEvent(tx, { eventId: event.id, key: event.key, chargeId: charge.id });
      if (!fresh) return { payment: null, changed: false, duplicate: true };
    }
    const row = await updatePaymentCharge(tx, mine, {
      status: charge.status,
      failureCode: charge.failure_code,
      cardBrand: charge.card?.brand ?? null,
      cardLastDigits: charge.card?.last_digits ?? null,
    });
    if (!row) {
      const current = await selectPaymentOfCharge(tx, mine);
      return { payment: current ?? null, changed: false, duplicate: false };
    }
    if (row.status === 'successful' && row.saveCard && row.userId && row.gatewayCardId && charge.card) {
      const c = charge.card;
      await insertSavedCardIfAbsent(tx, {
        userId: row.userId,
        gateway: row.gateway,
        gatewayCustomerId: row.gatewayCustomerId!,
        gatewayCardId: row.gatewayCardId,
        brand: c.brand,
        lastDigits: c.last_digits,
        name: c.name,
        expirationMonth: c.expiration_month,
        expirationYear: c.expiration_year,
      });
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
