import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setCartLineQuantity } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

export const updateCartLine = (lineId: string, quantity: number) =>
  call<typeof setCartLineQuantity>('PATCH', '/cart/lines/:line_id', { params: { line_id: lineId }, body: { quantity } });

/** Changes a line's quantity (1..10 and within stock; 409 out_of_stock), then reloads the cart (a coupon's share may move). */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) => updateCartLine(lineId, quantity),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
