/**
 * The order state machine (spec 4 "Order status"), with each state's TM Forum TMF622
 * ProductOrderStateType, the spec's status codes and the four tracking steps. Pure data and functions.
 */
export const ORDER_STATES = [
  'placed',
  'awaiting_payment',
  'paid',
  'packing',
  'delivering',
  'delivered',
  'cancelled',
  'payment_failed',
  'expired',
  // Service orders (issue 15: prepaid to postpaid, later home internet and MNP): no payment online.
  'awaiting_ekyc',
  'in_progress',
  'completed',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export type Tmf622State =
  'acknowledged' | 'rejected' | 'pending' | 'held' | 'inProgress' | 'cancelled' | 'completed' | 'failed' | 'partial' | 'assessingCancellation' | 'pendingCancellation' | 'draft';

/** The TMF622 ProductOrderStateType that each of our states reports. */
export const TMF622_STATE: Record<OrderState, Tmf622State> = {
  placed: 'acknowledged',
  awaiting_payment: 'pending',
  paid: 'inProgress',
  packing: 'inProgress',
  delivering: 'inProgress',
  delivered: 'completed',
  cancelled: 'cancelled',
  payment_failed: 'failed',
  expired: 'cancelled',
  awaiting_ekyc: 'held',
  in_progress: 'inProgress',
  completed: 'completed',
};

/**
 * Allowed moves. A card charge can settle while the order is still `placed` (no 3-D Secure), hence
 * placed -> paid | payment_failed. A service order (no payment) goes placed -> awaiting_ekyc (held until
 * the eKYC is approved) or straight to in_progress (sent to fulfilment, e.g. the change is scheduled in
 * the subscriber system) -> completed; a rejected eKYC cancels it.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  placed: ['awaiting_payment', 'paid', 'payment_failed', 'cancelled', 'awaiting_ekyc', 'in_progress'],
  awaiting_payment: ['paid', 'payment_failed', 'expired', 'cancelled'],
  // A service order paid upfront (issue 17: a home-internet package's first month or installation fee) goes on to fulfilment.
  paid: ['packing', 'cancelled', 'in_progress'],
  packing: ['delivering', 'cancelled'],
  delivering: ['delivered'],
  delivered: [],
  cancelled: [],
  payment_failed: [],
  expired: [],
  awaiting_ekyc: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
};

/** True when no move leaves the state. */
export function isFinalOrderState(state: OrderState): boolean {
  return ORDER_TRANSITIONS[state].length === 0;
}

export interface OrderHistoryEntry {
  from: OrderState;
  to: OrderState;
  /** ISO 8601 UTC. */
  at: string;
}

/** Thrown for a move the table does not allow; `code` is the API error code. */
export class IllegalOrderTransitionError extends Error {
  readonly code = 'illegal_order_transition';
  constructor(
    readonly from: OrderState,
    readonly to: OrderState,
  ) {
    super(`An order cannot go from ${from} to ${to}.`);
    this.name = 'IllegalOrderTransitionError';
  }
}

/** Moves an order to `to` at `at`: the new state and its history entry, or IllegalOrderTransitionError. */
export function transition(order: { state: OrderState }, to: OrderState, at: Date): { state: OrderState; entry: OrderHistoryEntry } {
  if (!ORDER_TRANSITIONS[order.state].includes(to)) throw new IllegalOrderTransitionError(order.state, to);
  return { state: to, entry: { from: order.state, to, at: at.toISOString() } };
}

/**
 * The spec's three-digit status codes. 001 = waiting for payment (placed, awaiting_payment), 002 =
 * paid; only while an order is 001 or 002 does the browser keep its stored order ids and coupon code.
 */
export const ORDER_STATUS_CODE: Record<OrderState, string> = {
  placed: '001',
  awaiting_payment: '001',
  paid: '002',
  packing: '003',
  delivering: '004',
  delivered: '005',
  cancelled: '006',
  payment_failed: '007',
  expired: '008',
  awaiting_ekyc: '009',
  in_progress: '010',
  completed: '011',
};

/** Spec 4: keep the stored order ids and coupon code only for status 001 or 002 (a failed lookup passes null). */
export function keepsCheckoutStorage(statusCode: string | null | undefined): boolean {
  return statusCode === '001' || statusCode === '002';
}

export const TRACKING_STEPS = ['place_order', 'payment_success', 'delivering', 'delivery_success'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

const STEPS_REACHED: Record<OrderState, number> = {
  placed: 1,
  awaiting_payment: 1,
  paid: 2,
  packing: 2,
  delivering: 3,
  delivered: 4,
  cancelled: 1,
  payment_failed: 1,
  expired: 1,
  // A service order has no payment or delivery: it reads as paid once sent to fulfilment, done when completed.
  awaiting_ekyc: 1,
  in_progress: 2,
  completed: 4,
};

/** The steps of a service order's view (issue 15): placed, ekyc (when eKYC was needed), scheduled (sent to the subscriber system), completed. */
export const SERVICE_ORDER_STEPS = ['placed', 'ekyc', 'scheduled', 'completed'] as const;
export type ServiceOrderStep = (typeof SERVICE_ORDER_STEPS)[number];

export interface Tracking {
  steps: { key: TrackingStep; reached: boolean }[];
  /** The last reached step. */
  current: TrackingStep;
  /** in_progress, completed (delivered), or halted (cancelled, payment failed, expired). */
  outcome: 'in_progress' | 'completed' | 'halted';
}

/** The tracking labels (place order, payment success, delivering, delivery success) of a state. */
export function trackingOf(state: OrderState): Tracking {
  const reached = STEPS_REACHED[state];
  const outcome = state === 'delivered' || state === 'completed' ? 'completed' : isFinalOrderState(state) ? 'halted' : 'in_progress';
  return { steps: TRACKING_STEPS.map((key, i) => ({ key, reached: i < reached })), current: TRACKING_STEPS[reached - 1], outcome };
}
