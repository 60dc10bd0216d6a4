import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPre2postOrder } from '@store/domain/contracts/pre2post';
import { call } from '@/lib/api-client';

/** While the order waits (placed, or held for the eKYC decision) the page asks again this often. */
export const ORDER_POLL_MS = 2_000;

/** GET /pre2post/orders/:secure_key: the conversion order (masked) and its conversion. */
export const getOrderQueryOptions = (secureKey: string) =>
  queryOptions({
    queryKey: ['pre2post', 'order', secureKey],
    queryFn: ({ signal }) => call<typeof getPre2postOrder>('GET', '/pre2post/orders/:secure_key', { params: { secure_key: secureKey }, signal }),
    retry: false,
  });

/** The order, followed by polling while it is placed or awaiting_ekyc (it then moves on by itself). */
export function usePre2postOrder(secureKey: string) {
  return useQuery({
    ...getOrderQueryOptions(secureKey),
    refetchInterval: (query) => (query.state.data && ['placed', 'awaiting_ekyc'].includes(query.state.data.state) ? ORDER_POLL_MS : false),
  });
}
