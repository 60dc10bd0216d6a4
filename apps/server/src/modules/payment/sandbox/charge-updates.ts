import type { Db } from '../../../db/client';
import { conflict, invalid } from '../../../lib/errors';
import type { GatewayCharge, GatewayRefund } from '../gateway';
import { chargeView, loadCharge, type ChargeContext } from './charge-view';
import { recordEvent } from './events';
import { idempotent, type Made } from './idempotency';
import { newId } from './keys';
import { returnPayLaterCredit } from './paylater';
import {
  addRefundedAmount,
  expireDueCharges,
  expirePendingChargeNow,
  insertRefund,
  refundById,
  reversePendingCharge,
  settlePendingCharge,
  type SandboxRefundRow,
} from './repository';

/** Why a charge could not be settled: 409 charge_expired or charge_not_pending (404 when unknown). */
async function refuse(db: Db, id: string, now: Date): Promise<never> {
  const row = await loadCharge(db, id);
  if (row.status === 'pending' && row.expiresAt && row.expiresAt <= now) throw conflict('charge_expired', 'The charge has expired.');
  throw conflict('charge_not_pending', `The charge is ${row.status}.`);
}

/**
 * Settles a pending charge: the buyer's 3-D Secure answer (`three_d_secure`) or a PromptPay payment
 * (`promptpay`). One conditional write, so a double press settles it once.
 */
export async function settleCharge(ctx: ChargeContext, id: string, kind: 'three_d_secure' | 'promptpay', success: boolean): Promise<Made<GatewayCharge>> {
  const now = ctx.clock();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await settlePendingCharge(
      tx,
      id,
      now,
      kind,
      success
        ? { status: 'successful', paidAt: now, updatedAt: now }
        : { status: 'failed', failureCode: 'authentication_failed', failureMessage: 'the buyer did not pass 3-D Secure', updatedAt: now },
    );
    if (!row) return refuse(tx, id, now);
    const charge = chargeView(row);
    return { id, result: charge, events: [await recordEvent(tx, 'charge.complete', id, charge, now)] };
  });
}

/** Expires every pending charge whose time is up at `now` (the sweep; also run when a charge is read). */
export async function expireCharges(ctx: ChargeContext, now: Date, onlyId?: string): Promise<Made<GatewayCharge[]>> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await expireDueCharges(tx, now, onlyId);
    const charges = rows.map(chargeView);
    const events = [];
    for (const c of charges) events.push(await recordEvent(tx, 'charge.complete', c.id, c, now));
    return { id: '', result: charges, events };
  });
}

/** Ends a pending charge's time now, as if its expiry had come (sandbox only: tests of an expired QR or approval). */
export async function expireChargeNow(ctx: ChargeContext, id: string): Promise<Made<GatewayCharge>> {
  const now = ctx.clock();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await expirePendingChargeNow(tx, id, now);
    if (!row) return refuse(tx, id, now);
    const charge = chargeView(row);
    return { id, result: charge, events: [await recordEvent(tx, 'charge.complete', id, charge, now)] };
  });
}

/** Cancels a pending charge (status reversed); 409 when it is no longer pending. */
export async function reverseCharge(ctx: ChargeContext, id: string): Promise<Made<GatewayCharge>> {
  const now = ctx.clock();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await reversePendingCharge(tx, id, now);
    if (!row) return refuse(tx, id, now);
    const charge = chargeView(row);
    return { id, result: charge, events: [await recordEvent(tx, 'charge.reverse', id, charge, now)] };
  });
}

/** Refunds part or all of a successful charge; never more than what is left (one conditional write). */
export async function refundCharge(ctx: ChargeContext, chargeId: string, amount: number, key?: string): Promise<Made<GatewayRefund>> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('invalid_amount', 'A refund must be a positive number of satang.');
  const view = (r: SandboxRefundRow): GatewayRefund => ({
    object: 'refund',
    id: r.id,
    charge: r.chargeId,
    amount: r.amount,
    created_at: r.createdAt.toISOString(),
  });
  return idempotent(
    ctx.db,
    key,
    { op: 'refund', chargeId, amount },
    async (tx) => {
      const now = ctx.clock();
      const row = await addRefundedAmount(tx, chargeId, amount, now);
      if (!row) {
        const current = await loadCharge(tx, chargeId);
        throw current.status === 'successful'
          ? invalid('refund_too_large', 'The refund is more than what is left of the charge.')
          : conflict('charge_not_refundable', `The charge is ${current.status}.`);
      }
      if (row.sourceType === 'paylater' && row.phoneNumber) await returnPayLaterCredit(tx, row.phoneNumber, amount, now);
      const refund = await insertRefund(tx, { id: newId('rfnd'), chargeId, amount });
      return { id: refund.id, result: view(refund), events: [await recordEvent(tx, 'refund.create', chargeId, view(refund), now)] };
    },
    async (tx, id) => view((await refundById(tx, id))!),
  );
}
