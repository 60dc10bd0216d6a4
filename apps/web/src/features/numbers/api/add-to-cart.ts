import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addVerifiedToCart as addVerifiedToCartContract } from '@store/domain/contracts/sim';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

/** POST /sim/verifications/:id/cart: the verified number and plan become a cart line (once). */
export const addVerifiedToCart = (verificationId: string) => call<typeof addVerifiedToCartContract>('POST', '/sim/verifications/:id/cart', { params: { id: verificationId } });

export function useAddVerifiedToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVerifiedToCart, onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }) });
}
