import { api } from '@/lib/api-client';
import type { PayLaterTerm } from '@store/domain/paylater';
import type { OrderView } from '@/lib/order';

export type DeliveryInput =
  | {
      method: 'address';
      address: { address_id: number } | { name: string; phone: string; line1: string; province_id: number; district_id: number; subdistrict_id: number; postcode: string };
    }
  | { method: 'pickup'; shop_id: string | number };

export type PaymentInput = { method: 'card'; token?: string; saved_card_id?: string; save_card?: boolean } | { method: 'promptpay' } | { method: 'paylater'; term: PayLaterTerm };

export interface PlaceOrderBody {
  delivery: DeliveryInput;
  contact: { name: string; phone: string; email?: string };
  coupon_code?: string;
  payment: PaymentInput;
  cart_version?: number;
}

export interface PlacedOrder {
  order: OrderView;
  payment: {
    status: string;
    authorize_uri: string | null;
    qr: { payload: string; image: string } | null;
    expires_at: string | null;
    failure_code: string | null;
    charge_id?: string | null;
  };
  next: 'success' | 'authorize' | 'qr' | 'error';
}

/** POST /orders with the attempt's Idempotency-Key: a retry with the same key returns the same order. */
export const placeOrder = (body: PlaceOrderBody, idempotencyKey: string) => api<PlacedOrder>('/orders', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

/** POST /orders/:secure_key/payments: pays the same order again with another method after a failure. */
export const payOrderAgain = (secureKey: string, payment: PaymentInput, idempotencyKey: string) =>
  api<PlacedOrder>(`/orders/${encodeURIComponent(secureKey)}/payments`, { method: 'POST', body: { payment }, headers: { 'idempotency-key': idempotencyKey } });
