import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getOfflineOrder, handOverOfflineOrder } from '@store/domain/contracts/offline-shop';
import { call } from '@/lib/api-client';

/** GET /offline/orders/:order_number: an order of the shop (403 another dealer's or shop's). */
export function useOfflineOrder(orderNumber: string | null) {
  return useQuery({
    queryKey: ['offline-order', orderNumber],
    queryFn: ({ signal }) => call<typeof getOfflineOrder>('GET', '/offline/orders/:order_number', { params: { order_number: orderNumber ?? '' }, signal }),
    enabled: Boolean(orderNumber),
    retry: false,
  });
}

/** POST /offline/orders/:order_number/handover: the customer paid at the counter; the number is handed over. */
export function useHandOver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) => call<typeof handOverOfflineOrder>('POST', '/offline/orders/:order_number/handover', { params: { order_number: orderNumber } }),
    onSuccess: (data) => client.setQueryData(['offline-order', data.order.order_number], data),
  });
}
