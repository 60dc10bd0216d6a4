import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PaymentMethod = 'card' | 'promptpay' | 'paylater';
const KNOWN: PaymentMethod[] = ['card', 'promptpay', 'paylater'];

/** The platform the server decides pay-later by (spec 9: phones only). */
export function platform(userAgent = navigator.userAgent): 'android' | 'ios' | 'web' {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone/i.test(userAgent)) return 'ios';
  return 'web';
}

type Answer = (string | { method?: string; id?: string })[] | { methods: (string | { method?: string; id?: string })[] };

/** The methods the store offers now, in its order (GET /payment-methods?platform=). */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const answer = await api<Answer>(`/payment-methods?platform=${platform()}`, { signal });
  const list = Array.isArray(answer) ? answer : answer.methods;
  return list.map((m) => (typeof m === 'string' ? m : (m.method ?? m.id ?? ''))).filter((m): m is PaymentMethod => KNOWN.includes(m as PaymentMethod));
}

export const usePaymentMethods = () => useQuery(queryOptions({ queryKey: ['payment-methods', platform()], queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 60_000 }));
