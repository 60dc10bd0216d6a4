import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addCartLine } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { putCart } from '@/lib/cart-cache';

/** POST /cart/lines: adds a catalogue variant and answers with the cart; 409 out_of_stock with details.available. */
export const addToCart = (variantId: number, quantity: number) => call<typeof addCartLine>('POST', '/cart/lines', { body: { variant_id: variantId, quantity } });

/** Adds the chosen variant; the cart it answers with goes into the cache (no refetch) and the header badge follows. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, quantity }: { variantId: number; quantity: number }) => addToCart(variantId, quantity),
    onSuccess: (cart) => putCart(queryClient, cart),
  });
}
