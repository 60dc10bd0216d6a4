import { describe, expect, it } from 'vitest';
import {
  IllegalOrderTransitionError,
  isFinalOrderState,
  keepsCheckoutStorage,
  ORDER_STATES,
  ORDER_STATUS_CODE,
  TMF622_STATE,
  trackingOf,
  transition,
  type OrderState,
} from './order-state';

// Written out independently of ORDER_TRANSITIONS, so a change to the table must change this test too.
const ALLOWED = new Set([
  'placed>awaiting_payment',
  'placed>paid',
  'placed>payment_failed',
  'placed>cancelled',
  'awaiting_payment>paid',
  'awaiting_payment>payment_failed',
  'awaiting_payment>expired',
  'awaiting_payment>cancelled',
  'paid>packing',
  'paid>cancelled',
  // A service order paid upfront (issue 17) goes on to fulfilment.
  'paid>in_progress',
  'packing>delivering',
  'packing>cancelled',
  'delivering>delivered',
  'placed>awaiting_ekyc',
  'placed>in_progress',
  'awaiting_ekyc>in_progress',
  'awaiting_ekyc>cancelled',
  'in_progress>completed',
  'in_progress>cancelled',
]);
const at = new Date('2025-03-01T10:00:00.000Z');
const pairs = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to] as [OrderState, OrderState]));

describe('order transitions', () => {
  it.each(pairs)('%s -> %s follows the table', (from, to) => {
    if (ALLOWED.has(`${from}>${to}`)) {
      expect(transition({ state: from }, to, at)).toEqual({ state: to, entry: { from, to, at: '2025-03-01T10:00:00.000Z' } });
    } else {
      expect(() => transition({ state: from }, to, at)).toThrow(IllegalOrderTransitionError);
    }
  });

  it('names both states and the error code in an illegal move', () => {
    try {
      transition({ state: 'delivered' }, 'cancelled', at);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IllegalOrderTransitionError);
      const e = error as IllegalOrderTransitionError;
      expect([e.from, e.to, e.code]).toEqual(['delivered', 'cancelled', 'illegal_order_transition']);
    }
  });

  it('never moves to the same state', () => {
    for (const s of ORDER_STATES) expect(() => transition({ state: s }, s, at)).toThrow(IllegalOrderTransitionError);
  });

  it('has exactly five final states', () => {
    expect(ORDER_STATES.filter(isFinalOrderState)).toEqual(['delivered', 'cancelled', 'payment_failed', 'expired', 'completed']);
  });
});

describe('TMF622 states', () => {
  it.each([
    ['placed', 'acknowledged'],
    ['awaiting_payment', 'pending'],
    ['paid', 'inProgress'],
    ['packing', 'inProgress'],
    ['delivering', 'inProgress'],
    ['delivered', 'completed'],
    ['cancelled', 'cancelled'],
    ['payment_failed', 'failed'],
    ['expired', 'cancelled'],
    ['awaiting_ekyc', 'held'],
    ['in_progress', 'inProgress'],
    ['completed', 'completed'],
  ] as const)('%s is %s', (state, tmf) => {
    expect(TMF622_STATE[state]).toBe(tmf);
  });
});

describe('status codes 001 and 002 keep checkout storage (spec 4)', () => {
  it.each(ORDER_STATES)('%s', (state) => {
    const keep = ['placed', 'awaiting_payment', 'paid'].includes(state);
    expect(keepsCheckoutStorage(ORDER_STATUS_CODE[state])).toBe(keep);
  });

  it('is 001 while waiting for payment and 002 when paid', () => {
    expect([ORDER_STATUS_CODE.placed, ORDER_STATUS_CODE.awaiting_payment, ORDER_STATUS_CODE.paid]).toEqual(['001', '001', '002']);
  });

  it('gives the service order states 009, 010 and 011', () => {
    expect([ORDER_STATUS_CODE.awaiting_ekyc, ORDER_STATUS_CODE.in_progress, ORDER_STATUS_CODE.completed]).toEqual(['009', '010', '011']);
  });

  it('clears for a failed lookup and for unknown codes', () => {
    for (const code of [null, undefined, '', '1', '003', '0010', ' 001']) expect(keepsCheckoutStorage(code)).toBe(false);
  });

  it('gives every state a distinct code apart from the two waiting states', () => {
    expect(new Set(Object.values(ORDER_STATUS_CODE)).size).toBe(ORDER_STATES.length - 1);
  });
});

describe('tracking labels', () => {
  const reached = (state: OrderState) =>
    trackingOf(state)
      .steps.filter((s) => s.reached)
      .map((s) => s.key);

  it.each([
    ['placed', ['place_order'], 'in_progress'],
    ['awaiting_payment', ['place_order'], 'in_progress'],
    ['paid', ['place_order', 'payment_success'], 'in_progress'],
    ['packing', ['place_order', 'payment_success'], 'in_progress'],
    ['delivering', ['place_order', 'payment_success', 'delivering'], 'in_progress'],
    ['delivered', ['place_order', 'payment_success', 'delivering', 'delivery_success'], 'completed'],
    ['cancelled', ['place_order'], 'halted'],
    ['payment_failed', ['place_order'], 'halted'],
    ['expired', ['place_order'], 'halted'],
    ['awaiting_ekyc', ['place_order'], 'in_progress'],
    ['in_progress', ['place_order', 'payment_success'], 'in_progress'],
    ['completed', ['place_order', 'payment_success', 'delivering', 'delivery_success'], 'completed'],
  ] as const)('%s reaches %j', (state, steps, outcome) => {
    expect(reached(state)).toEqual(steps);
    expect(trackingOf(state).current).toBe(steps[steps.length - 1]);
    expect(trackingOf(state).outcome).toBe(outcome);
  });

  it('always lists the four steps in order', () => {
    for (const s of ORDER_STATES) expect(trackingOf(s).steps.map((x) => x.key)).toEqual(['place_order', 'payment_success', 'delivering', 'delivery_success']);
  });
});
