import { randomBytes } from 'node:crypto';
import type { PaySmoothApplication, PaySmoothVerifyBody } from '@store/domain/paysmooth';
import { PAYSMOOTH_MIN_SATANG, paySmoothPlan } from '@store/domain/paysmooth-plan';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { AppError, conflict, invalid, notFound, unprocessable } from '../../lib/errors';
import { getProduct } from '../catalog/service';
import type { Orders, PlaceOrderBody, Shopper } from '../order/service';
import type { PaySmoothPartnerPort } from './port';
import { applicationRow, insertApplication, updateFromPartner, useApplication, type ApplicationRow } from './repository';

export type PaySmoothOrderBody = Omit<PlaceOrderBody, 'payment'> & { token: string };

const toView = (r: ApplicationRow): PaySmoothApplication => ({
  token: r.token,
  state: r.state,
  reason: r.reason,
  product_id: r.productId,
  variant_id: r.variantId,
  title: r.title,
  amount: r.amount,
  plan: paySmoothPlan(r.amount, r.months),
  credit_limit: r.creditLimit,
  applicant: { name: r.applicantName, thai_id: maskThaiId(`000000000${r.thaiIdLast4}`), mobile: maskMobile(r.mobile) },
  expires_at: r.expiresAt?.toISOString() ?? null,
  order: r.orderNumber && r.secureKey ? { order_number: r.orderNumber, secure_key: r.secureKey } : null,
  created_at: r.createdAt.toISOString(),
});

/**
 * Pay smooth (issue 18; decision 037): the application for a device and a plan (the verify call),
 * the partner's decision read back, and the order of the shopper's cart paid by an approved
 * application, once: the store's conditional write approved -> used and the partner's capture run
 * in the transaction that marks the order paid.
 */
export function createPaySmooth(deps: { db: Db; partner: PaySmoothPartnerPort; orders: Pick<Orders, 'placeSettled'> }) {
  const { db, partner } = deps;

  async function mine(userId: string, token: string): Promise<ApplicationRow> {
    const row = await applicationRow(db, token);
    if (!row || row.userId !== userId) throw notFound('paysmooth_application_not_found', 'No such pay-smooth application.');
    return row;
  }

  /** Asks the partner about an application still waiting for it (submitted or approved), and keeps what it says. */
  async function refreshed(row: ApplicationRow): Promise<ApplicationRow> {
    if (row.orderId || !['submitted', 'approved'].includes(row.state)) return row;
    const p = await partner.get(row.partnerId);
    const state = p.state === 'captured' ? row.state : p.state;
    if (state === row.state && p.reason === row.reason && (p.expiresAt?.getTime() ?? null) === (row.expiresAt?.getTime() ?? null)) return row;
    return (
      (await updateFromPartner(db, row.token, { state, reason: p.reason, creditLimit: p.creditLimit, expiresAt: p.expiresAt }, new Date())) ??
      (await applicationRow(db, row.token))!
    );
  }

  return {
    /** POST /pay-smooth/verify: 400 thai_id_invalid, 404 product_not_found, 422 paysmooth_amount_below_minimum, 503 paysmooth_busy. */
    async verify(
      userId: string,
      body: Omit<PaySmoothVerifyBody, 'months'> & { months: number; applicant: PaySmoothVerifyBody['applicant'] & { mobile: string } },
    ): Promise<PaySmoothApplication> {
      const thaiId = normalizeThaiId(body.applicant.thai_id);
      if (!isThaiNationalId(thaiId)) throw invalid('thai_id_invalid', 'This is not a valid Thai ID number.', [{ path: 'body.applicant.thai_id', message: 'thai_id_invalid' }]);
      const product = await getProduct(db, body.product_id).catch(() => null);
      const variant = product?.variants.find((v) => v.id === body.variant_id);
      if (!product || !variant) throw notFound('product_not_found', 'No such device.');
      if (variant.price < PAYSMOOTH_MIN_SATANG) throw unprocessable('paysmooth_amount_below_minimum', `Pay smooth finances devices of ${PAYSMOOTH_MIN_SATANG / 100} baht or more.`);
      const answer = await partner.apply({
        thaiId,
        name: body.applicant.name,
        mobile: body.applicant.mobile,
        monthlyIncome: body.applicant.monthly_income,
        amount: variant.price,
        months: body.months,
      });
      const now = new Date();
      const row = await insertApplication(db, {
        token: randomBytes(24).toString('base64url'),
        partnerId: answer.id,
        userId,
        productId: product.id,
        variantId: variant.id,
        title: product.name,
        amount: variant.price,
        months: body.months,
        applicantName: body.applicant.name,
        thaiIdLast4: thaiId.slice(-4),
        mobile: body.applicant.mobile,
        state: answer.state === 'captured' ? 'used' : answer.state,
        reason: answer.reason,
        creditLimit: answer.creditLimit,
        expiresAt: answer.expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return toView(row);
    },

    /** GET /pay-smooth/applications/:token: the caller's own application, as the partner last decided it. */
    async get(userId: string, token: string): Promise<PaySmoothApplication> {
      return toView(await refreshed(await mine(userId, token)));
    },

    /**
     * POST /pay-smooth/orders: the caller's cart as an order paid by the approved application. 422
     * paysmooth_not_approved (details.state, details.reason: nothing is placed, the cart stays), 422
     * paysmooth_cart_mismatch (the cart is not the device applied for, or costs more), 409
     * paysmooth_already_used. The same Idempotency-Key gives the same order.
     */
    async pay(shopper: Shopper, key: string, body: PaySmoothOrderBody) {
      const userId = shopper.caller.userId;
      if (!userId) throw notFound('paysmooth_application_not_found', 'No such pay-smooth application.');
      const row = await refreshed(await mine(userId, body.token));
      if (row.orderId)
        throw new AppError('conflict', 'paysmooth_already_used', 'This pay-smooth application has already paid for an order.', {
          order_number: row.orderNumber,
          secure_key: row.secureKey,
        });
      if (row.state !== 'approved') throw unprocessable('paysmooth_not_approved', 'This pay-smooth application is not approved.', { state: row.state, reason: row.reason });
      const { token, ...order } = body;
      const placed = await deps.orders.placeSettled(shopper, key, { ...order, method: 'paysmooth', reference: token }, async (tx, o) => {
        if (!o.lines.some((l) => l.variant_id === row.variantId) || o.total > row.amount) {
          throw unprocessable('paysmooth_cart_mismatch', 'The cart is not the device this application was approved for.', { amount: row.amount });
        }
        const used = await useApplication(tx, row.token, { id: o.id, orderNumber: o.orderNumber, secureKey: o.secureKey }, new Date());
        if (!used) throw conflict('paysmooth_already_used', 'This pay-smooth application has already paid for an order.');
        await partner.capture(row.partnerId, { reference: o.id, amount: o.total }, tx);
      });
      return placed;
    },
  };
}

export type PaySmooth = ReturnType<typeof createPaySmooth>;
