import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listHiPackages } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';

/** GET /home-internet/packages (spec tol-all-packages); with a transaction (spec match-package) only what its address qualifies for, the best marked recommended. */
export const getPackagesQueryOptions = (transactionId?: string) =>
  queryOptions({
    queryKey: ['home-internet', 'packages', transactionId ?? null],
    queryFn: ({ signal }) => call<typeof listHiPackages>('GET', '/home-internet/packages', { query: transactionId ? { transaction_id: transactionId } : {}, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function usePackages(transactionId?: string, enabled = true) {
  return useQuery({ ...getPackagesQueryOptions(transactionId), enabled });
}
