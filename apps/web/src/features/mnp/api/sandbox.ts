import { useMutation, useQuery } from '@tanstack/react-query';
import type { listDevPortingNumbers, requestDevPortingPin } from '@store/domain/contracts/porting';
import type { PortingPinRequestBody } from '@store/domain/porting';
import { ApiError, call } from '@/lib/api-client';

/**
 * The porting clearinghouse sandbox (decision 029): GET /dev/porting/numbers lists the other
 * operators' test numbers; it answers 404 when the store talks to a real clearinghouse, which is how
 * the pages know the sandbox is off (`null`).
 */
export const sandboxNumbersQueryOptions = () => ({
  queryKey: ['mnp', 'sandbox-numbers'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await call<typeof listDevPortingNumbers>('GET', '/dev/porting/numbers', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: 30_000,
});

export function useSandboxNumbers() {
  return useQuery(sandboxNumbersQueryOptions());
}

/** Whether the clearinghouse sandbox is on; `undefined` while unknown. */
export function usePortingSandbox(): boolean | undefined {
  const query = useQuery({ ...sandboxNumbersQueryOptions(), staleTime: Infinity });
  return query.data === undefined ? undefined : query.data !== null;
}

/** POST /dev/porting/pins: the holder asks for a porting PIN (stands for *151*<ID>#); it goes by SMS to the number. */
export const requestPin = (body: PortingPinRequestBody) => call<typeof requestDevPortingPin>('POST', '/dev/porting/pins', { body });

export function useRequestPin() {
  return useMutation({ mutationFn: requestPin });
}
