import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getPre2postPlan } from '@store/domain/contracts/pre2post';
import type { Pre2postPlan } from '@store/domain/pre2post';
import { call } from '@/lib/api-client';
import { getPlansQueryOptions } from './get-plans';

/** GET /pre2post/plans/:nas_code (404 plan_not_found). */
export const getPlanQueryOptions = (nasCode: string) =>
  queryOptions({
    queryKey: ['pre2post', 'plan', nasCode],
    queryFn: ({ signal }) => call<typeof getPre2postPlan>('GET', '/pre2post/plans/:nas_code', { params: { nas_code: nasCode }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** One plan; shown at once from the listing when it was loaded (the listing's copy is the same plan). */
export function usePlan(nasCode: string) {
  const client = useQueryClient();
  return useQuery({
    ...getPlanQueryOptions(nasCode),
    initialData: () => client.getQueryData<Pre2postPlan[]>(getPlansQueryOptions().queryKey)?.find((p) => p.nas_code === nasCode),
    initialDataUpdatedAt: () => client.getQueryState(getPlansQueryOptions().queryKey)?.dataUpdatedAt,
  });
}
