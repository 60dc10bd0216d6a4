import { parseLineKind } from '@store/domain/line-kinds';
import type { OrderPayment, OrderView } from '@store/domain/order';
import { ORDER_STATES, ORDER_STATUS_CODE, TMF622_STATE, type OrderState } from '@store/domain/order-state';
import type { orders, orderStatusHistory } from './tables';

export { deliverySchema, orderLineSchema, orderPaymentSchema, orderViewSchema, trackingRowSchema, type OrderPayment, type OrderView } from '@store/domain/order';

export type OrderRow = typeof orders.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** "0812345678" -> "081-xxx-5678": the contact phone as the order pages show it. */
export const maskPhone = (phone: string) => (/^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-xxx-${phone.slice(6)}` : phone.replace(/\d(?=\d{4})/g, 'x'));

const STEP_STATES: Record<'placed' | 'paid' | 'delivering' | 'delivered', OrderState[]> = {
  placed: [...ORDER_STATES],
  paid: ['paid', 'packing', 'delivering', 'delivered'],
  delivering: ['delivering', 'delivered'],
  delivered: ['delivered'],
};
const OPEN = new Set<OrderState>(['placed', 'awaiting_payment']);

/** A birth date is shown to nobody after the order (the verification checked it): "xxxx-xx-xx". */
export const MASKED_BIRTH_DATE = 'xxxx-xx-xx';
/** A fortune number's birth time, likewise: "xx:xx". */
export const MASKED_BIRTH_TIME = 'xx:xx';
const maskSimMeta = <T>(meta: T): T => {
  if (!meta || typeof meta !== 'object' || !('birth_date' in meta)) return meta;
  // A subscriber line's meta has no birth date (null): nothing to mask.
  const masked: Record<string, unknown> = { ...meta, birth_date: meta.birth_date === null ? null : MASKED_BIRTH_DATE };
  if (typeof masked.birth_time === 'string') masked.birth_time = MASKED_BIRTH_TIME;
  return masked as T;
};

/**
 * A service order's steps (issue 15): placed; ekyc only when it waited for one (done when it moved on
 * to in_progress); scheduled when it was sent to the system that carries it out (`at`), with the time
 * that takes effect (`effective_at`); completed.
 */
function serviceSteps(order: OrderRow, history: HistoryRow[]): OrderView['steps'] {
  const moved = (from: OrderState, to: OrderState) => history.find((h) => h.fromState === from && h.toState === to)?.at.toISOString() ?? null;
  const steps: OrderView['steps'] = [{ key: 'placed', done: true, at: order.createdAt.toISOString() }];
  if (history.some((h) => h.toState === 'awaiting_ekyc')) {
    const approved = moved('awaiting_ekyc', 'in_progress');
    steps.push({ key: 'ekyc', done: approved !== null, at: approved });
  }
  const f = order.fulfilment;
  steps.push({ key: 'scheduled', done: Boolean(f), at: f?.sent_at ?? null, effective_at: f?.effective_at ?? null });
  const completed = moved('in_progress', 'completed');
  steps.push({ key: 'completed', done: completed !== null, at: completed });
  return steps;
}

/** The order as its pages show it (decision 011): the four tracking steps with their times (a service order's own steps), phone masked. */
export function orderView(order: OrderRow, history: HistoryRow[], payment: OrderPayment | null, taxInvoice: OrderView['tax_invoice'] = null): OrderView {
  const state = order.state as OrderState;
  const reachedAt = (to: OrderState) => history.find((h) => h.toState === to)?.at.toISOString() ?? null;
  return {
    order_number: order.orderNumber,
    secure_key: order.secureKey,
    state,
    status_code: ORDER_STATUS_CODE[state],
    tmf_state: TMF622_STATE[state],
    created_at: order.createdAt.toISOString(),
    expires_at: OPEN.has(state) ? order.expiresAt.toISOString() : null,
    paid_at: order.paidAt?.toISOString() ?? null,
    lines: order.lines.map((l) => ({
      id: l.id,
      product_type: l.product_type,
      product_id: l.product_id,
      variant_id: l.variant_id,
      title: l.title,
      image: l.image,
      href: l.href,
      price: l.price,
      compare_at_price: l.compare_at_price,
      quantity: l.quantity,
      discount: l.discount,
      coupon_discount: l.coupon_discount,
      line_total: l.line_total,
      capacity: l.capacity,
      colour: l.colour,
      sim_meta: maskSimMeta(parseLineKind(l).sim_meta), // checked against its kind on every read
    })),
    total_quantity: order.lines.reduce((s, l) => s + l.quantity, 0),
    subtotal: order.subtotal,
    discount: order.discount,
    delivery_fee: Math.max(0, order.total + order.pointsValue - (order.subtotal - order.discount)),
    total: order.total,
    coupon_code: order.couponCode,
    points: order.pointsUsed > 0 ? { used: order.pointsUsed, value: order.pointsValue } : null,
    currency: 'THB',
    delivery: order.delivery.method === 'pickup' ? order.delivery : { ...order.delivery, address: { ...order.delivery.address, phone: maskPhone(order.delivery.address.phone) } },
    contact: { name: order.contact.name, phone: maskPhone(order.contact.phone), email: order.contact.email },
    payment,
    history: history.map((h) => ({ from: h.fromState, to: h.toState, at: h.at.toISOString() })),
    steps:
      order.kind === 'service'
        ? serviceSteps(order, history)
        : (['placed', 'paid', 'delivering', 'delivered'] as const).map((key) => ({
            key,
            done: STEP_STATES[key].includes(state),
            at: key === 'placed' ? order.createdAt.toISOString() : STEP_STATES[key].includes(state) ? reachedAt(key) : null,
          })),
    tax_invoice: taxInvoice,
  };
}

/** A row of the order history list (spec 3 Order tracking row). */
export function trackingRow(order: OrderRow) {
  const state = order.state as OrderState;
  return {
    order_number: order.orderNumber,
    secure_key: order.secureKey,
    created_at: order.createdAt.toISOString(),
    total_quantity: order.lines.reduce((s, l) => s + l.quantity, 0),
    total: order.total,
    state,
    status_code: ORDER_STATUS_CODE[state],
  };
}
