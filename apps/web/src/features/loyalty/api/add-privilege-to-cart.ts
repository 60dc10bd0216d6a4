import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/loyalty';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

export const addPrivilegeToCart = (input: { id: string; productId: number; variantId: number; key: string }) =>
  call<typeof contract.addPrivilegeToCart>('POST', '/privilege/:id/cart', {
    params: { id: input.id },
    body: { product_id: input.productId, variant_id: input.variantId },
    headers: { 'idempotency-key': input.key },
  });

/** Puts the privilege's product in the cart at the privilege price; the cart is asked again. */
export function useAddPrivilegeToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPrivilegeToCart, onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartQueryKey }) });
}
