import type { PayLaterTerm } from '@store/domain/paylater';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../lib/errors';
import { applyCharge, type ChargeUpdatedListener, type PaymentRow } from './apply-charge';
import type { GatewayCharge, PaymentGateway } from './gateway';
import { insertPaymentIfAbsent, paymentByIdempotencyKey, paymentRowsOfOrder, setPaymentCard, type NewPayment } from './payments-repository';
import { scannableQr } from './promptpay-qr';
import { requestHash } from './request-hash';
import { findSavedCard } from './saved-cards';

export interface CardChargeInput {
  /** The signed-in shopper; null for a guest (guests cannot save or reuse cards). */
  userId: string | null;
  idempotencyKey: string;
  amount: number;
  orderId?: string;
  /** Where the buyer comes back after 3-D Secure. */
  returnUri: string;
  /** A gateway token made in the browser, or the id of one of the shopper's saved cards. */
  token?: string;
  savedCardId?: string;
  /** Keep the token's card for later (only after the charge succeeds). */
  saveCard?: boolean;
}

export interface PromptPayChargeInput {
  userId: string | null;
  idempotencyKey: string;
  amount: number;
  orderId?: string;
}

export interface PayLaterChargeInput extends PromptPayChargeInput {
  /** The pay-later account: the signed-in shopper's mobile number. */
  phoneNumber: string;
  term: PayLaterTerm;
  /** Where the buyer comes back after the provider's approval page. */
  returnUri: string;
}

/** A payment as the store's routes show it. */
export function paymentView(row: PaymentRow, charge: GatewayCharge) {
  return {
    id: row.id,
    charge_id: charge.id,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: charge.status,
    installment_term: row.installmentTerm,
    failure_code: charge.failure_code,
    authorize_uri: charge.status === 'pending' ? charge.authorize_uri : null,
    order_id: row.orderId,
    expires_at: charge.expires_at,
  };
}

