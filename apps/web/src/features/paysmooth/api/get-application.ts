import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPaySmoothApplication } from '@store/domain/contracts/paysmooth';
import { call } from '@/lib/api-client';

/** GET /pay-smooth/applications/:token, read again every 1.5 s while the partner has not decided. */
export const getApplicationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['paysmooth', 'application', token],
    queryFn: ({ signal }) => call<typeof getPaySmoothApplication>('GET', '/pay-smooth/applications/:token', { params: { token }, signal }),
    refetchInterval: (query) => (query.state.data?.state === 'submitted' ? 1_500 : false),
    retry: false,
  });

export function useApplication(token: string | null) {
  return useQuery({ ...getApplicationQueryOptions(token ?? ''), enabled: !!token });
}
