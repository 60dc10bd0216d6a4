import type { payAgain, placeOrder as placeOrderContract } from '@store/domain/contracts/order';
import type { PaymentInput, PlaceOrderBody } from '@store/domain/order';
import { call } from '@/lib/api-client';
import type { PaymentResult } from '@/lib/order';

export type { PaymentInput, PlaceOrderBody };
export type DeliveryInput = PlaceOrderBody['delivery'];
export type PlacedOrder = PaymentResult;

/** POST /orders with the attempt's Idempotency-Key: a retry with the same key returns the same order. */
export const placeOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  call<typeof placeOrderContract>('POST', '/orders', { body, headers: { 'idempotency-key': idempotencyKey } });

/** POST /orders/:secure_key/payments: pays the same order again with another method after a failure. */
export const payOrderAgain = (secureKey: string, payment: PaymentInput, idempotencyKey: string) =>
  call<typeof payAgain>('POST', '/orders/:secure_key/payments', { params: { secure_key: secureKey }, body: { payment }, headers: { 'idempotency-key': idempotencyKey } });
