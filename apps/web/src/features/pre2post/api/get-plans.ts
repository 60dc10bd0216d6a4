import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listPre2postPlans } from '@store/domain/contracts/pre2post';
import { call } from '@/lib/api-client';

/** GET /pre2post/plans: the postpaid plans offered for the conversion, with what is kept. */
export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['pre2post', 'plans'],
    queryFn: ({ signal }) => call<typeof listPre2postPlans>('GET', '/pre2post/plans', { signal }),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
