import type { OrderView } from '@/lib/order';

/** Where an order's page is now: paid (success), failed (error), or still waiting (pending). */
export function orderOutcome(order: OrderView): 'success' | 'error' | 'pending' {
  if (['paid', 'packing', 'delivering', 'delivered'].includes(order.state)) return 'success';
  // A service order paid online (home internet's upfront payment) goes on to in_progress and completed.
  if (order.paid_at && ['in_progress', 'completed'].includes(order.state)) return 'success';
  if (['payment_failed', 'expired', 'cancelled'].includes(order.state)) return 'error';
  if (order.payment && ['failed', 'expired', 'reversed'].includes(order.payment.status)) return 'error';
  return 'pending';
}

/** The page for an order's outcome. */
export function outcomePath(order: OrderView): string {
  const key = encodeURIComponent(order.secure_key);
  const outcome = orderOutcome(order);
  if (outcome === 'success') return `/success?order=${key}`;
  if (outcome === 'error') return `/payment/error?order=${key}`;
  if (order.payment?.method === 'promptpay') return `/payment/qr/${key}`;
  if (order.payment?.method === 'paylater') return `/paylater?order=${key}`;
  return `/pending?order=${key}`;
}