/** The store's payments service over a gateway (the port); the order module registers onChargeUpdated. */
export function createPayments(db: Db, gateway: PaymentGateway) {
  const listeners: ChargeUpdatedListener[] = [];
  const apply = (charge: GatewayCharge, event?: { id: string; key: string }) => applyCharge(db, gateway, listeners, charge, event);

  /** The payment row of an Idempotency-Key (made on first use); 409 when the key came with another request. */
  async function claim(values: Omit<NewPayment, 'requestHash' | 'gateway'>, request: unknown): Promise<PaymentRow> {
    const hash = requestHash(request);
    // The new row comes back from the insert; only a key used before is read (decision 047).
    const row = (await insertPaymentIfAbsent(db, { ...values, requestHash: hash, gateway: gateway.name })) ?? (await paymentByIdempotencyKey(db, values.idempotencyKey))!;
    if (row.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
    return row;
  }
  /**
   * A replayed request whose attempt already has a charge: read it back rather than charging again
   * (a gateway client that cannot send Idempotency-Key, such as Omise's, would make a second charge).
   */
  async function replayed(row: PaymentRow) {
    if (!row.chargeId) return null;
    const charge = await gateway.retrieveCharge(row.chargeId);
    const { payment } = await apply(charge);
    return { view: paymentView(payment ?? row, charge), charge };
  }
  const scopedKey = (userId: string | null, key: string) => `${userId ?? 'guest'}:${key}`;
  const metadata = (row: PaymentRow): Record<string, string> => ({ payment_id: row.id, ...(row.orderId ? { order_id: row.orderId } : {}) });

  return {
    gateway,
    /** Registers a listener called (in the recording transaction) each time a payment's charge changes. */
    onChargeUpdated(listener: ChargeUpdatedListener) {
      listeners.push(listener);
    },

    /** Charges a card token or a saved card; the same Idempotency-Key and body give the same payment. */
    async createCardCharge(input: CardChargeInput) {
      if (Boolean(input.token) === Boolean(input.savedCardId)) throw invalid('invalid_payment', 'Give either a card token or a saved card.');
      if ((input.savedCardId || input.saveCard) && !input.userId) throw invalid('login_required_for_cards', 'Saved cards need a signed-in shopper.');
      const { idempotencyKey, userId, ...request } = input;
      const row = await claim(
        {
          idempotencyKey: scopedKey(userId, idempotencyKey),
          userId,
          orderId: input.orderId,
          method: 'card',
          amount: input.amount,
          saveCard: Boolean(input.token && input.saveCard),
        },
        { method: 'card', ...request },
      );
      const again = await replayed(row);
      if (again) return again.view;
      let card = input.token!;
      let customer: string | undefined;
      if (input.savedCardId) {
        const saved = await findSavedCard(db, userId!, input.savedCardId);
        [card, customer] = [saved.gatewayCardId, saved.gatewayCustomerId];
      } else if (row.saveCard) {
        const kept = await gateway.saveCard(input.token!, `payment:${row.id}:card`);
        [card, customer] = [kept.id, kept.customer!];
        await setPaymentCard(db, row.id, customer, card);
      }
      const charge = await gateway.createCharge({ amount: row.amount, currency: 'THB', card, customer, return_uri: input.returnUri, metadata: metadata(row) }, `payment:${row.id}`);
      const { payment } = await apply(charge);
      return paymentView(payment ?? row, charge);
    },

    /** Makes a PromptPay QR for an amount: the payment, the QR payload, its image (SVG data URL) and its expiry. */
    async createPromptPayCharge(input: PromptPayChargeInput) {
      const { idempotencyKey, userId, ...request } = input;
      const row = await claim(
        { idempotencyKey: scopedKey(userId, idempotencyKey), userId, orderId: input.orderId, method: 'promptpay', amount: input.amount },
        { method: 'promptpay', ...request },
      );
      const again = await replayed(row);
      if (again) return { ...again.view, qr: await scannableQr(again.charge.source?.scannable_code) };
      const source = await gateway.createSource({ type: 'promptpay', amount: row.amount, currency: 'THB' }, `payment:${row.id}:source`);
      const charge = await gateway.createCharge({ amount: row.amount, currency: 'THB', source: source.id, metadata: metadata(row) }, `payment:${row.id}`);
      const { payment } = await apply(charge);
      return { ...paymentView(payment ?? row, charge), qr: await scannableQr(charge.source?.scannable_code) };
    },

    /**
     * A pay-later charge: a source with the plan and the shopper's number, then a charge that waits
     * for the buyer's approval at the provider (authorize_uri) or fails at once (credit check, credit left).
     */
    async createPayLaterCharge(input: PayLaterChargeInput) {
      const { idempotencyKey, userId, ...request } = input;
      const row = await claim(
        { idempotencyKey: scopedKey(userId, idempotencyKey), userId, orderId: input.orderId, method: 'paylater', amount: input.amount, installmentTerm: input.term },
        { method: 'paylater', ...request },
      );
      const again = await replayed(row);
      if (again) return again.view;
      const source = await gateway.createSource(
        { type: 'paylater', amount: row.amount, currency: 'THB', installment_term: input.term, phone_number: input.phoneNumber },
        `payment:${row.id}:source`,
      );
      const charge = await gateway.createCharge(
        { amount: row.amount, currency: 'THB', source: source.id, return_uri: input.returnUri, metadata: metadata(row) },
        `payment:${row.id}`,
      );
      const { payment } = await apply(charge);
      return paymentView(payment ?? row, charge);
    },

    /** Reads a charge again from the gateway and records it (the buyer's return from 3-D Secure). */
    async refreshCharge(chargeId: string) {
      const charge = await gateway.retrieveCharge(chargeId);
      const { payment } = await apply(charge);
      return payment ? paymentView(payment, charge) : null;
    },

    /** A webhook: signature checked, the charge read again from the gateway, each event id handled once. */
    async handleWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date = new Date()) {
      const event = await gateway.verifyWebhook(rawBody, headers, now);
      if (!event.chargeId) return { event_id: event.id, duplicate: false, changed: false };
      const charge = await gateway.retrieveCharge(event.chargeId);
      const { duplicate, changed } = await apply(charge, { id: event.id, key: event.key });
      return { event_id: event.id, duplicate, changed };
    },

    /** The payment rows of an order, oldest first. */
    async paymentsOfOrder(orderId: string) {
      return paymentRowsOfOrder(db, orderId);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
