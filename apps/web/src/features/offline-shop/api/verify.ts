import { queryOptions, useQuery } from '@tanstack/react-query';
import type { offlineVerify } from '@store/domain/contracts/offline-shop';
import { call } from '@/lib/api-client';

export const offlineSessionKey = ['offline-session'] as const;

/** POST /offline/verify (spec offline verify): who is signed in on this device; 401 signed out, 403 error 020. */
export const verifyQueryOptions = () =>
  queryOptions({
    queryKey: offlineSessionKey,
    queryFn: () => call<typeof offlineVerify>('POST', '/offline/verify', {}),
    retry: false,
    staleTime: 30_000,
  });

export function useOfflineVerify() {
  return useQuery(verifyQueryOptions());
}
