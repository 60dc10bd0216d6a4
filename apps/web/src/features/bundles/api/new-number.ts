import { useMutation, useQuery } from '@tanstack/react-query';
import type { holdNumber, searchNumbers } from '@store/domain/contracts/numbers';
import { call } from '@/lib/api-client';

/** GET /numbers/search: a few free numbers of the pool for a new customer's bundle. */
export function useFreeNumbers() {
  return useQuery({
    queryKey: ['bundles', 'free-numbers'],
    queryFn: ({ signal }) => call<typeof searchNumbers>('GET', '/numbers/search', { query: { limit: 6 }, signal }),
    staleTime: 30_000,
  });
}

/** POST /numbers/:number/hold: the chosen number is held for this shopper. */
export function useHoldNumber() {
  return useMutation({
    mutationFn: (number: string) =>
      call<typeof holdNumber>('POST', '/numbers/:number/hold', {
        params: { number },
        body: { flow: 'postpaid' },
        headers: { 'idempotency-key': `bundle-hold-${number}-${Date.now()}` },
      }),
  });
}
