import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMnpVerification } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';

/** GET /mnp/verifications/:id: one of my verifications (404 for another user's or a forgotten one, 410 out of time). */
export const getVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['mnp', 'verification', id],
    queryFn: ({ signal }) => call<typeof getMnpVerification>('GET', '/mnp/verifications/:id', { params: { id }, signal }),
    retry: false,
    staleTime: 30_000,
  });

export function useVerification(id: string | null, enabled = true) {
  return useQuery({ ...getVerificationQueryOptions(id ?? ''), enabled: enabled && !!id });
}
