import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export const updateCartLine = (lineId: string | number, quantity: number) =>
  api<unknown>(`/cart/lines/${encodeURIComponent(String(lineId))}`, { method: 'PATCH', body: { quantity } });

/** Changes a line's quantity (1..10 and within stock; 409 out_of_stock), then reloads the cart. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string | number; quantity: number }) => updateCartLine(lineId, quantity),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
