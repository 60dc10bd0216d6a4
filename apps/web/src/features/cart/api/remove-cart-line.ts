import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { removeCartLine as removeCartLineContract } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

export const removeCartLine = (lineId: string) => call<typeof removeCartLineContract>('DELETE', '/cart/lines/:line_id', { params: { line_id: lineId } });

/** Removes one line, then reloads the cart (a coupon's share may move). */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => removeCartLine(lineId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
