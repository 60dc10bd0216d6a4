import { devicePlatform, PAYLATER_MIN_SATANG, payLaterPlans, type PayLaterReason, type PayLaterStatus } from '@store/domain/paylater';
import type { Db } from '../../db/client';
import { AppError, unprocessable } from '../../lib/errors';
import { getConfig } from '../config/service';
import { getUser } from '../identity/users';
import type { Payments } from '../payment/payments';

export interface PayLaterAsk {
  userAgent: string | undefined;
  userId: string | null;
  /** What would be paid later: the cart's total (with its coupon) or an unpaid order's total. */
  amount: number;
}

/**
 * Spec 3 `pay_later_status` (spec 9: only when eligible and on a phone). Checked in this order:
 * the config switch, the device (Android or iPhone by the User-Agent), a signed-in shopper with a
 * mobile number on the account (the pay-later account), an amount, the minimum, then the provider's
 * credit check and credit left (the gateway port). Returns the status and the shopper's number.
 */
export async function payLaterStatus(db: Db, payments: Payments, ask: PayLaterAsk): Promise<{ status: PayLaterStatus; phone: string | null }> {
  const platform = devicePlatform(ask.userAgent);
  const amount = Math.max(0, ask.amount);
  const base = { platform, amount, min_amount: PAYLATER_MIN_SATANG, credit_limit: null, available_credit: null, plans: amount > 0 ? payLaterPlans(amount) : [] };
  const refuse = (reason: PayLaterReason, phone: string | null = null) => ({ status: { ...base, eligible: false, reason }, phone });
  if (!payments.gateway.offersPayLater || !(await getConfig(db, 'payment_methods')).paylater) return refuse('method_disabled');
  if (platform === 'web') return refuse('not_a_phone');
  if (!ask.userId) return refuse('login_required');
  const phone = (await getUser(db, ask.userId))?.phone ?? null;
  if (!phone) return refuse('phone_required');
  if (amount === 0) return refuse('cart_empty', phone);
  if (amount < PAYLATER_MIN_SATANG) return refuse('amount_below_minimum', phone);
  const answer = await payments.gateway.payLaterEligibility({ phone_number: phone, amount });
  return {
    status: { ...base, eligible: answer.eligible, reason: answer.reason, credit_limit: answer.credit_limit, available_credit: answer.available_credit },
    phone,
  };
}

const MESSAGES: Record<PayLaterReason, string> = {
  method_disabled: 'Pay-later is switched off.',
  not_a_phone: 'Pay-later is offered only on a phone (Android or iPhone).',
  login_required: 'Please log in to pay later.',
  phone_required: 'Pay-later needs a mobile number on your account.',
  cart_empty: 'Your cart is empty.',
  amount_below_minimum: `Pay-later takes orders of ${PAYLATER_MIN_SATANG / 100} baht or more.`,
  credit_check_failed: 'The pay-later provider did not approve this account.',
  credit_limit_exceeded: 'The amount is more than the pay-later credit left on this account.',
};

/**
 * The 422 for a pay-later order the shopper may not place: `payment_method_unavailable` when it is
 * switched off, `paylater_phone_only` from a device that is not a phone, else `paylater_not_eligible`
 * with `details: { reason }`.
 */
export function payLaterRefusal(status: PayLaterStatus): AppError {
  const reason = status.reason ?? 'method_disabled';
  if (reason === 'method_disabled') return unprocessable('payment_method_unavailable', 'This payment method is not available for this order.');
  if (reason === 'not_a_phone') return unprocessable('paylater_phone_only', MESSAGES.not_a_phone, { reason });
  return unprocessable('paylater_not_eligible', MESSAGES[reason], { reason, available_credit: status.available_credit });
}
