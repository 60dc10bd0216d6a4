import { describe, expect, it } from 'vitest';
import type { OrderView } from '@/lib/order';
import { orderOutcome, outcomePath } from './order-outcome';

const order = (state: OrderView['state'], payment: Partial<NonNullable<OrderView['payment']>> | null = {}): OrderView =>
  ({ order_number: 'TW1', secure_key: 'k/1', state, payment: payment && { method: 'card', status: 'pending', failure_code: null, ...payment } }) as OrderView;

describe('order outcome', () => {
  it('is success once paid and after', () => {
    for (const state of ['paid', 'packing', 'delivering', 'delivered'] as const) expect(orderOutcome(order(state))).toBe('success');
  });

  it('is success for a service order paid online (in progress, completed), not for one with nothing paid', () => {
    for (const state of ['in_progress', 'completed'] as const) {
      expect(orderOutcome({ ...order(state, { status: 'successful' }), paid_at: '2026-11-26T09:00:00.000Z' })).toBe('success');
      expect(orderOutcome({ ...order(state, null), paid_at: null })).toBe('pending');
    }
  });

  it('is error for a failed or expired payment, even while the order still waits (stock held)', () => {
    expect(orderOutcome(order('awaiting_payment', { status: 'failed', failure_code: 'card_declined' }))).toBe('error');
    expect(orderOutcome(order('awaiting_payment', { status: 'expired' }))).toBe('error');
    for (const state of ['payment_failed', 'expired', 'cancelled'] as const) expect(orderOutcome(order(state))).toBe('error');
  });

  it('is pending while the charge is', () => {
    expect(orderOutcome(order('awaiting_payment'))).toBe('pending');
    expect(orderOutcome(order('placed', null))).toBe('pending');
  });

  it('opens the page of the outcome, a waiting PromptPay order on its QR page', () => {
    expect(outcomePath(order('paid'))).toBe('/success?order=k%2F1');
    expect(outcomePath(order('awaiting_payment', { status: 'failed' }))).toBe('/payment/error?order=k%2F1');
    expect(outcomePath(order('awaiting_payment', { method: 'promptpay' }))).toBe('/payment/qr/k%2F1');
    expect(outcomePath(order('awaiting_payment', { method: 'paylater' }))).toBe('/paylater?order=k%2F1');
    expect(outcomePath(order('awaiting_payment', { method: 'paylater', status: 'failed', failure_code: 'paylater_declined' }))).toBe('/payment/error?order=k%2F1');
    expect(outcomePath(order('awaiting_payment'))).toBe('/pending?order=k%2F1');
  });
});
