import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /sim/verifications/:id/cart: the verified number and plan become a cart line (once). */
export const addVerifiedToCart = (verificationId: string) => api<{ cart_id: string; line_id: string }>(`/sim/verifications/${verificationId}/cart`, { method: 'POST', body: {} });

export function useAddVerifiedToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVerifiedToCart, onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }) });
}
