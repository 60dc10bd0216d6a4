import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { cancelMnpPorting, listOrderPortings } from '@store/domain/contracts/mnp';
import type { MnpPortingView } from '@store/domain/mnp';
import { call } from '@/lib/api-client';

/** While a porting moves on by itself (submitted to scheduled) tracking asks again this often. */
export const PORTING_POLL_MS = 10_000;
const MOVING = new Set<MnpPortingView['state']>(['to_submit', 'submitted', 'donor_validating', 'approved', 'scheduled']);

/** GET /mnp/orders/:secure_key/portings: the portings of an order, by the order's secure key. */
export const orderPortingsQueryOptions = (secureKey: string) =>
  queryOptions({
    queryKey: ['mnp', 'order-portings', secureKey],
    queryFn: ({ signal }) => call<typeof listOrderPortings>('GET', '/mnp/orders/:secure_key/portings', { params: { secure_key: secureKey }, signal }),
    retry: false,
  });

export function useOrderPortings(secureKey: string) {
  return useQuery({
    ...orderPortingsQueryOptions(secureKey),
    refetchInterval: (query) => (query.state.data?.some((p) => MOVING.has(p.state)) ? PORTING_POLL_MS : false),
  });
}

/** After a cancel, the order is read again this much later for its refund. */
const REFUND_REREAD_MS = 2_500;

/** The order views tracking shows (features/tracking/api: my order, my orders, a guest's tracked order). */
const ORDER_KEYS = ['my-order', 'my-orders', 'tracking'];

/** POST /mnp/portings/:id/cancel: my porting, before it is scheduled (a paid order of it is cancelled and refunded); the order is read again. */
export function useCancelPorting(secureKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<typeof cancelMnpPorting>('POST', '/mnp/portings/:id/cancel', { params: { id } }),
    onSuccess: (view) => {
      client.setQueryData<MnpPortingView[]>(orderPortingsQueryOptions(secureKey).queryKey, (list) => list?.map((p) => (p.id === view.id ? view : p)));
      // The order view (tracking, my orders) shows the cancellation at once and the refund, which the
      // payment gateway confirms just after: read again now and a moment later.
      const reread = () => ORDER_KEYS.forEach((key) => void client.invalidateQueries({ queryKey: [key] }));
      reread();
      window.setTimeout(reread, REFUND_REREAD_MS);
    },
  });
}
