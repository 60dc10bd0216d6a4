import { instalments } from '@store/domain/paylater';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Payments } from '../payment/payments';
import { scannableQr } from '../payment/promptpay-qr';
import type { OrderPayment, OrderRow } from './view';
import { hasRefunds } from './refunds-repository';

import type { PaymentInput } from '@store/domain/order';
export type { PaymentInput };
export type Next = 'success' | 'authorize' | 'qr' | 'error';

/** Where the page should go after a payment attempt. */
export function nextOf(order: OrderRow, payment: OrderPayment | null): Next {
  if (!['placed', 'awaiting_payment'].includes(order.state)) return order.state === 'expired' || order.state === 'cancelled' ? 'error' : 'success';
  if (!payment || payment.status !== 'pending') return 'error';
  return payment.authorize_uri ? 'authorize' : payment.qr ? 'qr' : 'error';
}

/**
 * The latest payment of an order as its pages show it; a pending charge is read from the gateway for
 * its QR or 3-D Secure link. `refunded`: whether the order has refunds, when the caller read it already.
 */
export async function latestPayment(db: Db, payments: Payments, order: OrderRow, refunded?: boolean): Promise<OrderPayment | null> {
  const rows = await payments.paymentsOfOrder(order.id);
  const p = rows.at(-1);
  if (!p) return null;
  const plan = p.installmentTerm ? { months: p.installmentTerm, instalments: instalments(p.amount, p.installmentTerm) } : null;
  const base: OrderPayment = {
    method: p.method,
    status: p.status,
    failure_code: p.failureCode,
    charge_id: p.chargeId,
    qr: null,
    expires_at: null,
    authorize_uri: null,
    plan,
    card: p.cardBrand && p.cardLastDigits ? { brand: p.cardBrand, last_digits: p.cardLastDigits } : null,
    refunded_amount: 0,
  };
  // A cancelled order's payment is refunded (issue 16), a paid one's maybe in part by staff (issue 20): the gateway says how much.
  if (p.status === 'successful' && p.chargeId && (order.state === 'cancelled' || (refunded ?? (await hasRefunds(db, order.id))))) {
    const charge = await payments.gateway.retrieveCharge(p.chargeId);
    return { ...base, status: charge.refunded_amount >= charge.amount ? 'refunded' : base.status, refunded_amount: charge.refunded_amount };
  }
  if (p.status !== 'pending' || !p.chargeId) return p.chargeId ? base : { ...base, status: 'failed', failure_code: p.failureCode ?? 'charge_refused' };
  const charge = await payments.gateway.retrieveCharge(p.chargeId);
  return {
    ...base,
    status: charge.status === 'pending' ? 'pending' : p.status,
    qr: charge.status === 'pending' ? await scannableQr(charge.source?.scannable_code) : null,
    expires_at: charge.expires_at,
    authorize_uri: charge.status === 'pending' ? charge.authorize_uri : null,
  };
}

/**
 * Charges an order through the payment service (decision 010) with a key derived from the order and
 * the caller's Idempotency-Key, so a retried request makes no second charge. A charge the gateway
 * refuses (a used token, say) is a failed attempt: the order keeps waiting and can be paid again.
 */
export async function chargeOrder(
  payments: Payments,
  order: OrderRow,
  input: PaymentInput,
  opts: { userId: string | null; key: string; returnUri: string; payLater?: { phone: string | null; returnUri: string } },
): Promise<{ failureCode: string | null }> {
  const common = { userId: opts.userId, idempotencyKey: `order:${order.id}:${opts.key}`, amount: order.total, orderId: order.id };
  try {
    if (input.method === 'card') {
      await payments.createCardCharge({ ...common, returnUri: opts.returnUri, token: input.token, savedCardId: input.saved_card_id, saveCard: input.save_card });
    } else if (input.method === 'promptpay') {
      await payments.createPromptPayCharge(common);
    } else if (input.method === 'paylater') {
      if (!opts.payLater?.phone) return { failureCode: 'phone_required' };
      await payments.createPayLaterCharge({ ...common, phoneNumber: opts.payLater.phone, term: input.term, returnUri: opts.payLater.returnUri });
    }
    return { failureCode: null };
  } catch (err) {
    if (err instanceof AppError && err.status < 500 && err.code !== 'idempotency_key_reused') return { failureCode: err.code };
    throw err;
  }
}
