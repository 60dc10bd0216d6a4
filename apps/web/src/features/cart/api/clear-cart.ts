import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { clearCart as clearCartContract } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

export const clearCart = () => call<typeof clearCartContract>('DELETE', '/cart');

/** Clear all (spec 5: signed-in only; the server answers 401 session_required otherwise). */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCart, onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }) });
}
