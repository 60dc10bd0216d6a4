import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHiTransaction } from '@store/domain/contracts/home-internet';
import { call } from '@/lib/api-client';

/** GET /home-internet/transactions/:id: the TOL transaction (404 tol_transaction_not_found, 410 tol_transaction_expired). */
export const getTransactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['home-internet', 'transaction', id],
    queryFn: ({ signal }) => call<typeof getHiTransaction>('GET', '/home-internet/transactions/:id', { params: { id }, signal }),
    retry: false,
    staleTime: 30_000,
  });

export function useTransaction(id: string | null, enabled = true) {
  return useQuery({ ...getTransactionQueryOptions(id ?? ''), enabled: enabled && !!id });
}
