import { queryOptions, useQuery } from '@tanstack/react-query';
import { devicePlatform, type PayLaterStatus } from '@store/domain/paylater';
import type { getPayLaterStatus as getPayLaterStatusContract, getPaymentMethods as getPaymentMethodsContract } from '@store/domain/contracts/order';
import { call } from '@/lib/api-client';

export type PaymentMethod = 'card' | 'promptpay' | 'paylater';
const KNOWN: PaymentMethod[] = ['card', 'promptpay', 'paylater'];

/** The platform this browser is on by its User-Agent (spec 9: pay-later on phones only); the server decides the same way. */
export const platform = (userAgent = navigator.userAgent) => devicePlatform(userAgent);

export interface PaymentMethods {
  /** The methods to show, in the store's order. */
  methods: PaymentMethod[];
  /** Spec 3 pay_later_status for this cart on this device. */
  payLater: PayLaterStatus;
}

/**
 * GET /payment-methods: what the store offers now. Pay-later is kept only when the server offers it
 * (eligible shopper, phone by the User-Agent) and this browser is a phone too.
 */
export async function getPaymentMethods(couponCode: string | null, signal?: AbortSignal): Promise<PaymentMethods> {
  const answer = await call<typeof getPaymentMethodsContract>('GET', '/payment-methods', { query: { coupon_code: couponCode ?? undefined }, signal });
  const phone = platform() !== 'web';
  const methods = answer.methods.map((m) => m.method).filter((m): m is PaymentMethod => KNOWN.includes(m as PaymentMethod) && (m !== 'paylater' || phone));
  return { methods, payLater: answer.pay_later_status };
}

/** Keyed by what pay-later depends on: device, coupon, cart total and who is signed in. */
export const usePaymentMethods = (couponCode: string | null, cartTotal: number, userId: string | null) =>
  useQuery(
    queryOptions({ queryKey: ['payment-methods', platform(), couponCode, cartTotal, userId], queryFn: ({ signal }) => getPaymentMethods(couponCode, signal), staleTime: 30_000 }),
  );

/** GET /paylater/status: pay-later for my cart (or my unpaid order) on this device, its plans, and why not. */
export async function getPayLaterStatus(opts: { couponCode?: string | null; order?: string | null }, signal?: AbortSignal): Promise<PayLaterStatus> {
  const query = { coupon_code: opts.couponCode ?? undefined, order: opts.order ?? undefined };
  return (await call<typeof getPayLaterStatusContract>('GET', '/paylater/status', { query, signal })).pay_later_status;
}

export const usePayLaterStatus = (opts: { couponCode?: string | null; order?: string | null }) =>
  useQuery(
    queryOptions({
      queryKey: ['paylater-status', platform(), opts.couponCode ?? null, opts.order ?? null],
      queryFn: ({ signal }) => getPayLaterStatus(opts, signal),
      staleTime: 10_000,
    }),
  );
