import { keepsCheckoutStorage } from '@store/domain/order-state';
import { formatMsisdn } from '@store/domain/phone';
import type { OrderView } from '@store/domain/order';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The order view of decision 011 (GET /orders/:secure_key, GET /tracking, GET /my/orders/:number),
 * shared by the checkout and tracking pages; money in satang, times UTC ISO. The contract's types
 * (packages/domain/src/order.ts).
 */
export type { OrderPayment, OrderView, PaymentResult, TrackingRow } from '@store/domain/order';
export type OrderLine = OrderView['lines'][number];
export type OrderText = OrderLine['title'];

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

/** A line's variant or number as one short text ("256GB · Black", "081-234-5678"); '' when it has neither. */
export function lineVariantText(line: Pick<OrderLine, 'capacity' | 'colour' | 'sim_meta'>, lang: 'th' | 'en'): string {
  const number = line.sim_meta && typeof line.sim_meta.number === 'string' ? formatMsisdn(line.sim_meta.number) : null;
  return [line.capacity, colourText(line.colour, lang), number].filter(Boolean).join(' · ');
}

/** A fortune number's grade and group as the line's sim_meta carries them (spec 3 sim_meta.berfuntong), in one language; null for other lines. */
export function lineFortune(simMeta: unknown, lang: 'th' | 'en'): { grade: string; group: string; subgroup: string } | null {
  const b = simMeta && typeof simMeta === 'object' ? (simMeta as { berfuntong?: unknown }).berfuntong : null;
  if (!b || typeof b !== 'object') return null;
  const { grade, group_title, subgroup_title } = b as {
    grade?: unknown;
    group_title?: Partial<Record<'th' | 'en', unknown>>;
    subgroup_title?: Partial<Record<'th' | 'en', unknown>>;
  };
  if (typeof grade !== 'string') return null;
  const text = (v: Partial<Record<'th' | 'en', unknown>> | undefined) => (typeof v?.[lang] === 'string' ? (v[lang] as string) : '');
  return { grade, group: text(group_title), subgroup: text(subgroup_title) };
}
