import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export const removeCartLine = (lineId: string | number) => api<unknown>(`/cart/lines/${encodeURIComponent(String(lineId))}`, { method: 'DELETE' });

/** Removes one line, then reloads the cart. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string | number) => removeCartLine(lineId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
