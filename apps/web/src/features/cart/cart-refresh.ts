import type { QueryClient } from '@tanstack/react-query';
import { currentLang } from '@/lib/i18n';
import { cartQueryKey, getCart } from './api/get-cart';

/** After sign-in: GET /cart (the server merges the guest cart into the user's now), then the cart queries refetch. */
export async function refreshCartAfterLogin(queryClient: QueryClient): Promise<void> {
  await getCart(null, currentLang());
  await queryClient.invalidateQueries({ queryKey: cartQueryKey });
}
