import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paySaleLink } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';

/** POST /sale/links/:token/payment: a PromptPay QR for the link's order (the same key, the same charge). */
export const payLink = ({ token, key }: { token: string; key: string }) =>
  call<typeof paySaleLink>('POST', '/sale/links/:token/payment', { params: { token }, headers: { 'idempotency-key': key } });

export function usePayLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payLink, onSuccess: (view, { token }) => queryClient.setQueryData(['sale-link', token], view) });
}
