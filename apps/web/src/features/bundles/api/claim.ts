import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@store/domain/contracts/define';
import type { claimBundle } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

/** POST /bundles/claims: the bundle in the cart (its device line and any advance payment). One key per attempt. */
export const claim = ({ body, key }: { body: RouteBody<typeof claimBundle>; key: string }) =>
  call<typeof claimBundle>('POST', '/bundles/claims', { body, headers: { 'idempotency-key': key } });

export function useClaim() {
  const client = useQueryClient();
  return useMutation({ mutationFn: claim, onSuccess: () => client.invalidateQueries({ queryKey: cartQueryKey }) });
}
