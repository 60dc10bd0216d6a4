import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listNumberHolds } from '@store/domain/contracts/numbers';
import { call } from '@/lib/api-client';

export const getHolds = (signal?: AbortSignal) => call<typeof listNumberHolds>('GET', '/numbers/holds', { signal });

export const getHoldsQueryOptions = () => queryOptions({ queryKey: ['number-holds'], queryFn: ({ signal }) => getHolds(signal) });

/** My live holds on the server (the verify page checks its number is among them). */
export function useHolds(enabled: boolean) {
  return useQuery({ ...getHoldsQueryOptions(), enabled });
}
