import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCartCount } from '@/lib/cart-count';

interface AddedCart {
  total_quantity: number;
}

/** POST /cart/lines: adds a catalogue variant; 409 out_of_stock with details.available. */
export const addToCart = (variantId: number, quantity: number) => api<AddedCart>('/cart/lines', { method: 'POST', body: { variant_id: variantId, quantity } });

/** Adds the chosen variant; the header badge follows (cart-updated) and the cart page reloads. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, quantity }: { variantId: number; quantity: number }) => addToCart(variantId, quantity),
    onSuccess: async (cart) => {
      const count = typeof cart?.total_quantity === 'number' ? cart.total_quantity : (await api<AddedCart>('/cart')).total_quantity;
      setCartCount(count);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
