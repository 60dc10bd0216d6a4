import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addCartLine } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { putCart } from '@/lib/cart-cache';

/** POST /cart/lines: the approved device goes into the cart (the order pays for the cart). */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variantId: number) => call<typeof addCartLine>('POST', '/cart/lines', { body: { variant_id: variantId, quantity: 1 } }),
    onSuccess: (cart) => putCart(client, cart),
  });
}
