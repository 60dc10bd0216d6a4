import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export const clearCart = () => api<unknown>('/cart', { method: 'DELETE' });

/** Clear all (spec 5: signed-in only; the server answers 401 session_required otherwise). */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCart, onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }) });
}
