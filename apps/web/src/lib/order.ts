import { keepsCheckoutStorage } from '@store/domain/order-state';
import type { OrderState } from '@store/domain/order-state';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The order view of decision 011 (GET /orders/:secure_key, GET /tracking, GET /my/orders/:number),
 * shared by the checkout and tracking pages; money in satang, times UTC ISO.
 */
export interface OrderText {
  th: string;
  en: string;
}
export interface OrderLine {
  title: OrderText;
  image?: string | null;
  quantity: number;
  price: number;
  line_total: number;
  capacity?: string | null;
  colour?: OrderText | string | null;
}
export interface OrderPayment {
  method: 'card' | 'promptpay' | 'paylater' | string;
  status: string;
  failure_code: string | null;
  charge_id?: string | null;
  qr?: { payload: string; image: string } | null;
  expires_at?: string | null;
  authorize_uri?: string | null;
  /** Pay-later: the plan chosen and its instalments in satang. */
  plan?: { months: number; instalments: number[] } | null;
}
export interface OrderView {
  order_number: string;
  secure_key: string;
  state: OrderState;
  status_code: string;
  created_at: string;
  expires_at: string | null;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  delivery: unknown;
  contact: { name: string; phone: string; email?: string | null } | null;
  payment: OrderPayment | null;
  history: { from: string; to: string; at: string }[];
  steps: { key: 'placed' | 'paid' | 'delivering' | 'delivered'; done: boolean; at: string | null }[];
}

/** Remembers the order being paid (spec 3 order_id, order_id_secure). */
export function rememberOrder(order: Pick<OrderView, 'order_number' | 'secure_key'>): void {
  storage.set(STORAGE_KEYS.orderId, order.order_number);
  storage.set(STORAGE_KEYS.orderIdSecure, order.secure_key);
}

/** Spec 4: the stored order ids and coupon code go unless the order is 001 or 002 (a failed lookup passes null). */
export function applyOrderStatus(statusCode: string | null): void {
  if (keepsCheckoutStorage(statusCode)) return;
  storage.remove(STORAGE_KEYS.orderId);
  storage.remove(STORAGE_KEYS.orderIdSecure);
  storage.remove(STORAGE_KEYS.couponCode);
}

/** A line's colour in the shopper's language (the API gives `{ th, en }` or a plain name). */
export function colourText(colour: OrderText | string | null | undefined, lang: 'th' | 'en'): string {
  if (!colour) return '';
  return typeof colour === 'string' ? colour : colour[lang];
}

/** An order line as one short text: title, capacity, colour and quantity ("iPhone 17 · 256GB · Black × 1"). */
export function orderLineLabel(line: OrderLine, lang: 'th' | 'en'): string {
  return `${line.title[lang]}${line.capacity ? ` · ${line.capacity}` : ''}${line.colour ? ` · ${colourText(line.colour, lang)}` : ''} × ${line.quantity}`;
}
