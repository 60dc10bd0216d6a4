import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQueryOptions } from '@/lib/use-config';
import { on } from '@/lib/events';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * Keeps the cart count right (mounted once in the layout):
 * - after the login event, GET /cart (the server merges the guest cart into the user's now) and the
 *   header count follows it;
 * - spec 4: with two-step checkout on and a count of 0, the delivery choice and pickup shop are cleared.
 * It is only two listeners, so it sits in the first chunk; the cart API code is fetched on login.
 */
export function CartSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offLogin = on('login', () => {
      void import('./cart-refresh').then((m) => m.refreshCartAfterLogin(queryClient)).catch(() => undefined);
    });
    const offCart = on('cart-updated', ({ count }) => {
      if (count > 0) return;
      const config = queryClient.getQueryData(configQueryOptions().queryKey);
      if (!config?.offline_stock.enable_two_steps) return;
      storage.remove(STORAGE_KEYS.deliveryMethod);
      storage.remove(STORAGE_KEYS.pickupShopId);
      storage.remove(STORAGE_KEYS.pickupShopName);
    });
    return () => {
      offLogin();
      offCart();
    };
  }, [queryClient]);
  return null;
}
